#include <stdio.h>
#include <stdint.h>

int64_t gcd(int64_t a, int64_t b);
int32_t collatz(int64_t n);
int32_t next_pow2(int32_t n);

int main(void) {
  printf("gcd(48,18) = %lld\n", (long long)gcd(48, 18));             /* 6 */
  printf("gcd(18,48) = %lld\n", (long long)gcd(18, 48));             /* 6 */
  printf("gcd(17,5) = %lld\n", (long long)gcd(17, 5));               /* 1 */
  printf("gcd(0,9) = %lld\n", (long long)gcd(0, 9));                 /* 9 */
  printf("gcd(9,0) = %lld\n", (long long)gcd(9, 0));                 /* 9 (zero iterations) */
  printf("gcd(1071,462) = %lld\n", (long long)gcd(1071, 462));       /* 21 */
  printf("collatz(1) = %d\n", collatz(1));                           /* 0 */
  printf("collatz(6) = %d\n", collatz(6));                           /* 8 */
  printf("collatz(27) = %d\n", collatz(27));                         /* 111 */
  printf("collatz(97) = %d\n", collatz(97));                         /* 118 */
  printf("next_pow2(1) = %d\n", next_pow2(1));                       /* 1 */
  printf("next_pow2(5) = %d\n", next_pow2(5));                       /* 8 */
  printf("next_pow2(64) = %d\n", next_pow2(64));                     /* 64 */
  printf("next_pow2(1000) = %d\n", next_pow2(1000));                 /* 1024 */
  printf("next_pow2(-3) = %d\n", next_pow2(-3));                     /* 1 */
  return 0;
}
