#include <stdint.h>
#include <stdio.h>
float sum_scoped(intptr_t, intptr_t);
void fill(int64_t *, int64_t *, intptr_t, intptr_t, intptr_t, intptr_t);
intptr_t maybe(_Bool, intptr_t);
int main(void) {
  printf("sum_scoped %.1f\n", sum_scoped(20000, 4096));   /* 20000 * (4095 + 1) */
  int64_t out[1] = {0};
  fill(out, out, 0, 1, 1, 30000);
  printf("fill %lld\n", (long long)out[0]);   /* the last square: 29999^2 */
  printf("maybe %ld %ld\n", (long)maybe(1, 21), (long)maybe(0, 21));
  return 0;
}
