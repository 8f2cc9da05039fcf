#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
void positions(M1(int32_t), intptr_t, M1(int32_t));
int main(void) {
  int32_t a[12], o[14];
  for (int i = 0; i < 12; i++) a[i] = 10 * i + 1;
  for (intptr_t i = 0; i < 2; i++) {
    positions(a, a, 0, 12, 1, i, o, o, 0, 14, 1);
    printf("at %ld:", (long)i);
    for (int j = 0; j < 14; j++) printf(" %d", o[j]);
    printf("\n");
  }
  return 0;
}
