#include <stdint.h>
#include <stdio.h>

int64_t drive(int64_t x);

int main(void) {
  /* weigh20(x, x+1, ..., x+17, x, x) - x
   *   = sum_{i<18} (i+1)(x+i) + 19x + 20x - x
   *   = 171x + 1938 + 38x = 209x + 1938 */
  for (int64_t x = -2; x <= 2; x++)
    printf("drive(%lld) = %lld (expected %lld)\n", (long long)x, (long long)drive(x),
           (long long)(209 * x + 1938));
  return 0;
}
