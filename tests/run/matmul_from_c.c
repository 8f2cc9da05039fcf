#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define MR(T) T *, T *, int64_t, int64_t, int64_t, int64_t, int64_t /* 2-D memref */
void matmul(MR(float), MR(float), MR(float));
double matvec_norm2(double *, double *, int64_t, int64_t, int64_t, int64_t, int64_t,
                    double *, double *, int64_t, int64_t, int64_t);

int main(void) {
  enum { M = 2, K = 3, N = 4 };
  float *A = malloc(sizeof(float) * M * K);
  float *B = malloc(sizeof(float) * K * N);
  float *C = malloc(sizeof(float) * M * N);
  for (int i = 0; i < M * K; i++) A[i] = (float)(i + 1);       /* [[1 2 3] [4 5 6]] */
  for (int i = 0; i < K * N; i++) B[i] = (float)(i % 5) - 1.0f; /* rows: [-1 0 1 2] [3 -1 0 1] [2 3 -1 0] */
  matmul(A, A, 0, M, K, K, 1, B, B, 0, K, N, N, 1, C, C, 0, M, N, N, 1);
  /* row0: [-1+6+6, 0-2+9, 1+0-3, 2+2+0] = [11 7 -2 4]
     row1: [-4+15+12, 0-5+18, 4+0-6, 8+5+0] = [23 13 -2 13] */
  for (int i = 0; i < M; i++) {
    printf("C[%d]:", i);
    for (int j = 0; j < N; j++) printf(" %.1f", C[i * N + j]);
    printf("\n");
  }
  double Mm[4][3] = {{1, 0, 0}, {0, 2, 0}, {1, 1, 1}, {-1, 0.5, 2}};
  double x[3] = {1, -2, 0.5};
  /* y = [1, -4, -0.5, -1] -> 1 + 16 + 0.25 + 1 = 18.25 */
  printf("matvec_norm2 = %.4f\n", matvec_norm2(&Mm[0][0], &Mm[0][0], 0, 4, 3, 3, 1, x, x, 0, 3, 1));
  /* only the last 2 rows, via aligned = &Mm[2][0]: 0.25 + 1 = 1.25 */
  printf("matvec_norm2(last 2) = %.4f\n", matvec_norm2(&Mm[0][0], &Mm[2][0], 0, 2, 3, 3, 1, x, x, 0, 3, 1));
  free(A); free(B); free(C);
  return 0;
}
