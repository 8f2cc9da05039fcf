#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
/* a pointer 8 past a multiple of 64, as aligned as a malloc may give and no more */
void *_mlir_memref_to_llvm_alloc(int64_t n) {
  char *p = malloc(n + 128);
  char *q = (char *)(((uintptr_t)p + 63) / 64 * 64) + 8;
  ((void **)q)[-1] = p;
  printf("alloc(%lld) ", (long long)n);
  return q;
}
void _mlir_memref_to_llvm_free(void *q) { free(((void **)q)[-1]); }
int64_t a0(int64_t);
int64_t a1(int64_t);
int64_t a2(int64_t);
int64_t a3(int64_t);
int64_t a4(int64_t);
int64_t a5(int64_t);
int main(void) {
  printf("vector<4xi64>: aligned pointer %% 32 = %lld\n", (long long)a0(3));
  printf("vector<3xf32>: aligned pointer %% 16 = %lld\n", (long long)a1(3));
  printf("vector<2x3xf32>: aligned pointer %% 32 = %lld\n", (long long)a2(3));
  printf("complex<f64>: aligned pointer %% 16 = %lld\n", (long long)a3(3));
  printf("complex<f32>: aligned pointer %% 8 = %lld\n", (long long)a4(3));
  printf("vector<5xi8>: aligned pointer %% 8 = %lld\n", (long long)a5(3));
  return 0;
}
