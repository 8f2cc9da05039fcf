#include <stdio.h>
#include <stdint.h>

typedef struct { int64_t count, largest; } P64;

void isort(int32_t *alloc, int32_t *aligned, int64_t off, int64_t n, int64_t stride);
P64 sieve(int64_t n);

static void show(const char *tag, int32_t *v, int n) {
  printf("%s:", tag);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int32_t a[10] = {5, -2, 9, 0, 5, 3, -7, 100, 1, 2};
  isort(a, a, 0, 10, 1);
  show("sorted", a, 10);                 /* -7 -2 0 1 2 3 5 5 9 100 */
  int32_t b[5] = {5, 4, 3, 2, 1};
  isort(b, b, 0, 5, 1);
  show("reversed", b, 5);                /* 1 2 3 4 5 */
  int32_t c[1] = {42};
  isort(c, c, 0, 1, 1);
  show("single", c, 1);                  /* 42 */
  isort(c, c, 0, 0, 1);                  /* empty: no-op */
  /* sort only the middle 4 of d via aligned pointer d+2 */
  int32_t d[8] = {9, 9, 4, 3, 2, 1, 0, 0};
  isort(d, d + 2, 0, 4, 1);
  show("middle", d, 8);                  /* 9 9 1 2 3 4 0 0 */
  int64_t ns[] = {2, 3, 10, 30, 100, 1000};
  /* (0,0) (1,2) (4,7) (10,29) (25,97) (168,997) */
  for (int i = 0; i < 6; i++) {
    P64 r = sieve(ns[i]);
    printf("sieve(%lld) = (%lld, %lld)\n", (long long)ns[i], (long long)r.count, (long long)r.largest);
  }
  return 0;
}
