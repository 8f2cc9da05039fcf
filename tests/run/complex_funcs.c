#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void funcs64(double *xa, double *x, int64_t xo, int64_t xn, int64_t xs,
             double *oa, double *o, int64_t oo, int64_t on, int64_t o8, int64_t os0, int64_t os1);
void funcs32(float *xa, float *x, int64_t xo, int64_t xn, int64_t xs,
             float *oa, float *o, int64_t oo, int64_t on, int64_t o8, int64_t os0, int64_t os1);
void funcs16(float *xa, float *x, int64_t xo, int64_t xn, int64_t xs,
             float *oa, float *o, int64_t oo, int64_t on, int64_t o4, int64_t os0, int64_t os1);

enum { N = 18 };
static const char *names[8] = {"exp", "log", "angle", "sign", "sin", "cos", "log1p", "sqrt"};
static const double in[N][2] = {
  {0, 0}, {1, 0}, {0, 1}, {-1, 0}, {-1, -0.0}, {0.5, -2}, {3, 4}, {-3, 4}, {-4, 0}, {0, -INFINITY},
  {80, 0.5}, {720, 1}, {-800, 2}, {1e-3, 1e-3}, {INFINITY, 0}, {-INFINITY, 1}, {NAN, 0}, {1, NAN},
};

static unsigned long long bits64(double v) { uint64_t b; memcpy(&b, &v, 8); return (unsigned long long)b; }
static unsigned bits32(float v) { uint32_t b; memcpy(&b, &v, 4); return b; }

int main(void) {
  double x[2 * N], o[16 * N];
  float xf[2 * N], of[16 * N], oh[8 * N];
  for (int i = 0; i < 2 * N; i++) {
    x[i] = in[i / 2][i % 2];
    xf[i] = (float)x[i];
  }
  funcs64(x, x, 0, N, 1, o, o, 0, N, 8, 8, 1);
  funcs32(xf, xf, 0, N, 1, of, of, 0, N, 8, 8, 1);
  funcs16(xf, xf, 0, N, 1, oh, oh, 0, N, 4, 4, 1);
  for (int i = 0; i < N; i++) {
    printf("(%g, %g)\n", x[2 * i], x[2 * i + 1]);
    for (int k = 0; k < 8; k++) {
      int j = 16 * i + 2 * k, h = 8 * i + 2 * k;
      printf("  %-5s f64 (%g, %g) %016llx %016llx  f32 %08x %08x", names[k], o[j], o[j + 1],
             bits64(o[j]), bits64(o[j + 1]), bits32(of[j]), bits32(of[j + 1]));
      if (k < 4)
        printf("  f16 (%g, %g)", oh[h], oh[h + 1]);
      printf("\n");
    }
  }
  return 0;
}
