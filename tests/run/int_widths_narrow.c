#include <stdio.h>
#include <stdint.h>

int32_t i8_ops(int32_t a, int32_t b);
int32_t i16_ops(int32_t a, int32_t b);
int32_t i3_ops(int32_t a);
int32_t i17_sq(int32_t a);
int32_t i17_shl(int32_t a);
int32_t i17_shrsi_u(int32_t a);
int32_t i1_ops(int32_t a, int32_t b);

int main(void) {
  /* expected values were cross-checked against a Python model of N-bit wraparound */
  printf("i8_ops(100,100) = %d\n", i8_ops(100, 100));   /* 200 -> -56 (i8); 10000 mod 256 = 16 -> -55984 */
  printf("i8_ops(-1,1) = %d\n", i8_ops(-1, 1));
  printf("i8_ops(300,7) = %d\n", i8_ops(300, 7));
  printf("i16_ops(300,300) = %d\n", i16_ops(300, 300));
  printf("i16_ops(-5,7) = %d\n", i16_ops(-5, 7));
  for (int a = 0; a < 8; a++) printf("i3_ops(%d) = %d\n", a, i3_ops(a));
  printf("i3_ops(-1) = %d\n", i3_ops(-1));               /* (7+5) mod 8 = 4 -> sext -4: -40 + 4 = -36 */
  printf("i17_sq(300) = %d\n", i17_sq(300));             /* 90000 - 131072 = -41072 */
  printf("i17_sq(-255) = %d\n", i17_sq(-255));
  printf("i17_shl(10000) = %d\n", i17_shl(10000));
  printf("i17_shl(65535) = %d\n", i17_shl(65535));
  printf("i17_shrsi_u(-8) = %d\n", i17_shrsi_u(-8));
  printf("i17_shrsi_u(131071) = %d\n", i17_shrsi_u(131071));
  printf("i17_shrsi_u(400) = %d\n", i17_shrsi_u(400));
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++) printf("i1_ops(%d,%d) = %d\n", a, b, i1_ops(a, b));
  printf("i1_ops(2,3) = %d\n", i1_ops(2, 3));             /* trunc to i1: (0,1) -> 111 */
  return 0;
}
