#include <stdint.h>
#include <stdio.h>

/* unbundled descriptors: pointers, offset, sizes, strides */
#define P(p) p, p
float collapse_load(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                    int64_t, int64_t);
int64_t expand_store(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float window_expand(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                    int64_t);
float rows_collapse(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float column_sum(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float dynamic(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float rank0(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);

int main(void) {
  float a[24], m[48], flat[20], one = 21.5f;
  for (int i = 0; i < 24; i++) a[i] = (float)i;
  for (int i = 0; i < 48; i++) m[i] = (float)i;
  for (int i = 0; i < 20; i++) flat[i] = 100.0f + i;
  printf("collapse_load[4][1] = %.0f\n", collapse_load(P(a), 0, 2, 3, 4, 12, 4, 1, 4, 1));
  printf("collapse_load[5][3] = %.0f\n", collapse_load(P(a), 0, 2, 3, 4, 12, 4, 1, 5, 3));
  int64_t rows = expand_store(P(flat), 0, 20, 1, 5, 3, 2);
  printf("expand_store: %lld rows, flat[14] = %.0f\n", (long long)rows, flat[14]);
  printf("window_expand[2][1][0] = %.0f\n", window_expand(P(m), 0, 6, 8, 8, 1, 2, 1, 0));
  printf("window_expand[3][0][1] = %.0f\n", window_expand(P(m), 0, 6, 8, 8, 1, 3, 0, 1));
  printf("rows_collapse(2)[11] = %.0f\n", rows_collapse(P(m), 0, 6, 8, 8, 1, 2, 11));
  printf("rows_collapse(4)[15] = %.0f\n", rows_collapse(P(m), 0, 6, 8, 8, 1, 4, 15));
  printf("column_sum(3) = %.0f\n", column_sum(P(m), 0, 6, 8, 8, 1, 3));
  printf("column_sum(7) = %.0f\n", column_sum(P(m), 0, 6, 8, 8, 1, 7));
  /* odd columns 1, 3, 5, 7 of rows 0 to 2: 3x4, strides 8 and 2, offset 1 */
  printf("dynamic[3][2] = %.0f\n", dynamic(P(m), 1, 3, 4, 8, 2, 4, 3, 2));
  printf("dynamic[1][0] = %.0f\n", dynamic(P(m), 1, 3, 4, 8, 2, 4, 1, 0));
  /* flat[2..19] as 3x6, then 6x3 */
  printf("dynamic flat[4][1] = %.0f\n", dynamic(P(flat), 2, 3, 6, 6, 1, 6, 4, 1));
  printf("rank0 = %.1f\n", rank0(&one, &one, 0, 1, 1, 1, 1));
  return 0;
}
