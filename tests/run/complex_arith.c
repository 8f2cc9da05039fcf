#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* memref<?xcomplex<T>> passes as (alloc, aligned, offset, size, stride),
 * its elements pairs of T; memref<?x6xcomplex<T>> with two sizes and
 * two strides. */
void arith64(double *xa, double *x, int64_t xo, int64_t xn, int64_t xs,
             double *ya, double *y, int64_t yo, int64_t yn, int64_t ys,
             double *oa, double *o, int64_t oo, int64_t on, int64_t o6, int64_t os0, int64_t os1);
void arith32(float *xa, float *x, int64_t xo, int64_t xn, int64_t xs,
             float *ya, float *y, int64_t yo, int64_t yn, int64_t ys,
             float *oa, float *o, int64_t oo, int64_t on, int64_t o6, int64_t os0, int64_t os1);

enum { N = 20 };
static const char *names[6] = {"add", "sub", "mul", "div", "neg", "conj"};

/* dividends and divisors: ordinary values, |c| < |d| and |c| >= |d|,
 * zero divisors, infinite and NaN parts */
static const double pairs[N][4] = {
  {1, 2, 3, 4}, {5, -7, 0.5, 0.25}, {-1.5, 2.25, -3, 0.125}, {1e300, 1e300, 1e-300, 1e300},
  {1, 1, 0, 0}, {-1, 0, 0, 0}, {0, 0, 0, 0}, {1, 2, -0.0, 0},
  {INFINITY, 1, 2, 3}, {1, -INFINITY, 2, 3}, {INFINITY, INFINITY, 0, 0},
  {1, 2, INFINITY, 3}, {1, 2, 3, -INFINITY}, {INFINITY, 1, INFINITY, 1},
  {NAN, 1, 2, 3}, {1, 2, NAN, 0}, {NAN, NAN, 0, 0}, {1, NAN, INFINITY, 0},
  {3, 4, 1e-310, 2e-310}, {-0.0, -0.0, 1, -1},
};

static uint64_t bits64(double v) { uint64_t b; memcpy(&b, &v, 8); return b; }
static uint32_t bits32(float v) { uint32_t b; memcpy(&b, &v, 4); return b; }

int main(void) {
  double x[2 * N], y[2 * N], o[N * 12];
  float xf[2 * N], yf[2 * N], of[N * 12];
  for (int i = 0; i < N; i++) {
    x[2 * i] = pairs[i][0]; x[2 * i + 1] = pairs[i][1];
    y[2 * i] = pairs[i][2]; y[2 * i + 1] = pairs[i][3];
    for (int k = 0; k < 2; k++) {
      xf[2 * i + k] = (float)x[2 * i + k];
      yf[2 * i + k] = (float)y[2 * i + k];
    }
  }
  arith64(x, x, 0, N, 1, y, y, 0, N, 1, o, o, 0, N, 6, 6, 1);
  arith32(xf, xf, 0, N, 1, yf, yf, 0, N, 1, of, of, 0, N, 6, 6, 1);
  for (int i = 0; i < N; i++) {
    printf("(%g, %g) op (%g, %g)\n", x[2 * i], x[2 * i + 1], y[2 * i], y[2 * i + 1]);
    for (int k = 0; k < 6; k++) {
      double re = o[12 * i + 2 * k], im = o[12 * i + 2 * k + 1];
      float rf = of[12 * i + 2 * k], imf = of[12 * i + 2 * k + 1];
      printf("  %-4s f64 (%g, %g) %016llx %016llx  f32 (%g, %g) %08x %08x\n", names[k], re, im,
             (unsigned long long)bits64(re), (unsigned long long)bits64(im), rf, imf,
             (unsigned)bits32(rf), (unsigned)bits32(imf));
    }
  }
  return 0;
}
