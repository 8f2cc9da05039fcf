#include <stdint.h>
#include <stdio.h>
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
void column(M2(float), intptr_t, intptr_t, M1(int8_t), M1(float));
void transposed(M2(float), intptr_t, intptr_t, M1(int8_t), M1(float));
void broadcast(M2(float), intptr_t, intptr_t, M1(int8_t), M1(float));
static float a[4][3];
static void reset(void) {
  for (int i = 0; i < 12; i++) (&a[0][0])[i] = (float)i;
}
static void show(const char *what, const float *o, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %g", o[i]);
  printf(" |");
  for (int i = 0; i < 12; i++) printf(" %g", (&a[0][0])[i]);
  printf("\n");
}
int main(void) {
  static int8_t k[3][8] = {{1, 1, 1, 1, 1, 1, 1, 1}, {1, 0, 1, 1, 0, 1, 0, 1}, {0, 1, 0, 0, 1, 1, 1, 0}};
  static const intptr_t at[][2] = {{0, 0}, {1, 2}, {2, 1}, {3, 0}};
  float o[12];
  for (int s = 0; s < 3; s++)
    for (int p = 0; p < 4; p++) {
      intptr_t i = at[p][0], j = at[p][1];
      printf("mask %d at %ld,%ld\n", s, (long)i, (long)j);
      reset();
      column(&a[0][0], &a[0][0], 0, 4, 3, 3, 1, i, j, k[s], k[s], 0, 8, 1, o, o, 0, 5, 1);
      show("  column", o, 5);
      reset();
      transposed(&a[0][0], &a[0][0], 0, 4, 3, 3, 1, i, j, k[s], k[s], 0, 8, 1, o, o, 0, 6, 1);
      show("  transposed", o, 6);
      reset();
      broadcast(&a[0][0], &a[0][0], 0, 4, 3, 3, 1, i, j, k[s], k[s], 0, 8, 1, o, o, 0, 12, 1);
      show("  broadcast", o, 12);
    }
  return 0;
}
