#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { float *alloc, *aligned; int64_t offset, size, stride; } M1;
typedef struct { M1 m; int64_t n; } PV;
float pick(bool, float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t, int64_t);
PV pick_view(bool, float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
int64_t pick_unranked(bool, int64_t, void *, int64_t, void *);
int main(void) {
  float a[16], b[8];
  for (int i = 0; i < 16; i++) a[i] = (float)i;
  for (int i = 0; i < 8; i++) b[i] = 100.0f + (float)i;
  printf("%g %g\n", pick(true, a, a, 1, 15, 1, b, b, 2, 6, 1, 3), pick(false, a, a, 1, 15, 1, b, b, 2, 6, 1, 3));
  for (int c = 0; c < 2; c++) {
    PV v = pick_view(c, a, a, 0, 4, 4, 4, 1, 2);
    printf("offset %lld size %lld stride %lld n %lld first %g\n", (long long)v.m.offset, (long long)v.m.size,
           (long long)v.m.stride, (long long)v.n, v.m.aligned[v.m.offset]);
  }
  int64_t d1[3] = {0, 0, 0}, d2[5] = {0, 0, 0, 0, 0};
  printf("%lld %lld\n", (long long)pick_unranked(true, 1, d1, 2, d2), (long long)pick_unranked(false, 1, d1, 2, d2));
  return 0;
}
