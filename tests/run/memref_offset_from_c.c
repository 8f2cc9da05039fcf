#include <stdio.h>
#include <stdint.h>

/* memref<?x4xi32>: (allocated, aligned, offset, size0, size1, stride0, stride1)
   memref<?xi32>  : (allocated, aligned, offset, size0, stride0)               */
void row_sums(int32_t *a, int32_t *al, int64_t off, int64_t n, int64_t m, int64_t s0, int64_t s1,
              int32_t *o, int32_t *ol, int64_t ooff, int64_t on, int64_t os0);
int32_t get_and_len(int32_t *a, int32_t *al, int64_t off, int64_t n, int64_t s0, int64_t i);

int main(void) {
  int32_t buf[24];
  for (int i = 0; i < 24; i++) buf[i] = i;   /* 6 rows of 4 */
  int32_t out[8] = {0};

  /* aligned points at row 2 (allocated is the start of the buffer): rows 2,3,4 -> 38 54 70 */
  row_sums(buf, buf + 8, 0, 3, 4, 4, 1, out, out, 0, 3, 1);
  printf("aligned+8:");
  for (int i = 0; i < 3; i++) printf(" %d", out[i]);
  printf("\n");

  /* output written through aligned = out + 4 */
  row_sums(buf, buf + 12, 0, 2, 4, 4, 1, out, out + 4, 0, 2, 1);
  printf("out+4:");
  for (int i = 0; i < 8; i++) printf(" %d", out[i]);   /* 38 54 70 0 54 70 0 0 */
  printf("\n");

  /* NON-ZERO offset (8) with identity layout: MLIR's lowering uses the static
     offset 0 from the type and never reads the descriptor offset, so this
     reads rows 0,1,2 from aligned = buf -> 6 22 38 */
  row_sums(buf, buf, 8, 3, 4, 4, 1, out, out, 5, 3, 1);
  printf("offset=8 (ignored):");
  for (int i = 0; i < 3; i++) printf(" %d", out[i]);
  printf("\n");

  /* 1-D: v = buf + 10, v[3] = 13 -> 1300 + 5 */
  printf("get_and_len = %d\n", get_and_len(buf, buf + 10, 0, 5, 1, 3));
  /* offset 7 ignored again: v[3] = buf[3] = 3 -> 300 + 4 */
  printf("get_and_len(offset=7) = %d\n", get_and_len(buf, buf, 7, 4, 1, 3));
  return 0;
}
