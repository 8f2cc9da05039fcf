#include <stdio.h>
#include <stdint.h>

/* {i64, i64} -> rax:rdx ; {i64, f64} -> rax:xmm0 : both match the C ABI. */
typedef struct { int64_t q, r; } DivMod;
typedef struct { int64_t n; double mean; } CountMean;

DivMod divmod(int64_t a, int64_t b);
CountMean count_mean(int64_t n, double k);
int64_t combine(int64_t a, int64_t b, int32_t x, int32_t y, int32_t z);

int main(void) {
  int64_t cases[][2] = {{17, 5}, {-17, 5}, {17, -5}, {-17, -5}, {20, 4}};
  /* floor division: (3,2) (-4,3) (-4,-3) (3,-2) (5,0) */
  for (int i = 0; i < 5; i++) {
    DivMod d = divmod(cases[i][0], cases[i][1]);
    printf("divmod(%lld,%lld) = (%lld, %lld)\n", (long long)cases[i][0],
           (long long)cases[i][1], (long long)d.q, (long long)d.r);
  }
  CountMean cm = count_mean(4, 2.5); /* (0+1+2+3)*2.5/4 = 3.75 */
  printf("count_mean(4,2.5) = (%lld, %.4f)\n", (long long)cm.n, cm.mean);
  cm = count_mean(10, -1.0);          /* -45/10 = -4.5 */
  printf("count_mean(10,-1) = (%lld, %.4f)\n", (long long)cm.n, cm.mean);
  /* divmod(17,5)=(3,2); min/max/sum(4,-2,9) = (-2,9,11): 3000000+20000+1100+11 = 3021111 */
  printf("combine = %lld\n", (long long)combine(17, 5, 4, -2, 9));
  /* divmod(-7,2)=(-4,1); (1,1,1)->(1,1,3): -4000000+10000+0+3 = -3989997 */
  printf("combine = %lld\n", (long long)combine(-7, 2, 1, 1, 1));
  return 0;
}
