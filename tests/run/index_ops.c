#include <stdint.h>
#include <stdio.h>
void ops(intptr_t, intptr_t, intptr_t *, intptr_t *, intptr_t, intptr_t, intptr_t);
void cmps(intptr_t, intptr_t, int32_t, int64_t *, int64_t *, intptr_t, intptr_t, intptr_t);
int main(void) {
  const int64_t vals[] = {-7, -3, -1, 0, 1, 2, 5, 64, 1000003, INT64_MAX, INT64_MIN, -4611686018427387905LL};
  const int n = sizeof vals / sizeof *vals;
  intptr_t out[21];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int64_t a = vals[i], b = vals[j];
      if (b == 0 || (a == INT64_MIN && b == -1)) continue;   /* division's undefined cases */
      ops(a, b, out, out, 0, 21, 1);
      printf("%lld %lld:", (long long)a, (long long)b);
      for (int k = 0; k < 21; k++) printf(" %lld", (long long)out[k]);
      printf("\n");
    }
  const int32_t is[] = {-5, 0, 7, INT32_MIN};
  int64_t c[3];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      cmps(vals[i], vals[j], is[(i + j) % 4], c, c, 0, 3, 1);
      printf("cmps %lld %lld %d: %lld %03llo %lld\n", (long long)vals[i], (long long)vals[j], is[(i + j) % 4],
             (long long)c[0], (long long)c[1], (long long)c[2]);
    }
  return 0;
}
