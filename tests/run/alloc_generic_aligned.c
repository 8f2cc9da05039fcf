#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int allocs, frees;

void *_mlir_memref_to_llvm_aligned_alloc(uint64_t align, uint64_t size) {
  allocs++;
  printf("aligned_alloc(%llu, %llu)%s\n", (unsigned long long)align, (unsigned long long)size,
         size % align ? " NOT A MULTIPLE" : "");
  return aligned_alloc(align, size);
}

void _mlir_memref_to_llvm_free(void *p) {
  frees++;
  free(p);
}

typedef struct { float *alloc, *aligned; int64_t offset, size, stride; } M1;
float sum_through_buffers(int64_t n);
M1 vectors(int64_t n);

int main(void) {
  printf("sum(10) = %.0f\n", sum_through_buffers(10));
  printf("sum(1) = %.0f\n", sum_through_buffers(1));
  M1 v = vectors(3);
  printf("vectors: aligned %% 32 = %d, size %lld\n", (int)((uintptr_t)v.aligned % 32), (long long)v.size);
  _mlir_memref_to_llvm_free(v.alloc);
  printf("allocs %d, frees %d\n", allocs, frees);
  return 0;
}
