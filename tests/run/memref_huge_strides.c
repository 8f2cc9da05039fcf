#include <stdint.h>
#include <stdio.h>

/* The descriptors are made up: no memory holds such arrays. Only the
 * elements read are there. */
float outer(float *alloc, float *aligned, int64_t off, int64_t s0, int64_t s1, int64_t s2,
            int64_t st0, int64_t st1, int64_t st2, int64_t i);
float inner(float *alloc, float *aligned, int64_t off, int64_t s0, int64_t s1,
            int64_t st0, int64_t st1, int64_t j);

int main(void) {
  float data[16];
  for (int k = 0; k < 16; k++)
    data[k] = (float)k * 1.5f;
  /* the descriptor's outer stride, 5, is the one used: m[1][0][0] = data[5] */
  printf("outer(1) = %.2f\n", outer(data, data, 0, 2, 3037000500, 3037000500, 5, 3037000500, 1, 1));
  printf("outer(0) = %.2f\n", outer(data, data, 0, 2, 3037000500, 3037000500, 5, 3037000500, 1, 0));
  /* m[0][j] = data[j]: the identity layout's offset is 0, whatever the
   * descriptor says */
  printf("inner(7) = %.2f\n", inner(data, data, 1, 3, 6148914691136517205, 6148914691136517205, 1, 7));
  return 0;
}
