#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
void read(M1(float), intptr_t, intptr_t, M1(float));
void write(M1(int32_t), intptr_t, intptr_t);
void block(M2(int16_t), intptr_t, intptr_t, intptr_t, intptr_t, M2(int16_t));
int main(void) {
  float f[8] = {0, 1, 2, 3, 4, 5, 6, 1000};   /* f[7] is not the memref's */
  for (intptr_t i = 2; i <= 6; i += 2)
    for (intptr_t k = 1; k <= 4; k += 3) {
      float o[4];
      read(f, f, 0, 7, 1, i, k, o, o, 0, 4, 1);
      printf("read %ld %ld: %g %g %g %g\n", (long)i, (long)k, o[0], o[1], o[2], o[3]);
    }
  for (intptr_t i = 1; i <= 5; i += 4)
    for (intptr_t k = 2; k <= 4; k += 2) {
      int32_t w[8] = {0};
      write(w, w, 0, 7, 1, i, k);
      printf("write %ld %ld:", (long)i, (long)k);
      for (int j = 0; j < 8; j++) printf(" %d", w[j]);
      printf("\n");
    }
  intptr_t at[][4] = {{0, 0, 2, 4}, {1, 3, 1, 4}, {1, 1, 2, 2}, {0, 4, 2, 3}};
  for (int t = 0; t < 4; t++) {
    int16_t s[3][6], o[2][4];
    for (int i = 0; i < 18; i++) (&s[0][0])[i] = (int16_t)i;
    /* a 3x5 matrix in rows of 6; the rows in bounds (in_bounds says so) */
    block(&s[0][0], &s[0][0], 0, 3, 5, 6, 1, at[t][0], at[t][1], at[t][2], at[t][3], &o[0][0], &o[0][0], 0, 2, 4, 4, 1);
    printf("block %ld %ld %ld %ld:", (long)at[t][0], (long)at[t][1], (long)at[t][2], (long)at[t][3]);
    for (int i = 0; i < 8; i++) printf(" %d", (&o[0][0])[i]);
    printf(" |");
    for (int i = 0; i < 18; i++) printf(" %d", (&s[0][0])[i]);
    printf("\n");
  }
  return 0;
}
