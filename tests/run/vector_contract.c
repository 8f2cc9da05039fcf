#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
#define M3(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
#define A1(p, n) p, p, 0, n, 1
#define A2(p, r, c) p, p, 0, r, c, c, 1
#define A3(p, a, b, c) p, p, 0, a, b, c, b * c, c, 1
void mm(M2(float), M2(float), M2(float));
void mm_t(M2(float), M2(float), M2(float));
double mv(M2(double), M1(double), M1(double), M1(double), M1(double));
void batch(M3(float), M3(float), M3(float));
void other(M2(float), M2(float), M2(float), M3(float), M1(float));
void ints(M2(int8_t), M2(int8_t), M2(int8_t));
/* big and small terms, whose sums depend on their order */
static const float F[] = {1e8f, 1, -1e8f, 0.5f, 3, -2, 1e8f, -1e8f, 1, 7, -0.25f, 1e-3f};
static void fill(float *p, int n, int from) { for (int i = 0; i < n; i++) p[i] = F[(from + i) % 12]; }
static void show(const char *s, const float *p, int n) {
  printf("%s:", s);
  for (int i = 0; i < n; i++) printf(" %.9g", p[i]);
  printf("\n");
}
int main(void) {
  float a[6], b[12], c[8];
  fill(a, 6, 0); fill(b, 12, 3); fill(c, 8, 1);
  mm(A2(a, 2, 3), A2(b, 3, 4), A2(c, 2, 4));
  show("mm", c, 8);
  fill(a, 6, 2); fill(b, 12, 5); fill(c, 8, 1);
  mm_t(A2(a, 3, 2), A2(b, 4, 3), A2(c, 4, 2));
  show("mm_t", c, 8);
  double x[6] = {1e17, 1, -1e17, 3, 0.5, -3}, v[3] = {1, 1e16, 1}, w[2] = {1, 1e17}, e[2] = {1, -1}, d[3] = {1, 2, 1};
  double dot = mv(A2(x, 2, 3), A1(v, 3), A1(w, 2), A1(e, 2), A1(d, 3));
  printf("mv: %.17g %.17g | %.17g %.17g %.17g | %.17g\n", e[0], e[1], d[0], d[1], d[2], dot);
  float p[12], q[12], r[8];
  fill(p, 12, 0); fill(q, 12, 4); fill(r, 8, 2);
  batch(A3(p, 2, 2, 3), A3(q, 2, 3, 2), A3(r, 2, 2, 2));
  show("batch", r, 8);
  float t[12], f[2] = {1, 1e8f};
  fill(a, 6, 0); fill(b, 12, 3); fill(c, 8, 1); fill(t, 12, 6);
  other(A2(a, 2, 3), A2(b, 3, 4), A2(c, 2, 4), A3(t, 2, 2, 3), A1(f, 2));
  show("other", c, 8);
  show("other2", f, 2);
  int8_t i[6] = {100, -7, 50, 3, 127, -128}, j[6] = {2, 5, -3, 9, 4, 1}, k[4] = {1, -2, 120, 0};
  ints(A2(i, 2, 3), A2(j, 3, 2), A2(k, 2, 2));
  printf("ints: %d %d %d %d\n", k[0], k[1], k[2], k[3]);
  return 0;
}
