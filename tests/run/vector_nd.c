#include <stdio.h>
#include <stdint.h>

void matrix(float *, float *, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t);
void cube(float, float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t,
          int32_t *, int32_t *, int64_t, int64_t, int64_t, int16_t *, int16_t *, int64_t, int64_t, int64_t,
          _Bool);
void rows(float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t);

static void show_f(const char *what, const float *v, int n)
{
  printf("%s:", what);
  for (int i = 0; i < n; i++)
    printf(" %g", v[i]);
  printf("\n");
}

int main(void) {
  float in[6] = {0.5f, -1.0f, 2.0f, 3.5f, 4.0f, -6.0f};
  for (int k = 0; k < 3; k++) {
    float out[16];
    matrix(in, in, 0, 6, 1, k, out, out, 0, 16, 1);
    printf("k=%d ", k);
    show_f("matrix", out, 16);
  }
  float row[4] = {1.0f, -2.0f, 3.0f, -4.5f};
  for (int neg = 0; neg < 2; neg++) {
    float out[24];
    int32_t flags[24];
    int16_t bits[8];
    cube(2.5f, row, row, 0, 4, 1, out, out, 0, 24, 1, flags, flags, 0, 24, 1, bits, bits, 0, 8, 1, neg);
    show_f("cube", out, 24);
    printf("flags:");
    for (int i = 0; i < 24; i++)
      printf(" %d", flags[i]);
    printf("\nbits:");
    for (int i = 0; i < 8; i++)
      printf(" %04x", (uint16_t)bits[i]);
    printf("\n");
  }
  float out[12];
  rows(in, in, 0, 6, 1, out, out, 0, 12, 1);
  show_f("rows", out, 12);
  return 0;
}
