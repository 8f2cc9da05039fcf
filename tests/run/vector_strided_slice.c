#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
void extract(M2(float), M2(float), M2(float), M1(float));
void insert(M2(int16_t), M1(int16_t), M2(int16_t), M1(int16_t));
int main(void) {
  float m[32], o[8], r[24], l[3];
  for (int i = 0; i < 32; i++) m[i] = (float)(i / 8 * 10 + i % 8);
  extract(m, m, 0, 4, 8, 8, 1, o, o, 0, 2, 4, 4, 1, r, r, 0, 3, 8, 8, 1, l, l, 0, 3, 1);
  printf("extract:");
  for (int i = 0; i < 8; i++) printf(" %g", o[i]);
  printf(" |");
  for (int i = 0; i < 24; i++) printf(" %g", r[i]);
  printf(" | %g %g %g\n", l[0], l[1], l[2]);
  int16_t n[32], a[2] = {-1, -2}, b[6] = {100, 101, 102, 110, 111, 112}, w[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  for (int i = 0; i < 32; i++) n[i] = (int16_t)i;
  insert(n, n, 0, 4, 8, 8, 1, a, a, 0, 2, 1, b, b, 0, 2, 3, 3, 1, w, w, 0, 8, 1);
  printf("insert:");
  for (int i = 0; i < 32; i++) printf(" %d", n[i]);
  printf(" |");
  for (int i = 0; i < 8; i++) printf(" %d", w[i]);
  printf("\n");
  return 0;
}
