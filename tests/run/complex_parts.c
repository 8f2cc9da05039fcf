#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

double abs64(double re, double im);
float abs32(float re, float im);
int32_t cmp(double a, double b, double c, double d);
double affine_re(double re, double im);
double affine_im(double re, double im);
float const32(void);

static unsigned long long bits64(double v) { uint64_t b; memcpy(&b, &v, 8); return (unsigned long long)b; }
static unsigned bits32(float v) { uint32_t b; memcpy(&b, &v, 4); return b; }

int main(void) {
  static const double abs_in[][2] = {
    {3, 4}, {-3, 4}, {0, 0}, {-0.0, 0}, {1e200, 1e200}, {1e-200, 3e-200}, {5, 0}, {0, -7},
    {INFINITY, 1}, {1, -INFINITY}, {NAN, 1}, {NAN, INFINITY}, {1, 1e-20}, {0.1, 0.2},
  };
  for (unsigned i = 0; i < sizeof abs_in / sizeof abs_in[0]; i++) {
    double r = abs64(abs_in[i][0], abs_in[i][1]);
    float f = abs32((float)abs_in[i][0], (float)abs_in[i][1]);
    printf("abs(%g, %g) = %g %016llx  f32 %g %08x\n", abs_in[i][0], abs_in[i][1], r, bits64(r), f, bits32(f));
  }
  static const double cmp_in[][4] = {
    {1, 2, 1, 2}, {1, 2, 1, 3}, {1, 2, 0, 2}, {0, -0.0, -0.0, 0}, {NAN, 1, NAN, 1}, {1, NAN, 1, 2},
    {INFINITY, 1, INFINITY, 1},
  };
  for (unsigned i = 0; i < sizeof cmp_in / sizeof cmp_in[0]; i++)
    printf("cmp((%g, %g), (%g, %g)) = %d\n", cmp_in[i][0], cmp_in[i][1], cmp_in[i][2], cmp_in[i][3],
           cmp(cmp_in[i][0], cmp_in[i][1], cmp_in[i][2], cmp_in[i][3]));
  printf("affine(2, 1) = (%g, %g)\n", affine_re(2, 1), affine_im(2, 1));
  printf("affine(-1, 0.5) = (%g, %g)\n", affine_re(-1, 0.5), affine_im(-1, 0.5));
  printf("const32() = %g\n", const32());
  return 0;
}
