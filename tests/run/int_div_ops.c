#include <stdio.h>
#include <stdint.h>

typedef struct { int64_t a, b; } P64;

int32_t op32(int32_t sel, int32_t a, int32_t b);
P64 div8(int32_t a, int32_t b);
P64 cf64(int64_t a, int64_t b);
P64 minmax_u64(int64_t a, int64_t b);

static const char *names[] = {"divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi",
                              "ceildivui", "maxsi", "minsi", "maxui", "minui", "andi", "ori", "xori"};

int main(void) {
  int32_t pairs[][2] = {{17, 5}, {-17, 5}, {17, -5}, {-17, -5}, {15, 5}, {-15, 5}, {0, 7}, {-1, 2}};
  for (int p = 0; p < 8; p++) {
    printf("(%d,%d):", pairs[p][0], pairs[p][1]);
    for (int s = 0; s < 14; s++) printf(" %s=%d", names[s], op32(s, pairs[p][0], pairs[p][1]));
    printf("\n");
  }
  printf("op32(99,1,1) = %d\n", op32(99, 1, 1));
  printf("op32(-1,1,1) = %d\n", op32(-1, 1, 1));
  int32_t d8[][2] = {{200, 7}, {-100, 7}, {100, -7}, {255, 16}, {127, 127}};
  for (int i = 0; i < 5; i++) {
    P64 r = div8(d8[i][0], d8[i][1]);
    printf("div8(%d,%d) = (%lld, %lld)\n", d8[i][0], d8[i][1], (long long)r.a, (long long)r.b);
  }
  int64_t c64[][2] = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {8, 2}, {-8, 2}, {0, 3}, {1, 1000000000000LL}};
  for (int i = 0; i < 8; i++) {
    P64 r = cf64(c64[i][0], c64[i][1]);
    printf("cf64(%lld,%lld) = (%lld, %lld)\n", (long long)c64[i][0], (long long)c64[i][1],
           (long long)r.a, (long long)r.b);
  }
  P64 m = minmax_u64(-1, 5);
  printf("minmax_u64(-1,5) = (%lld, %lld)\n", (long long)m.a, (long long)m.b);
  m = minmax_u64(3, 9);
  printf("minmax_u64(3,9) = (%lld, %lld)\n", (long long)m.a, (long long)m.b);
  return 0;
}
