#include <stdio.h>
#include <stdint.h>

/* Two i64 results come back as {i64, i64} in rax, rdx; two f64 in xmm0, xmm1. */
typedef struct { int64_t a, b; } I2;
typedef struct { double a, b; } F2;

int32_t abs_region(int32_t x);
I2 divmod_region(int64_t a, int64_t b, int64_t *alloc, int64_t *aligned, int64_t off, int64_t n, int64_t st);
int32_t classify(int64_t i);
void histogram(int64_t *va, int64_t *v, int64_t voff, int64_t n, int64_t vst, int64_t len,
               int64_t *ha, int64_t *h, int64_t hoff, int64_t hn, int64_t hst);
int64_t sum_squares(int64_t lb, int64_t ub, int64_t s);
F2 reduce2d(double *a, double *m, int64_t off, int64_t ni, int64_t nj, int64_t si, int64_t sj,
            int64_t nni, int64_t nnj);
void fill(int64_t *a, int64_t *m, int64_t off, int64_t n0, int64_t n1, int64_t s0, int64_t s1);
I2 empty_parallel(int64_t n);

int main(void) {
  int32_t xs[] = {-7, 0, 12, -2147483647};
  for (int i = 0; i < 4; i++)
    printf("abs_region(%d) = %d\n", xs[i], abs_region(xs[i]));
  int64_t cell[1] = {-99};
  I2 d = divmod_region(17, 5, cell, cell, 0, 1, 1);
  printf("divmod(17, 5) = %lld %lld, stored %lld\n", (long long)d.a, (long long)d.b, (long long)cell[0]);
  cell[0] = -99;
  d = divmod_region(-17, 5, cell, cell, 0, 1, 1);
  printf("divmod(-17, 5) = %lld %lld, stored %lld\n", (long long)d.a, (long long)d.b, (long long)cell[0]);
  cell[0] = -99;
  d = divmod_region(9, 0, cell, cell, 0, 1, 1);
  printf("divmod(9, 0) = %lld %lld, stored %lld\n", (long long)d.a, (long long)d.b, (long long)cell[0]);
  int64_t is[] = {-3, 0, 7, 8, -4, 1, 12, INT64_MAX - 1, INT64_MIN + 1, INT64_MAX, INT64_MIN, 4294967296, 2147483647, -2147483648LL - 1};
  for (int i = 0; i < 14; i++)
    printf("classify(%lld) = %d\n", (long long)is[i], classify(is[i]));
  int64_t v[9] = {1, 2, 2, 0, 1, 5, 2, -1, 2};
  int64_t h[3] = {0, 0, 0};
  histogram(v, v, 0, 9, 1, 9, h, h, 0, 3, 1);
  printf("histogram = %lld %lld %lld\n", (long long)h[0], (long long)h[1], (long long)h[2]);
  histogram(v, v, 0, 0, 1, 0, h, h, 0, 3, 1);
  printf("histogram of none = %lld %lld %lld\n", (long long)h[0], (long long)h[1], (long long)h[2]);
  printf("sum_squares(0, 10, 1) = %lld\n", (long long)sum_squares(0, 10, 1));
  printf("sum_squares(-5, 6, 2) = %lld\n", (long long)sum_squares(-5, 6, 2));
  printf("sum_squares(3, 3, 1) = %lld\n", (long long)sum_squares(3, 3, 1));
  printf("sum_squares(9, 2, 1) = %lld\n", (long long)sum_squares(9, 2, 1));
  printf("sum_squares(1, 2, 100) = %lld\n", (long long)sum_squares(1, 2, 100));
  double m[2][3] = {{1.0, 2.0, 3.0}, {4.0, 5.0, 6.5}};
  F2 r = reduce2d(&m[0][0], &m[0][0], 0, 2, 3, 3, 1, 2, 3);
  printf("reduce2d(2x3) = %g %g\n", r.a, r.b);
  r = reduce2d(&m[0][0], &m[0][0], 0, 1, 3, 3, 1, 1, 3);
  printf("reduce2d(1x3) = %g %g\n", r.a, r.b);
  r = reduce2d(&m[0][0], &m[0][0], 0, 2, 0, 3, 1, 2, 0);
  printf("reduce2d(2x0) = %g %g\n", r.a, r.b);
  int64_t out[4][6];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      out[i][j] = -1;
  fill(&out[0][0], &out[0][0], 0, 4, 6, 6, 1);
  for (int i = 0; i < 4; i++) {
    printf("fill row %d:", i);
    for (int j = 0; j < 6; j++)
      printf(" %lld", (long long)out[i][j]);
    printf("\n");
  }
  int64_t ns[] = {0, 5, 7};
  for (int i = 0; i < 3; i++) {
    I2 e = empty_parallel(ns[i]);
    printf("empty_parallel(%lld) = %lld %lld\n", (long long)ns[i], (long long)e.a, (long long)e.b);
  }
  return 0;
}
