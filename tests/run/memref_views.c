#include <stdint.h>
#include <stdio.h>

/* memref<?x?xf32>, memref<6x8xf32>, memref<?xf32>: unbundled descriptors */
#define M2(p) p, p, (int64_t)0
float block_sum(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t,
                int64_t, int64_t, int64_t, int64_t);
void scale_column(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, float);
float nested(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);
float as_matrix(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float unranked_view(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);
int64_t metadata(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float row_and_column(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
int64_t pointer_moves(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);

int main(void) {
  float m[6 * 8];
  for (int i = 0; i < 48; i++) m[i] = (float)i;
  printf("block_sum(1,2,2x3) = %.1f\n", block_sum(M2(m), 6, 8, 8, 1, 1, 2, 2, 3));
  printf("block_sum(0,0,6x8) = %.1f\n", block_sum(M2(m), 6, 8, 8, 1, 0, 0, 6, 8));
  printf("block_sum(5,7,1x1) = %.1f\n", block_sum(M2(m), 6, 8, 8, 1, 5, 7, 1, 1));
  printf("block_sum(2,2,0x3) = %.1f\n", block_sum(M2(m), 6, 8, 8, 1, 2, 2, 0, 3));
  scale_column(M2(m), 6, 8, 8, 1, 3, 10.0f);
  printf("column 3:");
  for (int i = 0; i < 6; i++) printf(" %.0f", m[i * 8 + 3]);
  printf("\n");
  printf("nested = %.0f\n", nested(M2(m), 6, 8, 8, 1));
  float flat[20];
  for (int i = 0; i < 20; i++) flat[i] = 100.0f + i;
  printf("as_matrix(o=0)[2][3] = %.0f\n", as_matrix(M2(flat), 20, 1, 5, 0, 2, 3));
  printf("as_matrix(o=4)[0][1] = %.0f\n", as_matrix(M2(flat), 20, 1, 4, 4, 0, 1));
  printf("unranked_view[2][1] = %.0f\n", unranked_view(M2(flat), 20, 1, 2, 1));
  printf("unranked_view[1][0] = %.0f\n", unranked_view(M2(flat), 20, 1, 1, 0));
  printf("row 2 sum + 2000 * m[4][5] = %.0f\n", row_and_column(M2(m), 6, 8, 8, 1, 2, 5, 4));
  printf("metadata(1,2) = %lld\n", (long long)metadata(M2(m), 6, 8, 8, 1, 1, 2));
  printf("metadata(3,0) = %lld\n", (long long)metadata(M2(m), 6, 8, 8, 1, 3, 0));
  printf("pointer_moves = %lld\n", (long long)pointer_moves(M2(m), 6, 8, 8, 1));
  return 0;
}
