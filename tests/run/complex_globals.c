#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
float list_part(intptr_t, intptr_t, bool);
double splat_sum(void);
float many_sum(bool);
double bump(double);
int main(void) {
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      printf("list[%d][%d] %.9g %.9g\n", i, j, list_part(i, j, false), list_part(i, j, true));
  printf("splat %.17g\n", splat_sum());
  printf("many %.9g %.9g\n", many_sum(false), many_sum(true));
  printf("bump %.17g %.17g\n", bump(2.0), bump(0.5));
  return 0;
}
