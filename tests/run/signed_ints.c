#include "print_runtime.h"

uint32_t scalars(uint32_t, int8_t, _Bool, _Bool);
uint8_t vectors(int8_t *, int8_t *, intptr_t, intptr_t, intptr_t, intptr_t);
int main(void) {
  printf("-> %u\n", scalars(4000000000u, -100, 1, 1));
  int8_t v[4] = {-1, 0x7f, (int8_t)0x80, 0x35};
  for (intptr_t i = 0; i < 4; i += 3)
    printf("-> %u\n", vectors(v, v, 0, 4, 1, i));
  return 0;
}
