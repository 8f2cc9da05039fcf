#include <stdio.h>
#include <stdint.h>

typedef struct { int64_t a, b; } P64;

P64 i33_add(int64_t a, int64_t b);
int64_t mulhi_u(int64_t a, int64_t b);
int64_t mulhi_s(int64_t a, int64_t b);
P64 u128_divrem(int64_t hi, int64_t lo);
P64 index_casts(int32_t a);

int main(void) {
  /* expected values were cross-checked against Python big-integer arithmetic */
  int64_t i33c[][2] = {{1, 2}, {4294967295LL, 4294967295LL}, {8589934591LL, 1}, {-1, 0}, {5000000000LL, 5000000000LL}};
  for (int i = 0; i < 5; i++) {
    P64 r = i33_add(i33c[i][0], i33c[i][1]);
    printf("i33_add(%lld,%lld) = (%lld, %lld)\n", (long long)i33c[i][0], (long long)i33c[i][1],
           (long long)r.a, (long long)r.b);
  }
  printf("mulhi_u(2^32,2^32) = %lld\n", (long long)mulhi_u(1LL << 32, 1LL << 32));
  printf("mulhi_u(-1,-1) = %lld\n", (long long)mulhi_u(-1, -1));  /* (2^64-1)^2 >> 64 = 2^64-2 -> -2 */
  printf("mulhi_s(-1,-1) = %lld\n", (long long)mulhi_s(-1, -1));  /* 1 >> 64 = 0 */
  printf("mulhi_s(-2^40,2^40) = %lld\n", (long long)mulhi_s(-(1LL << 40), 1LL << 40));
  printf("mulhi_u(123456789123,987654321987) = %lld\n", (long long)mulhi_u(123456789123LL, 987654321987LL));
  P64 d = u128_divrem(5, 123456789);
  /* (5*2^64 + 123456789) = 92233719723 * 1000000007 + 35176808 */
  printf("u128_divrem(5,123456789) = (%lld, %lld)\n", (long long)d.a, (long long)d.b);
  d = u128_divrem(0, 1000000008);
  printf("u128_divrem(0,1000000008) = (%lld, %lld)\n", (long long)d.a, (long long)d.b);
  P64 ic = index_casts(-5);
  printf("index_casts(-5) = (%lld, %lld)\n", (long long)ic.a, (long long)ic.b);
  ic = index_casts(7);
  printf("index_casts(7) = (%lld, %lld)\n", (long long)ic.a, (long long)ic.b);
  return 0;
}
