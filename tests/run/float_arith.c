#include <stdio.h>
#include <stdint.h>
#include <math.h>

/* (f64 a, f64 b, memref<8xf64> out): the memref is unbundled in place, after a and b */
void fops64(double a, double b, double *out_alloc, double *out_aligned, int64_t off, int64_t n, int64_t s);
float fexpr32(float a, float b);
float pos_inf(void);
float neg_inf(void);
float nan32(void);
double neg_zero(void);
double pi_times(double k);
int32_t inf_arith(void);

static void run(double a, double b) {
  double out[8];
  fops64(a, b, out, out, 0, 8, 1);
  printf("fops64(%.2f,%.2f):", a, b);
  for (int i = 0; i < 8; i++) {
    if (isnan(out[i])) printf(" nan");
    else printf(" %.4f", out[i]);
  }
  printf("\n");
}

int main(void) {
  run(7.5, 2.0);    /* 9.5 5.5 15 3.75 1.5 -7.5 7.5 2 */
  run(-7.5, 2.0);   /* -5.5 -9.5 -15 -3.75 -1.5 7.5 2 -7.5 */
  run(1.0, -0.25);  /* 0.75 1.25 -0.25 -4 0 -1 1 -0.25 */
  run(0.0, -0.0);   /* max = +0, min = -0 (printed -0.0000); 0/-0 = nan, rem nan */
  run(NAN, 1.0);    /* everything nan except -a (nan too) : maximumf/minimumf propagate NaN */
  printf("fexpr32(3,2) = %.4f\n", fexpr32(3.0f, 2.0f));      /* 6 - 1.5 + 1 = 5.5 */
  printf("fexpr32(-20,7) = %.4f\n", fexpr32(-20.0f, 7.0f));  /* clamp(-140 + 2.857 - 6) = -100 */
  printf("fexpr32(50,3) = %.4f\n", fexpr32(50.0f, 3.0f));    /* clamp(150 - ...) = 100 */
  float pi = pos_inf(), ni = neg_inf(), nn = nan32();
  printf("pos_inf: isinf=%d positive=%d\n", isinf(pi) != 0, pi > 0);
  printf("neg_inf: isinf=%d negative=%d\n", isinf(ni) != 0, ni < 0);
  printf("nan32: isnan=%d\n", isnan(nn) != 0);
  double nz = neg_zero();
  printf("neg_zero: value=%.1f signbit=%d\n", nz, signbit(nz) != 0);
  printf("pi_times(2) = %.6f\n", pi_times(2.0));             /* 6.283185 */
  printf("inf_arith = %d\n", inf_arith());                   /* 1 */
  return 0;
}
