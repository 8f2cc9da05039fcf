#include <stdio.h>
#include <stdint.h>

/* A ranked memref argument arrives unbundled (allocated, aligned, offset,
 * sizes, strides); an unranked one as its rank and a pointer to the
 * ranked descriptor { allocated, aligned, offset, sizes[rank], strides[rank] }. */
#define M0(T) T *, T *, int64_t
#define M1(T) T *, T *, int64_t, int64_t, int64_t
#define M2(T) T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t

float sum_dynamic_view(M2(float));
void fill_static_view(M2(float));
void fill_column_major(M2(float));
float identity_contiguous(M2(float));
int64_t round_trip(M2(float));
void small_ranks(M0(float), M1(float));
int64_t describe(int64_t rank, void *desc);

struct ranked_head { float *alloc, *aligned; int64_t offset; int64_t rest[]; };

/* called from MLIR: the descriptor, then the elements in index order */
void print_unranked(int64_t rank, void *desc) {
  struct ranked_head *d = desc;
  const int64_t *sizes = d->rest, *strides = d->rest + rank;
  printf("unranked rank %lld offset %lld sizes [", (long long)rank, (long long)d->offset);
  for (int64_t k = 0; k < rank; k++) printf(k ? ", %lld" : "%lld", (long long)sizes[k]);
  printf("] strides [");
  for (int64_t k = 0; k < rank; k++) printf(k ? ", %lld" : "%lld", (long long)strides[k]);
  printf("]:");
  int64_t n = 1;
  for (int64_t k = 0; k < rank; k++) n *= sizes[k];
  for (int64_t e = 0; e < n; e++) {
    int64_t rem = e, at = d->offset;
    for (int64_t k = rank - 1; k >= 0; k--) {
      at += (rem % sizes[k]) * strides[k];
      rem /= sizes[k];
    }
    printf(" %g", d->aligned[at]);
  }
  printf("\n");
}

int main(void) {
  float a[6] = {1, 2, 3, 4, 5, 6};
  printf("sum_dynamic_view: %g\n", sum_dynamic_view(a, a, 0, 2, 3, 3, 1));   /* 1+4+9+16+25+36 */

  float b[12];
  for (int i = 0; i < 12; i++) b[i] = -1;
  fill_static_view(b, b, 0, 3, 4, 4, 1);
  printf("fill_static_view:");
  for (int i = 0; i < 12; i++) printf(" %g", b[i]);
  printf("\n");

  /* a 3x4 column-major matrix at offset 2 of a 16-element buffer */
  float c[16];
  for (int i = 0; i < 16; i++) c[i] = 0;
  fill_column_major(c, c, 2, 3, 4, 1, 3);
  printf("fill_column_major:");
  for (int i = 0; i < 16; i++) printf(" %g", c[i]);
  printf("\n");

  printf("identity_contiguous: %g\n", identity_contiguous(a, a, 0, 2, 3, 3, 1));   /* 6 + 2 */

  float e[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int64_t rt = round_trip(e, e, 0, 2, 4, 4, 1);   /* 2*100 + 2*10 + 4 */
  printf("round_trip: %lld, e[4] = %g\n", (long long)rt, e[4]);
  rt = round_trip(e, e, 0, 4, 2, 2, 1);   /* 2*100 + 4*10 + 2; writes e[2] */
  printf("round_trip: %lld, e[2] = %g\n", (long long)rt, e[2]);

  float s = 3.5f, v[7] = {9, 10, 11, 12, 13, 14, 15};
  small_ranks(&s, &s, 0, v, v, 1, 5, 1);   /* the rank-1 one from v[1] */

  /* unranked memrefs built here: rank 3, rank 2 (a window, strided), rank 0 */
  struct { float *alloc, *aligned; int64_t offset, sizes[3], strides[3]; } d3 = {a, a, 0, {1, 2, 3}, {6, 3, 1}};
  printf("describe rank 3: %lld\n", (long long)describe(3, &d3));   /* digits 3123 */
  float w[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  struct { float *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } d2 = {w, w, 1, {2, 3}, {4, 2}};
  /* elements w[1], w[3], w[5], w[5], w[7], w[9]: 2+4+6+6+8+10 = 36 */
  printf("describe rank 2: %lld\n", (long long)describe(2, &d2));
  struct { float *alloc, *aligned; int64_t offset; } d0 = {w, w, 0};
  printf("describe rank 0: %lld\n", (long long)describe(0, &d0));
  return 0;
}
