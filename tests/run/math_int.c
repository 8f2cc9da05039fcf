#include <stdio.h>
#include <stdint.h>

typedef int32_t v4i __attribute__((vector_size(16)));

/* (a, memref<4xi32> out): the memref unbundled after a */
void bits32(int32_t a, int32_t *al, int32_t *p, int64_t off, int64_t n, int64_t s);
int64_t bits8(int8_t a);
int64_t bits64(int64_t a);
int64_t bits_index(int64_t a);
v4i bits_vec(v4i v);
int32_t ipow32(int32_t b, int32_t p);
int64_t ipow64(int64_t b, int64_t p);
int8_t ipow8(int8_t b, int8_t p);
v4i ipow_vec(v4i b, v4i p);

int main(void) {
  int32_t as[] = {0, 1, -1, 40, -40, 0x7fffffff, INT32_MIN, 0x00f000};
  for (int i = 0; i < 8; i++) {
    int32_t o[4];
    bits32(as[i], o, o, 0, 4, 1);
    printf("bits32(%d) = %d %d %d %d\n", as[i], o[0], o[1], o[2], o[3]);
  }
  int8_t bs[] = {0, 1, -1, 6, -128, 127, 96};
  for (int i = 0; i < 7; i++)
    printf("bits8(%d) = 0x%08llx\n", bs[i], (long long)bits8(bs[i]));
  int64_t cs[] = {0, 1, -1, 1LL << 40, INT64_MIN, 123456789012345LL};
  for (int i = 0; i < 6; i++)
    printf("bits64(%lld) = %lld\n", (long long)cs[i], (long long)bits64(cs[i]));
  printf("bits_index(0) = %lld, bits_index(255) = %lld\n", (long long)bits_index(0), (long long)bits_index(255));
  v4i r = bits_vec((v4i){0, -8, 12, 1 << 30});
  printf("bits_vec = %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  int32_t pb[] = {2, 3, -3, 0, 1, -1, -1, 2, 5, 7, 10};
  int32_t pp[] = {10, 0, 3, 5, -4, -3, -4, -1, 13, 1, 9};
  for (int i = 0; i < 11; i++)
    printf("ipow32(%d, %d) = %d\n", pb[i], pp[i], ipow32(pb[i], pp[i]));
  printf("ipow64(3, 39) = %lld, ipow64(-2, 63) = %lld, ipow64(7, 30) = %lld\n", (long long)ipow64(3, 39),
         (long long)ipow64(-2, 63), (long long)ipow64(7, 30));
  printf("ipow8(3, 5) = %d, ipow8(-2, 7) = %d, ipow8(2, -1) = %d\n", ipow8(3, 5), ipow8(-2, 7), ipow8(2, -1));
  v4i q = ipow_vec((v4i){2, -3, 5, -1}, (v4i){5, 3, 0, 7});
  printf("ipow_vec = %d %d %d %d\n", q[0], q[1], q[2], q[3]);
  return 0;
}
