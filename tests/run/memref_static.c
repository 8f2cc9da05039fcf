#include <stdio.h>
#include <stdint.h>

float fill_and_sum(void);
int32_t prefix(int64_t k);
/* memref<3x4xf32> -> allocated, aligned, offset, size0, size1, stride0, stride1 */
float diag_plus(float *alloc, float *aligned, int64_t off,
                int64_t s0, int64_t s1, int64_t st0, int64_t st1);

int main(void) {
  printf("fill_and_sum = %.4f\n", fill_and_sum());  /* 0.5 * (0+..+31) = 248 */
  printf("prefix(0) = %d\n", prefix(0));            /* 1 */
  printf("prefix(4) = %d\n", prefix(4));            /* 15 */
  printf("prefix(15) = %d\n", prefix(15));          /* 136 */
  float m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) m[i][j] = (float)(i * 4 + j) + 0.25f;
  /* diag: m00=0.25 m11=5.25 m22=10.25 -> 15.75 ; m23 = 11.25 -> 112.5 ; total 128.25 */
  printf("diag_plus = %.4f\n", diag_plus(&m[0][0], &m[0][0], 0, 3, 4, 4, 1));
  return 0;
}
