#include "print_runtime.h"

void show(int32_t, double, int16_t *, int16_t *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);
int main(void) {
  int16_t m[6] = {1, -2, 3, 32767, -32768, 0};
  show(-9, 0.125, m, m, 0, 2, 3, 3, 1);
  return 0;
}
