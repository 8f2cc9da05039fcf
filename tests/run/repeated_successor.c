#include <stdio.h>
#include <stdint.h>

int32_t pick(int32_t x, int32_t a, int32_t b);
int32_t swap_pick(int32_t x, int32_t a, int32_t b);
int64_t fib_cf(int32_t n);
int32_t rotate(int32_t k);

int main(void) {
  printf("pick(1,10,20) = %d\n", pick(1, 10, 20));     /* 11 */
  printf("pick(-1,10,20) = %d\n", pick(-1, 10, 20));   /* 21 */
  printf("pick(0,10,20) = %d\n", pick(0, 10, 20));     /* 21 */
  printf("swap_pick(1,3,4) = %d\n", swap_pick(1, 3, 4)); /* 34 */
  printf("swap_pick(0,3,4) = %d\n", swap_pick(0, 3, 4)); /* 43 */
  printf("fib_cf(0) = %lld\n", (long long)fib_cf(0));   /* 0 */
  printf("fib_cf(1) = %lld\n", (long long)fib_cf(1));   /* 1 */
  printf("fib_cf(10) = %lld\n", (long long)fib_cf(10)); /* 55 */
  printf("fib_cf(90) = %lld\n", (long long)fib_cf(90)); /* 2880067194370816120 */
  /* rotate: 0->123 1->231 2->312 3->123 4->231 */
  for (int k = 0; k <= 4; k++) printf("rotate(%d) = %d\n", k, rotate(k));
  return 0;
}
