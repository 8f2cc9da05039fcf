#include <stdio.h>
#include <stdint.h>

int32_t fib(int32_t n);
int64_t fact(int64_t n);
int32_t is_even(int32_t n);
int32_t is_odd(int32_t n);
int64_t ack(int64_t m, int64_t n);

int main(void) {
  /* fib: 0 1 1 2 3 5 8 13 21 34 55 ; fib(25) = 75025 */
  printf("fib:");
  for (int i = 0; i <= 10; i++) printf(" %d", fib(i));
  printf("\n");
  printf("fib(25) = %d\n", fib(25));
  printf("fact(0) = %lld\n", (long long)fact(0));     /* 1 */
  printf("fact(5) = %lld\n", (long long)fact(5));     /* 120 */
  printf("fact(15) = %lld\n", (long long)fact(15));   /* 1307674368000 */
  printf("is_even(10) = %d, is_odd(10) = %d\n", is_even(10), is_odd(10));  /* 1, 0 */
  printf("is_even(7) = %d, is_odd(7) = %d\n", is_even(7), is_odd(7));      /* 0, 1 */
  printf("ack(2,3) = %lld\n", (long long)ack(2, 3));  /* 9 */
  printf("ack(3,3) = %lld\n", (long long)ack(3, 3));  /* 61 */
  return 0;
}
