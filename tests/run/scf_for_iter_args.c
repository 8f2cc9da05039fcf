#include <stdio.h>
#include <stdint.h>

int64_t sum_range(int64_t lb, int64_t ub, int64_t s);
int64_t factorial(int64_t n);
int32_t sum_sq_i32(int32_t lb, int32_t ub, int32_t s);
double nested_f64(int64_t n, int64_t m);
int64_t count_no_iter(int64_t n);

int main(void) {
  printf("sum_range(0,10,1) = %lld\n", (long long)sum_range(0, 10, 1));   /* 45 */
  printf("sum_range(5,5,1) = %lld\n", (long long)sum_range(5, 5, 1));     /* zero trips: 0 */
  printf("sum_range(10,3,1) = %lld\n", (long long)sum_range(10, 3, 1));   /* lb > ub: 0 */
  printf("sum_range(1,20,3) = %lld\n", (long long)sum_range(1, 20, 3));   /* 1+4+7+10+13+16+19 = 70 */
  printf("sum_range(0,7,7) = %lld\n", (long long)sum_range(0, 7, 7));     /* 0 */
  printf("sum_range(-6,6,4) = %lld\n", (long long)sum_range(-6, 6, 4));   /* -6-2+2 = -6 */
  printf("factorial(0) = %lld\n", (long long)factorial(0));               /* 1 */
  printf("factorial(10) = %lld\n", (long long)factorial(10));             /* 3628800 */
  printf("factorial(20) = %lld\n", (long long)factorial(20));             /* 2432902008176640000 */
  printf("sum_sq_i32(1,5,1) = %d\n", sum_sq_i32(1, 5, 1));                /* sum 10, sq 30 -> 10030 */
  printf("sum_sq_i32(0,10,2) = %d\n", sum_sq_i32(0, 10, 2));              /* sum 20, sq 0+4+16+36+64=120 -> 20120 */
  printf("sum_sq_i32(9,2,1) = %d\n", sum_sq_i32(9, 2, 1));                /* 0 */
  printf("sum_sq_i32(-3,3,1) = %d\n", sum_sq_i32(-3, 3, 1));              /* sum -3, sq 9+4+1+0+1+4=19 -> -2981 */
  printf("nested_f64(3,4) = %.4f\n", nested_f64(3, 4));                   /* 4*(0+1+2) + 3*0.5*(0+1+2+3) = 12+9 = 21 */
  printf("nested_f64(0,4) = %.4f\n", nested_f64(0, 4));                   /* 0 */
  printf("count_no_iter(17) = %lld\n", (long long)count_no_iter(17));     /* 17 */
  printf("count_no_iter(0) = %lld\n", (long long)count_no_iter(0));       /* 0 */
  return 0;
}
