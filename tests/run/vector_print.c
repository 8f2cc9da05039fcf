#include "print_runtime.h"

typedef float v2f __attribute__((vector_size(8)));
typedef struct { v2f row[2]; } m2x2f;
void scalars(float, double, int32_t, _Bool, intptr_t, _Float16, uint16_t, int64_t, int8_t);   /* a bf16 by its bits */
void vectors(int8_t *, int8_t *, intptr_t, intptr_t, intptr_t, m2x2f);
void punctuation(int32_t, int32_t);
void squares(intptr_t);
/* halves from their bits: no conversion that needs compiler-rt */
static _Float16 f16(uint16_t b) { _Float16 h; memcpy(&h, &b, 2); return h; }
int main(void) {
  scalars(1.5f, -2.25e100, -7, 1, -1, f16(0x3800), 0xc080, INT64_MIN, -128);   /* 0.5, -4 */
  scalars(NAN, 0.0, 2147483647, 0, 3, f16(0x7bff), 0x714a, INT64_MAX, 127);   /* 65504, 1.0e30 */
  int8_t v[3] = {-1, 2, 127};
  m2x2f w = {{{1, 2}, {3.5f, -4}}};
  vectors(v, v, 0, 3, 1, w);
  punctuation(3, -5);
  punctuation(-1, 1);
  squares(4);
  squares(0);
  squares(1);
  fflush(stdout);
  return 0;
}
