#include <stdio.h>
#include <stdint.h>

/* MLIR returns {i64, i64}; a C struct of two int64_t matches (rax, rdx). */
typedef struct { int64_t cls, sgn; } Pair;

int32_t clamp(int32_t x, int32_t lo, int32_t hi);
Pair classify(double x);
void relu_even(int32_t *alloc, int32_t *aligned, int64_t off, int64_t n, int64_t stride);

int main(void) {
  printf("clamp(-5,0,10) = %d\n", clamp(-5, 0, 10));   /* 0 */
  printf("clamp(5,0,10) = %d\n", clamp(5, 0, 10));     /* 5 */
  printf("clamp(15,0,10) = %d\n", clamp(15, 0, 10));   /* 10 */
  printf("clamp(10,0,10) = %d\n", clamp(10, 0, 10));   /* 10 */
  double xs[] = {0.0, 0.25, -0.5, 3.0, -7.5, 1.0};
  /* expected: (0,0) (1,1) (1,-1) (2,1) (2,-1) (2,1) */
  for (int i = 0; i < 6; i++) {
    Pair p = classify(xs[i]);
    printf("classify(%.2f) = (%lld, %lld)\n", xs[i], (long long)p.cls, (long long)p.sgn);
  }
  int32_t a[7] = {-3, 4, 7, -1, 0, 5, 12};
  /* -3->0->0, 4->40, 7->8, -1->0->0, 0->0, 5->6, 12->120 */
  relu_even(a, a, 0, 7, 1);
  printf("relu_even:");
  for (int i = 0; i < 7; i++) printf(" %d", a[i]);
  printf("\n");
  return 0;
}
