#include <stdio.h>
#include <stdint.h>
#include <string.h>

float table_sum(void);
int32_t matrix_at(int64_t i, int64_t j);
void matrix_bump(int64_t i, int64_t j, int32_t d);
int64_t next_count(void);
float special(int64_t i);
int32_t misc(int64_t i);
void copy_1d(float *aa, float *a, int64_t ao, int64_t an, int64_t as,
             float *ba, float *b, int64_t bo, int64_t bn, int64_t bs);
double scratch_roundtrip(double *a, double *al, int64_t o, int64_t n, int64_t s);
void copy_strided(int32_t *sa, int32_t *s, int64_t so, int64_t s0, int64_t s1, int64_t st0, int64_t st1,
                  int32_t *da, int32_t *d, int64_t dof, int64_t d0, int64_t d1, int64_t dt0, int64_t dt1);
void copy_into_window(float *sa, float *s, int64_t so, int64_t s0, int64_t s1, int64_t st0, int64_t st1,
                      float *da, float *d, int64_t dof, int64_t d0, int64_t d1, int64_t dt0, int64_t dt1,
                      int64_t r, int64_t c);
int32_t global_copy_sum(void);
void copy_rank0(double *aa, double *a, int64_t ao, double *ba, double *b, int64_t bo);

int main(void) {
  printf("table_sum = %.4f\n", table_sum());
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      printf("matrix[%d][%d] = %d\n", i, j, matrix_at(i, j));
  matrix_bump(1, 2, -600000);
  matrix_bump(0, 0, 10);
  printf("after bumps: %d %d\n", matrix_at(1, 2), matrix_at(0, 0));
  printf("global_copy_sum = %d\n", global_copy_sum());
  for (int k = 0; k < 3; k++)
    printf("next_count = %lld\n", (long long)next_count());
  for (int i = 0; i < 4; i++)
    printf("special(%d) = %g (sign %d)\n", i, special(i), special(i) < 0 || (special(i) == 0 && 1 / special(i) < 0));
  for (int i = 0; i < 4; i++)
    printf("misc(%d) = %d\n", i, misc(i));

  float a[5] = {1, 2, 3, 4, 5}, b[5] = {0};
  copy_1d(a, a, 0, 5, 1, b, b, 0, 5, 1);
  printf("copy_1d: %g %g %g %g %g\n", b[0], b[1], b[2], b[3], b[4]);
  copy_1d(a, a, 0, 0, 1, b, b, 0, 0, 1);   /* empty */

  double out[8] = {0};
  double r = scratch_roundtrip(out, out, 0, 8, 1);
  printf("scratch_roundtrip = %g:", r);
  for (int i = 0; i < 8; i++)
    printf(" %g", out[i]);
  printf("\n");

  int32_t src[3][6], dst[3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 6; j++)
      src[i][j] = 10 * i + j;
  memset(dst, 0, sizeof dst);
  copy_strided(&src[0][0], &src[0][0], 0, 3, 6, 6, 1, &dst[0][0], &dst[0][0], 0, 3, 3, 3, 1);
  for (int i = 0; i < 3; i++)
    printf("copy_strided row %d: %d %d %d\n", i, dst[i][0], dst[i][1], dst[i][2]);

  float s2[2][3] = {{1, 2, 3}, {4, 5, 6}}, big[4][5];
  memset(big, 0, sizeof big);
  copy_into_window(&s2[0][0], &s2[0][0], 0, 2, 3, 3, 1, &big[0][0], &big[0][0], 0, 4, 5, 5, 1, 1, 2);
  for (int i = 0; i < 4; i++)
    printf("window row %d: %g %g %g %g %g\n", i, big[i][0], big[i][1], big[i][2], big[i][3], big[i][4]);

  double x = 2.75, y = 0;
  copy_rank0(&x, &x, 0, &y, &y, 0);
  printf("copy_rank0: %g\n", y);
  return 0;
}
