#include <stdint.h>
#include <stdio.h>

int32_t escape(double re, double im, int32_t max);
void scan(float *xa, float *x, int64_t xo, int64_t xn, int64_t xs,
          float *oa, float *o, int64_t oo, int64_t on, int64_t os);
void matrix(double *a, double *m, int64_t off, int64_t n0, int64_t n1, int64_t s0, int64_t s1);

int main(void) {
  static const double pts[][2] = {{0, 0}, {-1, 0}, {0.25, 0.5}, {0.5, 0.5}, {-0.75, 0.1}, {2, 2}, {0.3, 0.02}};
  for (unsigned i = 0; i < sizeof pts / sizeof pts[0]; i++)
    printf("escape(%g, %g) = %d\n", pts[i][0], pts[i][1], escape(pts[i][0], pts[i][1], 100));
  float x[10] = {1, 0, 0.5f, 1, -2, 0.25f, 0, -1, 3, 3}, o[10];
  scan(x, x, 0, 5, 1, o, o, 0, 5, 1);
  for (int i = 0; i < 5; i++)
    printf("scan[%d] = (%g, %g)\n", i, o[2 * i], o[2 * i + 1]);
  double m[24];
  matrix(m, m, 0, 3, 4, 4, 1);
  for (int i = 0; i < 3; i++) {
    printf("row %d:", i);
    for (int j = 0; j < 4; j++)
      printf(" (%g, %g)", m[8 * i + 2 * j], m[8 * i + 2 * j + 1]);
    printf("\n");
  }
  return 0;
}
