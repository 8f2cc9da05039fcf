#include <stdio.h>
#include <stdint.h>

int64_t digits_or_bits(int32_t mode, int64_t n);
int32_t nested(int32_t n);

int main(void) {
  printf("digits(0) = %lld\n", (long long)digits_or_bits(0, 0));              /* 0 */
  printf("digits(12345) = %lld\n", (long long)digits_or_bits(0, 12345));      /* 15 */
  printf("digits(-1 as u64) = %lld\n", (long long)digits_or_bits(0, -1));     /* 18446744073709551615 -> 87 */
  printf("bits(255) = %lld\n", (long long)digits_or_bits(1, 255));            /* 8 */
  printf("bits(-1) = %lld\n", (long long)digits_or_bits(1, -1));              /* 64 */
  printf("bits(2^40+5) = %lld\n", (long long)digits_or_bits(1, (1LL << 40) + 5)); /* 3 */
  printf("mode 7 = %lld\n", (long long)digits_or_bits(7, 123));               /* -1 */
  int32_t ns[] = {-2, 0, 2, 5, 6, 10};
  /* 0 0 1 500 18 72 */
  for (int i = 0; i < 6; i++) printf("nested(%d) = %d\n", ns[i], nested(ns[i]));
  return 0;
}
