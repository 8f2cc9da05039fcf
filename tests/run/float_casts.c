#include <stdio.h>
#include <stdint.h>

typedef struct { int64_t s, u; } P64;

double si_ui_32(int32_t a);
float si_ui_8(int32_t a);
P64 to_int(double x);
int64_t f32_to_i64(float x);
double extf_err(float x);
int32_t truncf_bits(double x);
int64_t bits64(int64_t b);
float bits_to_f32(int32_t b);
double ui64(int64_t a);

int main(void) {
  printf("si_ui_32(5) = %.1f\n", si_ui_32(5));     /* 50000000005 */
  printf("si_ui_32(-1) = %.1f\n", si_ui_32(-1));   /* -1e10 + 4294967295 = -5705032705 */
  printf("si_ui_8(200) = %.1f\n", si_ui_8(200));   /* -56000 + 200 = -55800 */
  printf("si_ui_8(127) = %.1f\n", si_ui_8(127));   /* 127127 */
  double xs[] = {3.7, -3.7, 0.5, -32768.0, 32767.9, -0.9};
  /* (3,3) (-3,3) (0,0) (-32768,32768) (32767,32767) (0,0) */
  for (int i = 0; i < 6; i++) {
    P64 r = to_int(xs[i]);
    printf("to_int(%.2f) = (%lld, %lld)\n", xs[i], (long long)r.s, (long long)r.u);
  }
  printf("f32_to_i64(1e12) = %lld\n", (long long)f32_to_i64(1e12f));     /* 999999995904 */
  printf("f32_to_i64(-2.5e9) = %lld\n", (long long)f32_to_i64(-2.5e9f)); /* -2500000000 */
  printf("extf_err(0.1f) = %.4f\n", extf_err(0.1f));                     /* 100000001.4901 */
  printf("truncf_bits(1.0) = 0x%08x\n", truncf_bits(1.0));               /* 0x3f800000 */
  printf("truncf_bits(-2.5) = 0x%08x\n", truncf_bits(-2.5));             /* 0xc0200000 */
  printf("truncf_bits(0.1) = 0x%08x\n", truncf_bits(0.1));               /* 0x3dcccccd */
  printf("truncf_bits(1e300) = 0x%08x\n", truncf_bits(1e300));           /* +inf: 0x7f800000 */
  /* 0x4000000000000000 = 2.0 -> 3.0 = 0x4008000000000000 */
  printf("bits64(2.0) = 0x%016llx\n", (unsigned long long)bits64(0x4000000000000000LL));
  printf("bits_to_f32(pi) = %.4f\n", bits_to_f32(0x40490FDB));           /* 6.2832 */
  printf("ui64(-1) = %.4f\n", ui64(-1));                                 /* 2^64 * 2^-64 = 1.0 */
  printf("ui64(2^62) = %.4f\n", ui64(1LL << 62));                        /* 0.25 */
  return 0;
}
