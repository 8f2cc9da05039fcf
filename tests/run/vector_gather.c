#include <stdint.h>
#include <stdio.h>
void gather_rows(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, int32_t *, int32_t *,
                 intptr_t, intptr_t, intptr_t, intptr_t, float *, float *, intptr_t, intptr_t, intptr_t);
void scatter_squares(int64_t *, int64_t *, intptr_t, intptr_t, intptr_t, intptr_t *, intptr_t *, intptr_t, intptr_t,
                     intptr_t, int8_t *, int8_t *, intptr_t, intptr_t, intptr_t);
void reverse(int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, int32_t *, int32_t *, intptr_t, intptr_t, intptr_t);
int main(void) {
  float m[3][8];
  for (int i = 0; i < 24; i++) (&m[0][0])[i] = (float)i;
  int32_t idx[4] = {0, 5, -2, 3};   /* from m[row][2]: -2 reaches the row before */
  for (int row = 1; row < 3; row++)
    for (intptr_t k = 0; k <= 4; k += 2) {
      float g[4];
      gather_rows(&m[0][0], &m[0][0], 0, 3, 8, 8, 1, row, idx, idx, 0, 4, 1, k, g, g, 0, 4, 1);
      printf("gather_rows %d %ld: %g %g %g %g\n", row, (long)k, g[0], g[1], g[2], g[3]);
    }
  int64_t s[16] = {0};
  intptr_t where[4] = {1, 15, 4, 9};
  int8_t odd[4] = {1, 0, 1, 1};
  scatter_squares(s, s, 0, 16, 1, where, where, 0, 4, 1, odd, odd, 0, 4, 1);
  printf("scatter_squares:");
  for (int i = 0; i < 16; i++) printf(" %lld", (long long)s[i]);
  int32_t r[8] = {10, 11, 12, 13, 14, 15, 16, 17}, rv[8];
  reverse(r, r, 0, 8, 1, rv, rv, 0, 8, 1);
  printf("\nreverse:");
  for (int i = 0; i < 8; i++) printf(" %d", rv[i]);
  printf("\n");
  return 0;
}
