#include <stdio.h>
#include <stdint.h>

int32_t rank3_static(void);
int64_t rank3_dyn_alloca(int64_t n, int64_t m, int64_t p);

int main(void) {
  printf("rank3_static = %d\n", rank3_static());               /* 1476 */
  /* n=3,m=4,p=2: sum i*j over (i,j) = 3*6=18, times p=2 -> 36 ; minus sum k = 1 per (i,j) -> 12 ; 24 */
  printf("rank3_dyn_alloca(3,4,2) = %lld\n", (long long)rank3_dyn_alloca(3, 4, 2));
  /* n=2,m=2,p=5: sum i*j = 1, *5 = 5 ; minus (0+..+4)*4 = 40 ; -35 */
  printf("rank3_dyn_alloca(2,2,5) = %lld\n", (long long)rank3_dyn_alloca(2, 2, 5));
  return 0;
}
