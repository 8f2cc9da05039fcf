#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

/* memref<?x?xf32> -> (allocated, aligned, offset, size0, size1, stride0, stride1) */
float sum2d(float *a, float *al, int64_t off, int64_t r, int64_t c, int64_t s0, int64_t s1);
void scale2d(float *a, float *al, int64_t off, int64_t r, int64_t c, int64_t s0, int64_t s1, float k);
void transpose(float *a, float *al, int64_t off, int64_t r, int64_t c, int64_t s0, int64_t s1,
               float *b, float *bl, int64_t boff, int64_t br, int64_t bc, int64_t bs0, int64_t bs1);

int main(void) {
  int64_t R = 3, C = 5;
  float *m = malloc(sizeof(float) * R * C);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i * C + j] = (float)(i * C + j) * 0.5f;
  /* 0.5 * (0+..+14) = 52.5 */
  printf("sum2d = %.4f\n", sum2d(m, m, 0, R, C, C, 1));
  scale2d(m, m, 0, R, C, C, 1, 2.0f);
  /* m[i][j] = (i*5+j) + i ; sum = 105 + 5*(0+1+2) = 120 */
  printf("after scale2d: sum2d = %.4f\n", sum2d(m, m, 0, R, C, C, 1));
  printf("row1:");
  for (int j = 0; j < C; j++) printf(" %.2f", m[1 * C + j]);  /* 6 7 8 9 10 */
  printf("\n");
  float *t = calloc(R * C, sizeof(float));
  transpose(m, m, 0, R, C, C, 1, t, t, 0, C, R, R, 1);
  for (int j = 0; j < C; j++) {
    printf("t[%d]:", j);
    for (int i = 0; i < R; i++) printf(" %.2f", t[j * R + i]);
    printf("\n");
  }
  /* empty matrix: zero rows */
  printf("sum2d(0x5) = %.4f\n", sum2d(m, m, 0, 0, C, C, 1));
  free(m);
  free(t);
  return 0;
}
