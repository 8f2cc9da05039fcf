#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>
float expm116(float, float);
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
/* complex<f32> by value is two floats; a result comes through the C interface */
void _mlir_ciface_tanh32(c32 *, float, float); void _mlir_ciface_tan32(c32 *, float, float); void _mlir_ciface_expm132(c32 *, float, float);
c64 tanh64(double, double); c64 tan64(double, double); c64 expm164(double, double);
/* the bits, but one NaN for all: a NaN's sign differs between -O0 and -O2 */
static unsigned b32(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
static unsigned long long b64(double f) { unsigned long long u; memcpy(&u, &f, 8); return isnan(f) ? 0x7ff8000000000000ull : u; }
int main(void) {
  double v[] = {0.0, -0.0, 0.5, -0.7, 1.0, 3.0, -2.5, 20.0, -30.0, 400.0, 1e-5, 0.78, INFINITY, -INFINITY, NAN};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    float a = v[i], b = v[j];
    c32 x, y, z; _mlir_ciface_tanh32(&x, a, b); _mlir_ciface_tan32(&y, a, b); _mlir_ciface_expm132(&z, a, b);
    c64 p = tanh64(v[i], v[j]), q = tan64(v[i], v[j]), r = expm164(v[i], v[j]);
    printf("%08x %08x %08x %08x %08x %08x %016llx %016llx %016llx %016llx %016llx %016llx\n",
      b32(x.re), b32(x.im), b32(y.re), b32(y.im), b32(z.re), b32(z.im),
      b64(p.re), b64(p.im), b64(q.re), b64(q.im), b64(r.re), b64(r.im));
  }
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)   /* f16: re of expm1 + im of tanh */
    { float f = expm116(v[i], v[j]); printf("%a\n", isnan(f) ? NAN : f); }
}
