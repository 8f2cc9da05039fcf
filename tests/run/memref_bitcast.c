#include <stdint.h>
#include <stdio.h>
#include <string.h>
int32_t float_bits(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t);
void set_bits(int64_t *, int64_t *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, double);
int16_t half_bits(uint16_t *, uint16_t *, intptr_t, intptr_t, intptr_t);
float roundtrip(void);
int main(void) {
  float f[3] = {1.0f, -2.5f, 0.1f};
  for (int i = 0; i < 3; i++) printf("float_bits %d 0x%08x\n", i, (unsigned)float_bits(f, f, 0, 3, 1, i));
  int64_t m[13] = {0};
  set_bits(m, m, 1, 2, 3, 6, 2, 1, 2, 3.5);
  double d; memcpy(&d, &m[1 + 6 + 4], 8);
  printf("set_bits m[11] %g, others zero: %d\n", d, m[0] == 0 && m[12] == 0 && m[10] == 0);
  uint16_t h[4] = {0x3c00, 0x4000, 0xc200, 0x4400};   /* 1, 2, -3, 4 as halves */
  printf("half_bits 0x%04x\n", (unsigned)(uint16_t)half_bits(h, h, 0, 4, 1));
  printf("roundtrip %.7g\n", roundtrip());
  return 0;
}
