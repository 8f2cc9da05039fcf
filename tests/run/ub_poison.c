#include <stdint.h>
#include <stdio.h>
typedef float v2f __attribute__((vector_size(8)));
typedef int32_t v3i __attribute__((vector_size(16)));   /* <3 x i32> is passed as a <4 x i32> */
typedef struct { double re, im; } c64;
typedef struct { int64_t rank; void *desc; } unranked;
v2f fill(float, float);
int32_t fill2d(v3i, v3i);
int64_t pick(_Bool, int64_t);
float choose(_Bool, float *, float *, intptr_t, intptr_t, intptr_t);
double others(_Bool, c64, intptr_t, int64_t, void *);
int32_t digit(int32_t);
int32_t region(int32_t);
int main(void) {
  v2f f = fill(1.5f, -2.0f);
  printf("fill %g %g\n", f[0], f[1]);
  v3i a = {1, 2, 3, 0}, b = {40, 50, 60, 0};
  printf("fill2d %d\n", fill2d(a, b));
  printf("pick %lld %lld\n", (long long)pick(1, 7), (long long)pick(0, 7));
  float m[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  printf("choose %g\n", choose(1, m, m, 0, 4, 1));
  int64_t desc[5] = {0};
  c64 z = {2.25, -1};
  printf("others %g\n", others(1, z, 10, 3, desc));
  printf("digit %d %d\n", digit(0), digit(1));
  printf("region %d %d\n", region(7), region(0));
  return 0;
}
