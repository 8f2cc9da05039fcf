#include <stdint.h>
#include <stdio.h>
void mask1(intptr_t, int32_t *, int32_t *, intptr_t, intptr_t, intptr_t);
void mask2(intptr_t, intptr_t, int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);
float sum_tail(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t);
void constants(int64_t *, int64_t *, intptr_t, intptr_t, intptr_t);
int main(void) {
  const intptr_t ns[] = {-1, 0, 1, 3, 4, 9, INTPTR_MIN};
  for (int i = 0; i < 7; i++) {
    int32_t o[4];
    mask1(ns[i], o, o, 0, 4, 1);
    printf("mask1 %lld: %d %d %d %d\n", (long long)ns[i], o[0], o[1], o[2], o[3]);
  }
  const intptr_t ab[][2] = {{0, 4}, {1, 4}, {2, 1}, {3, 3}, {5, -2}, {-1, 2}};
  for (int i = 0; i < 6; i++) {
    int32_t o[12];
    mask2(ab[i][0], ab[i][1], o, o, 0, 3, 4, 4, 1);
    printf("mask2 %lld %lld:", (long long)ab[i][0], (long long)ab[i][1]);
    for (int k = 0; k < 12; k++) printf("%s%d", k % 4 ? "" : " ", o[k]);
    printf("\n");
  }
  float buf[11];
  for (int i = 0; i < 11; i++) buf[i] = (float)(i + 1);
  for (int n = 0; n <= 11; n += 3)
    printf("sum_tail %d: %g\n", n, sum_tail(buf, buf, 0, n, 1, n));
  int64_t c[4];
  constants(c, c, 0, 4, 1);
  printf("constants %lld %lld %lld %lld\n", (long long)c[0], (long long)c[1], (long long)c[2], (long long)c[3]);
  return 0;
}
