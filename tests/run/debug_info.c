#include <stdio.h>
#include <stdint.h>

typedef struct { float *alloc, *aligned; int64_t offset, size, stride; } MemRef1DF32;

float _mlir_ciface_sum(MemRef1DF32 *m, float s);
int64_t _mlir_ciface_fill(MemRef1DF32 *m, float v);

int main(void) {
  float buf[5];
  MemRef1DF32 m = {buf, buf, 0, 5, 1};
  printf("fill = %lld\n", (long long)_mlir_ciface_fill(&m, 0.5f));   /* 0.5 1.5 2.5 3.5 4.5 */
  for (int i = 0; i < 5; i++) printf(" %.2f", buf[i]);
  printf("\n");
  printf("sum x2 = %.2f\n", _mlir_ciface_sum(&m, 2.0f));   /* 2 * 12.5 = 25 */
  MemRef1DF32 e = {buf, buf, 0, 0, 1};
  printf("fill empty = %lld, sum empty = %.2f\n", (long long)_mlir_ciface_fill(&e, 1.0f),
         _mlir_ciface_sum(&e, 3.0f));
  return 0;
}
