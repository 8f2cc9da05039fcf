#include <stdint.h>
#include <stdio.h>
int32_t count(int32_t *, int32_t *, int64_t, int64_t, int64_t, int32_t);
int main(void) {
  int32_t m[1] = {3};
  int32_t r = count(m, m, 0, 1, 1, 50);
  printf("%d %d\n", r, m[0]);
  m[0] = -9;
  r = count(m, m, 0, 1, 1, 20);
  printf("%d %d\n", r, m[0]);
  return 0;
}
