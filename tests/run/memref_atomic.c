#include <stdio.h>
#include <stdint.h>
#include <math.h>

typedef struct { float *alloc, *aligned; int64_t off, size, stride; } M1F;
int64_t accumulate(float *, float *, int64_t, int64_t, int64_t, int32_t *, int32_t *, int64_t, int64_t,
              int64_t, int64_t);
M1F kinds_f(float *, float *, int64_t, int64_t, int64_t, float);
int32_t kinds_i(int32_t *, int32_t *, int64_t, int64_t, int64_t, int64_t, int64_t, int32_t);

static _Alignas(16) float fm[8];

int main(void) {
  int32_t n[8] = {100};
  fm[0] = 0.5f;
  int64_t r = accumulate(fm, fm, 0, 8, 1, n, n, 0, 8, 1, 10);
  /* old values 0.5, 0.5, 1.5, 3.5, ... 36.5 (truncated, summed 120); ints
   * 100, 100, 101, 103, ... 136 (summed 1120) */
  printf("sum of old f %lld, i %lld; now f %g, i %d\n", (long long)(r / 100000),
         (long long)(r % 100000), fm[0], n[0]);

  float v[6] = {1, 1, 1, 1, 1, 1};
  float nanv = NAN;
  M1F d = kinds_f(v, v, 0, 6, 1, 2.5f);
  printf("f: %g %g %g %g %g %g (same %d)\n", v[0], v[1], v[2], v[3], v[4], v[5], d.aligned == v);
  float w[6] = {1, 1, 1, 1, 1, 1};
  kinds_f(w, w, 0, 6, 1, nanv);
  printf("f nan: %d %d %d %g %g %d\n", isnan(w[0]), isnan(w[1]), isnan(w[2]), w[3], w[4], isnan(w[5]));
  kinds_f(w, w, 0, 6, 1, -3.0f);
  printf("f -3: %g %g %g %g %g %g\n", w[0], w[1], w[2], w[3], w[4], w[5]);

  int32_t m[9] = {5, 6, -7, -8, 9, -10, 12, 12, 12};
  int32_t s = kinds_i(m, m, 0, 3, 3, 3, 1, -3);
  printf("i: %d |", s);
  for (int i = 0; i < 9; i++) printf(" %d", m[i]);
  printf("\n");
  s = kinds_i(m, m, 0, 3, 3, 3, 1, 6);
  printf("i: %d |", s);
  for (int i = 0; i < 9; i++) printf(" %d", m[i]);
  printf("\n");
  return 0;
}
