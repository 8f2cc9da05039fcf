#include <stdio.h>
#include <stdint.h>

double rank4_mixed(int64_t d1, int64_t d3);
/* memref<?x3x?x2xi32>: alloc, aligned, offset, 4 sizes, 4 strides */
int32_t rank4_arg(int32_t *alloc, int32_t *aligned, int64_t off,
                  int64_t s0, int64_t s1, int64_t s2, int64_t s3,
                  int64_t t0, int64_t t1, int64_t t2, int64_t t3);

int main(void) {
  /* b[1][3][2][4] = 1000+300+20+4 = 1324, count 2*4*3*5 = 120 -> 1444 */
  printf("rank4_mixed(4,5) = %.4f\n", rank4_mixed(4, 5));
  /* b[1][0][2][0] = 1020, count 6 -> 1026 */
  printf("rank4_mixed(1,1) = %.4f\n", rank4_mixed(1, 1));
  /* x has shape 2x3x4x2, x = 0..47 in row-major order */
  int32_t x[2][3][4][2];
  int32_t *p = &x[0][0][0][0];
  for (int i = 0; i < 48; i++) p[i] = i;
  /* sum over pairs (even e, e+1): e*1 + (e+1)*2 = 3e+2 ; e = 0,2,..,46 (24 values, sum 552) -> 1656+48 = 1704 */
  printf("rank4_arg = %d\n", rank4_arg(p, p, 0, 2, 3, 4, 2, 24, 8, 2, 1));
  /* second half only (shape 1x3x4x2, aligned = p + 24): e = 24,26,..,46 (12 values, sum 420) -> 1260+24 = 1284 */
  printf("rank4_arg(half) = %d\n", rank4_arg(p, p + 24, 0, 1, 3, 4, 2, 24, 8, 2, 1));
  return 0;
}
