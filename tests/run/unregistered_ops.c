#include <stdint.h>
#include <stdio.h>

int64_t acme_scale(int32_t a) __asm__("acme.scale");
void acme_log(int64_t x) __asm__("acme.log");
typedef struct { int64_t q, r; } DivMod;
DivMod acme_divmod(int64_t x) __asm__("acme.divmod");
int64_t acme_count_positive(float *, float *, int64_t, int64_t, int64_t) __asm__("acme.count_positive");
int64_t run(int32_t a, float *, float *, int64_t, int64_t, int64_t);

int64_t acme_scale(int32_t a) { return (int64_t)a * 3; }
void acme_log(int64_t x) { printf("log %lld\n", (long long)x); }
DivMod acme_divmod(int64_t x) { return (DivMod){x / 7, x % 7}; }
int64_t acme_count_positive(float *alloc, float *aligned, int64_t off, int64_t n, int64_t stride) {
  (void)alloc;
  int64_t c = 0;
  for (int64_t i = 0; i < n; i++) c += aligned[off + i * stride] > 0;
  return c;
}

int main(void) {
  float v[5] = {1, -2, 3, 0, 5};
  /* scale(10) = 30; 30 / 7 = 4 rem 2; 3 positive: 4 * 3 + 2 = 14 */
  printf("run = %lld\n", (long long)run(10, v, v, 0, 5, 1));
  return 0;
}
