#include <stdint.h>
#include <stdio.h>
typedef float v4f __attribute__((vector_size(16)));
typedef float v8f __attribute__((vector_size(32)));
v8f zip(v4f, v4f);
v4f unzip_sum(v8f);
_Bool zip2d(int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, int32_t *, int32_t *, intptr_t,
            intptr_t, intptr_t, intptr_t, intptr_t, int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, intptr_t,
            intptr_t);
int main(void) {
  v4f a = {1, 2, 3, 4}, b = {10, 20, 30, 40};
  v8f z = zip(a, b);
  printf("zip");
  for (int i = 0; i < 8; i++) printf(" %g", z[i]);
  v4f d = unzip_sum(z);
  printf("\nunzip_sum %g %g %g %g\n", d[0], d[1], d[2], d[3]);
  int32_t m[6] = {1, 2, 3, 4, 5, 6}, n[6] = {-1, -2, -3, -4, -5, -6}, out[12] = {0};
  _Bool ok = zip2d(m, m, 0, 2, 3, 3, 1, n, n, 0, 2, 3, 3, 1, out, out, 0, 2, 6, 6, 1);
  printf("zip2d round trip %d:", ok);
  for (int i = 0; i < 12; i++) printf(" %d", out[i]);
  printf("\n");
  return 0;
}
