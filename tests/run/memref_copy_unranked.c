#include <stdint.h>
#include <stdio.h>
void u2u(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);
void r2u(int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t, int64_t);
void u2r(double *, double *, int64_t, int64_t, int64_t, double *, double *, int64_t, int64_t, int64_t);
void scalar(int32_t *, int32_t *, int64_t, int32_t *, int32_t *, int64_t);
int main(void) {
  float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {0};
  u2u(a, a, 0, 2, 3, 3, 1, b, b, 0, 3, 2, 1, 3);
  for (int i = 0; i < 6; i++) printf("%g ", b[i]);
  printf("\n");
  int64_t c[12], d[12] = {0};
  for (int i = 0; i < 12; i++) c[i] = 100 + i;
  r2u(c, c, 0, 3, 4, 4, 1, d, d, 0, 3, 4, 4, 1);
  for (int i = 0; i < 12; i++) printf("%lld ", (long long)d[i]);
  printf("\n");
  double e[3] = {1.5, 2.5, 3.5}, f[7] = {0};
  u2r(e, e, 0, 3, 1, f, f, 1, 3, 2);
  for (int i = 0; i < 7; i++) printf("%g ", f[i]);
  printf("\n");
  int32_t g = 42, h = 0;
  scalar(&g, &g, 0, &h, &h, 0);
  printf("%d\n", h);
  return 0;
}
