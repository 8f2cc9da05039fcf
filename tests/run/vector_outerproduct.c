#include <math.h>
#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
void fadd(M1(float), M1(float), M2(float));
void fkinds(M1(double), M1(double), M2(double), intptr_t);
void ikinds(M1(int8_t), M1(int8_t), M2(int8_t), intptr_t);
void axpy(M1(float), float, M1(float), M1(float));
int main(void) {
  /* exact products: the same fused or not (llvm.fmuladd may be either) */
  float a[3] = {0.5f, -2.5f, 0x1p100f}, b[4] = {3.25f, -0.0f, -0x1p100f, 7.0f}, c[3][4];
  for (int i = 0; i < 12; i++) (&c[0][0])[i] = (float)i * 0.75f - 3.0f;
  fadd(a, a, 0, 3, 1, b, b, 0, 4, 1, &c[0][0], &c[0][0], 0, 3, 4, 4, 1);
  printf("fadd:");
  for (int i = 0; i < 12; i++) printf(" %.9g", (&c[0][0])[i]);
  printf("\n");
  double x[2] = {-0.0, 3.0}, y[2] = {NAN, 2.0};
  for (intptr_t k = 0; k < 4; k++) {
    double d[2][2] = {{1.5, -7.0}, {0.0, 6.5}};
    fkinds(x, x, 0, 2, 1, y, y, 0, 2, 1, &d[0][0], &d[0][0], 0, 2, 2, 2, 1, k);
    printf("fkinds %ld: %g %g %g %g\n", (long)k, d[0][0], d[0][1], d[1][0], d[1][1]);
  }
  int8_t p[2] = {-3, 100}, q[3] = {5, -2, 7};
  for (intptr_t k = 0; k < 5; k++) {
    int8_t s[2][3] = {{1, -100, 50}, {127, 0, -1}};
    ikinds(p, p, 0, 2, 1, q, q, 0, 3, 1, &s[0][0], &s[0][0], 0, 2, 3, 3, 1, k);
    printf("ikinds %ld:", (long)k);
    for (int i = 0; i < 6; i++) printf(" %d", (&s[0][0])[i]);
    printf("\n");
  }
  float u[4] = {1, 2.5f, -4, 0.1f}, v[4] = {10, 20, 30, 40}, w[4];
  axpy(u, u, 0, 4, 1, 0.3f, v, v, 0, 4, 1, w, w, 0, 4, 1);
  printf("axpy: %.9g %.9g %.9g %.9g | %.9g %.9g %.9g %.9g\n", v[0], v[1], v[2], v[3], w[0], w[1], w[2], w[3]);
  return 0;
}
