#include <stdio.h>
#include <stdint.h>

float rank0_f32(float x);
int32_t cubes(int32_t n);
/* memref<f64> -> (allocated, aligned, offset) */
double update(double *alloc, double *aligned, int64_t off, double k);

int main(void) {
  printf("rank0_f32(1.5) = %.4f\n", rank0_f32(1.5f));   /* 2.25 */
  printf("rank0_f32(-3) = %.4f\n", rank0_f32(-3.0f));   /* 9 */
  printf("cubes(0) = %d\n", cubes(0));                  /* 0 */
  printf("cubes(4) = %d\n", cubes(4));                  /* 100 */
  printf("cubes(10) = %d\n", cubes(10));                /* 3025 */
  double v = 1.25;
  double old = update(&v, &v, 0, 0.5);                 /* old 1.25, new 3.0 */
  printf("update: old = %.4f new = %.4f\n", old, v);
  old = update(&v, &v, 0, -1.0);                       /* old 3.0, new 5.0 */
  printf("update: old = %.4f new = %.4f\n", old, v);
  return 0;
}
