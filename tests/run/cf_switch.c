#include <stdio.h>
#include <stdint.h>

int32_t sw(int32_t v);
int32_t sw8(int32_t v);
int64_t sw64(int64_t v);
int32_t sw_default(int32_t v);

int main(void) {
  /* sw: 0->200 5->300 -3->-1 9->63 others->100 */
  int32_t vs[] = {0, 5, -3, 9, 1, 100};
  for (int i = 0; i < 6; i++) printf("sw(%d) = %d\n", vs[i], sw(vs[i]));
  /* sw8: 255 -> i8 -1 -> 1 ; -1 -> 1 ; 127 -> 2 ; 383 (0x17f) -> 127 -> 2 ; 128 -> -128 -> 3 */
  int32_t ws[] = {255, -1, 127, 383, 128};
  for (int i = 0; i < 5; i++) printf("sw8(%d) = %d\n", ws[i], sw8(ws[i]));
  /* sw64: 2^32 -> 1 ; -1 -> 2 ; INT64_MIN -> 3 ; 0 and 2^32+1 -> v*2 (default passes a computed value) */
  int64_t xs[] = {4294967296LL, -1, INT64_MIN, 0, 4294967297LL};
  for (int i = 0; i < 5; i++) printf("sw64(%lld) = %lld\n", (long long)xs[i], (long long)sw64(xs[i]));
  printf("sw_default(5) = %d\n", sw_default(5));     /* 6 */
  printf("sw_default(-5) = %d\n", sw_default(-5));   /* -4 */
  return 0;
}
