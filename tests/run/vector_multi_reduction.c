#include <math.h>
#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
void fsum(M1(float), M1(float), M1(float));
void fkinds(M1(double), M1(double), M1(double), intptr_t);
void ikinds(M1(int8_t), M1(int8_t), M1(int8_t), intptr_t);
void bits(M1(int32_t), intptr_t, M1(int32_t));
void masked(M1(float), M1(int8_t), M1(float), intptr_t);
void masked_ints(M1(int32_t), M1(int8_t), intptr_t, M1(int32_t));
static void show(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %.9g", x);
}
int main(void) {
  /* terms whose sums depend on their order */
  static const float T[] = {1e8f, 1, -1e8f, 0.5f, 3, 1e8f, -1e8f, 1e-3f, -0.25f, 7, -2};
  float a[24], c[24], o[64];
  for (int i = 0; i < 24; i++) a[i] = T[i % 11], c[i] = T[(3 * i + 5) % 11];
  fsum(a, a, 0, 24, 1, c, c, 0, 24, 1, o, o, 0, 64, 1);
  static const char *const what[] = {"[2]", "[0]", "[2, 0]", "[1, 0]", "[2, 1, 0]", "[0, 2]", "[1]", "mul [2]"};
  static const int at[] = {0, 6, 18, 21, 25, 26, 29, 37, 43};
  for (int k = 0; k < 8; k++) {
    printf("fsum %s:", what[k]);
    for (int i = at[k]; i < at[k + 1]; i++) show(o[i]);
    printf("\n");
  }
  for (intptr_t k = 0; k < 4; k++) {
    double v[6] = {-0.0, 3.5, NAN, 0.0, -7.0, 2.0}, acc[5] = {0.0, -INFINITY, -0.0, 1.0, 2.0}, r[5];
    /* which of two zeros maxnumf and minnumf return is LLVM's choice */
    for (int i = 0; k < 2 && i < 6; i++) v[i] = v[i] == 0 ? 0.0 : v[i];
    for (int i = 0; k < 2 && i < 5; i++) acc[i] = acc[i] == 0 ? 0.0 : acc[i];
    fkinds(v, v, 0, 6, 1, acc, acc, 0, 5, 1, r, r, 0, 5, 1, k);
    printf("fkinds %ld:", (long)k);
    for (int i = 0; i < 5; i++) show(r[i]);
    printf("\n");
  }
  int8_t b[12] = {-3, 100, 7, 0x55, 127, -128, 1, 2, -1, 64, 33, -17};
  for (intptr_t k = 0; k < 9; k++) {
    int8_t acc[4] = {5, -2, 0x0f, 9}, r[4];
    ikinds(b, b, 0, 12, 1, acc, acc, 0, 4, 1, r, r, 0, 4, 1, k);
    printf("ikinds %ld: %d %d %d %d\n", (long)k, r[0], r[1], r[2], r[3]);
  }
  int32_t m[3][8] = {{0, 0, 1, 0, 5, 6, 7, 8}, {0, 0, 0, 0, 1, 0, 1, 1}, {1, 1, 1, 1, 0, 0, 0, 0}};
  for (int i = 0; i < 3; i++) {
    int32_t r[3];
    bits(m[i], m[i], 0, 8, 1, i + 1, r, r, 0, 3, 1);
    printf("bits %d: any %d all %d sum %d\n", i, r[0], r[1], r[2]);
  }
  float x[8] = {1e8f, 1, -1e8f, -0.0f, NAN, 2.5f, -1e8f, 1e8f};
  static const int8_t on[3][8] = {{1, 1, 0, 1, 0, 1, 1, 1}, {0, 1, 1, 0, 1, 0, 0, 1}, {0}};
  for (int j = 0; j < 3; j++)
    for (intptr_t k = 0; k < 4; k++) {
      float r[12];
      masked(x, x, 0, 8, 1, (int8_t *)on[j], (int8_t *)on[j], 0, 8, 1, r, r, 0, 12, 1, k);
      printf("masked %d %ld:", j, (long)k);
      for (int i = 0; i < 8; i++) show(r[i]);
      printf("\n");
    }
  int32_t w[4] = {-65536, 65535, 300, -7};
  static const int8_t off[2][4] = {{1, 0, 1, 1}, {0, 0, 0, 0}};
  for (int j = 0; j < 2; j++)
    for (intptr_t k = 0; k < 4; k++) {
      int32_t r[2];
      masked_ints(w, w, 0, 4, 1, (int8_t *)off[j], (int8_t *)off[j], 0, 4, 1, k, r, r, 0, 2, 1);
      printf("masked_ints %d %ld: %d %d\n", j, (long)k, r[0], r[1]);
    }
  return 0;
}
