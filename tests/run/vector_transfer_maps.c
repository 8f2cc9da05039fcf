#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
void transposed(M2(float), intptr_t, intptr_t, M2(float));
void transposed_in(M2(float), intptr_t, intptr_t, M2(float));
void rows(M2(float), intptr_t, intptr_t, M2(float));
void lanes(M2(float), intptr_t, intptr_t, M2(float));
float splat(M1(float), intptr_t);
void higher(M1(float), intptr_t, M2(float));
void strided(M1(int32_t), intptr_t);
void write_transposed(M2(int32_t), intptr_t, intptr_t);
double column(M2(double), intptr_t, intptr_t);
static void show(const char *what, intptr_t i, intptr_t j, const float *o, int n) {
  printf("%s %ld %ld:", what, (long)i, (long)j);
  for (int k = 0; k < n; k++) printf(" %g", o[k]);
  printf("\n");
}
int main(void) {
  /* a 3x5 matrix in rows of 6: column 5 is not its */
  float a[3][6];
  for (int i = 0; i < 18; i++) (&a[0][0])[i] = (float)(i % 6 == 5 ? 1000 : 10 * (i / 6) + i % 6);
  intptr_t at[][2] = {{0, 0}, {1, 3}, {2, 4}, {0, 4}, {3, 0}};
  for (int t = 0; t < 5; t++) {
    float o[12];
    transposed(&a[0][0], &a[0][0], 0, 3, 5, 6, 1, at[t][0], at[t][1], o, o, 0, 2, 4, 4, 1);
    show("transposed", at[t][0], at[t][1], o, 8);
    rows(&a[0][0], &a[0][0], 0, 3, 5, 6, 1, at[t][0] % 3, at[t][1], o, o, 0, 3, 4, 4, 1);
    show("rows", at[t][0] % 3, at[t][1], o, 12);
    lanes(&a[0][0], &a[0][0], 0, 3, 5, 6, 1, at[t][0], at[t][1], o, o, 0, 3, 4, 4, 1);
    show("lanes", at[t][0], at[t][1], o, 12);
  }
  for (intptr_t j = 0; j <= 3; j += 3) {
    float o[6];
    transposed_in(&a[0][0], &a[0][0], 0, 3, 5, 6, 1, 0, j, o, o, 0, 2, 3, 3, 1);
    show("transposed_in", 0, j, o, 6);
  }
  float f[6] = {1.5f, 2, 3, 4, 5, 6};
  for (intptr_t i = 0; i < 5; i += 2) {
    float o[8];
    printf("splat %ld: %g\n", (long)i, splat(f, f, 0, 5, 1, i));
    higher(f, f, 0, 5, 1, i, o, o, 0, 2, 4, 4, 1);
    show("higher", i, 0, o, 8);
  }
  for (intptr_t i = 0; i <= 4; i += 2) {
    int32_t s[10];
    for (int k = 0; k < 10; k++) s[k] = k + 1;
    strided(s, s, 0, 4, 2, i);   /* elements 0, 2, 4, 6 of s */
    printf("strided %ld:", (long)i);
    for (int k = 0; k < 10; k++) printf(" %d", s[k]);
    printf("\n");
  }
  intptr_t wt[][2] = {{0, 0}, {2, 3}, {3, 4}, {1, 0}};
  for (int t = 0; t < 4; t++) {
    int32_t w[4][6] = {{0}};
    /* a 4x5 matrix in rows of 6 */
    write_transposed(&w[0][0], &w[0][0], 0, 4, 5, 6, 1, wt[t][0], wt[t][1]);
    printf("write_transposed %ld %ld:", (long)wt[t][0], (long)wt[t][1]);
    for (int k = 0; k < 24; k++) printf(" %d", (&w[0][0])[k]);
    printf("\n");
  }
  double d[5][3];
  for (int i = 0; i < 15; i++) (&d[0][0])[i] = i;
  for (intptr_t c = 0; c < 3; c += 2)
    for (intptr_t i = 0; i <= 4; i += 2)
      printf("column %ld %ld: %g\n", (long)c, (long)i, column(&d[0][0], &d[0][0], 0, 5, 3, 3, 1, c, i));
  return 0;
}
