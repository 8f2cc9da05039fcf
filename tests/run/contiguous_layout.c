#include <stdio.h>
#include <stdint.h>

/* Memref arguments arrive unbundled: allocated, aligned, offset, sizes, strides. */
#define M2(T) T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t
#define M3(T) T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t

void to_column_major(M2(float), M2(float));
void matmul_cm(M2(float), M2(float), M2(float));
int32_t fill_permuted(M3(int32_t));
double window(M2(double));
void column_major_offset(M2(int64_t));
int32_t static_offset(M2(int32_t));
int64_t alloc_permuted(int64_t, int64_t, int64_t);
float alloca_column_major(void);

/* called from MLIR: the buffer in memory order */
void show3(int64_t *alloc, int64_t *aligned, int64_t off, int64_t s0, int64_t s1, int64_t s2,
           int64_t t0, int64_t t1, int64_t t2) {
  printf("show3 sizes [%lld, %lld, %lld] strides [%lld, %lld, %lld] offset %lld same %d:",
         (long long)s0, (long long)s1, (long long)s2, (long long)t0, (long long)t1, (long long)t2,
         (long long)off, alloc == aligned);
  for (int64_t i = 0; i < s0 * s1 * s2; i++) printf(" %lld", (long long)aligned[off + i]);
  printf("\n");
}
void show2(float *alloc, float *aligned, int64_t off, int64_t s0, int64_t s1, int64_t t0, int64_t t1) {
  printf("show2 sizes [%lld, %lld] strides [%lld, %lld] offset %lld:", (long long)s0, (long long)s1,
         (long long)t0, (long long)t1, (long long)off);
  for (int64_t i = 0; i < s0 * s1; i++) printf(" %g", aligned[off + i]);
  printf("\n");
}

int main(void) {
  /* a 3x4 row-major matrix copied into a column-major one: its buffer is the transpose */
  float a[12], b[12];
  for (int i = 0; i < 12; i++) { a[i] = (float)(i + 1); b[i] = -1; }
  to_column_major(a, a, 0, 3, 4, 4, 1, b, b, 0, 3, 4, 1, 3);
  printf("column-major buffer:");
  for (int i = 0; i < 12; i++) printf(" %g", b[i]);
  printf("\n");

  /* (2x3) * (3x2) with the right operand column-major: its buffer lists columns */
  float x[6] = {1, 2, 3, 4, 5, 6};
  float ycm[6] = {7, 9, 11, 8, 10, 12};   /* [[7, 8], [9, 10], [11, 12]] */
  float z[4] = {0, 0, 0, 0};
  matmul_cm(x, x, 0, 2, 3, 3, 1, ycm, ycm, 0, 3, 2, 1, 3, z, z, 0, 2, 2, 2, 1);
  printf("matmul: %g %g %g %g\n", z[0], z[1], z[2], z[3]);

  /* 2x3x4 laid out [2, 0, 1]: strides [3, 1, 6] */
  int32_t p[24];
  for (int i = 0; i < 24; i++) p[i] = -1;
  int32_t ps = fill_permuted(p, p, 0, 2, 3, 4, 3, 1, 6);
  printf("permuted buffer:");
  for (int i = 0; i < 24; i++) printf(" %d", p[i]);
  printf("\npermuted sum: %d\n", ps);

  /* a 3x5 row-major window at offset 7 of a 40-element buffer */
  double big[40];
  for (int i = 0; i < 40; i++) big[i] = i * 0.5;
  double ws = window(big, big, 7, 3, 5, 5, 1);
  printf("window sum: %.2f\nbig buffer:", ws);
  for (int i = 0; i < 40; i++) printf(" %g", big[i]);
  printf("\n");

  /* a 3x4 column-major matrix at offset 4 of a 20-element buffer */
  int64_t q[20];
  for (int i = 0; i < 20; i++) q[i] = 99;
  column_major_offset(q, q, 4, 3, 4, 1, 3);
  printf("column-major at offset 4:");
  for (int i = 0; i < 20; i++) printf(" %lld", (long long)q[i]);
  printf("\n");

  /* a 2x3 column-major matrix at the static offset 5 */
  int32_t r[11];
  for (int i = 0; i < 11; i++) r[i] = i < 5 ? 1000 : i;   /* m[i, j] = r[5 + i + 2*j] */
  printf("static offset sum: %d\n", static_offset(r, r, 5, 2, 3, 1, 2));

  printf("alloc_permuted(2, 3, 4): %lld\n", (long long)alloc_permuted(2, 3, 4));
  printf("alloc_permuted(3, 1, 2): %lld\n", (long long)alloc_permuted(3, 1, 2));
  printf("alloca_column_major: %g\n", alloca_column_major());
  return 0;
}
