#include <stdio.h>
#include <stdint.h>

/* called from MLIR */
void report(int32_t i, int64_t sq, double h) {
  printf("report(%d, %lld, %.2f)\n", i, (long long)sq, h);
}
int32_t square_plus(int32_t x, int32_t y) { return x * x + y; }
/* memref<?xf32> argument arrives unbundled: allocated, aligned, offset, size, stride */
void show_vec(float *alloc, float *aligned, int64_t off, int64_t n, int64_t stride) {
  printf("show_vec n=%lld stride=%lld off=%lld:", (long long)n, (long long)stride, (long long)off);
  for (int64_t i = 0; i < n; i++) printf(" %.2f", aligned[off + i * stride]);
  printf("\n");
}

int32_t drive(int32_t n);
void make_and_show(int64_t n);

int main(void) {
  /* reports for i=0..3 ; sum of i*i+1 = 1+2+5+10 = 18 */
  printf("drive(4) = %d\n", drive(4));
  printf("drive(0) = %d\n", drive(0));   /* 0, no reports */
  make_and_show(4);                       /* 0.00 1.50 3.00 4.50 */
  make_and_show(0);
  return 0;
}
