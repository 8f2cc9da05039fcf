#include <stdint.h>
#include <stdio.h>
int32_t sum_u(int8_t, int8_t, int8_t), sum_s(int8_t, int8_t, int8_t);
int64_t generic(int64_t, int64_t, int64_t);
int main(void) {
  printf("%d %d, %d %d, %d %d\n", sum_u(100, (int8_t)200, 30), sum_s(100, (int8_t)200, 30), sum_u(3, 90, 20),
         sum_s(3, 90, 20), sum_u(-10, 5, 1), sum_s(-10, 5, 1));
  printf("%lld %lld\n", (long long)generic(5, INT64_MIN + 100, (int64_t)1 << 62), (long long)generic(1, 10, 3));
  return 0;
}
