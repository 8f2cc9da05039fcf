#include <stdio.h>
#include <stdint.h>
#include <math.h>

/* bit k of the result is predicate k:
   0 false 1 oeq 2 ogt 3 oge 4 olt 5 ole 6 one 7 ord 8 ueq 9 ugt 10 uge 11 ult 12 ule 13 une 14 uno 15 true */
int32_t cmp_mask(double a, double b);

int main(void) {
  /* masks: (1,2): false0 oeq0 ogt0 oge0 olt1 ole1 one1 ord1 ueq0 ugt0 uge0 ult1 ule1 une1 uno0 true1 */
  printf("cmp_mask(1,2) = 0x%04x\n", cmp_mask(1.0, 2.0));    /* 0xb8f0 */
  printf("cmp_mask(2,1) = 0x%04x\n", cmp_mask(2.0, 1.0));    /* 0xa6cc */
  printf("cmp_mask(2,2) = 0x%04x\n", cmp_mask(2.0, 2.0));    /* 0x95aa */
  printf("cmp_mask(-0,0) = 0x%04x\n", cmp_mask(-0.0, 0.0));  /* 0x95aa */
  printf("cmp_mask(nan,1) = 0x%04x\n", cmp_mask(NAN, 1.0));  /* 0xff00 */
  printf("cmp_mask(1,nan) = 0x%04x\n", cmp_mask(1.0, NAN));  /* 0xff00 */
  printf("cmp_mask(nan,nan) = 0x%04x\n", cmp_mask(NAN, NAN)); /* 0xff00 */
  printf("cmp_mask(-inf,inf) = 0x%04x\n", cmp_mask(-INFINITY, INFINITY)); /* same as (1,2): 0xb8f0 */
  printf("cmp_mask(inf,inf) = 0x%04x\n", cmp_mask(INFINITY, INFINITY));   /* same as (2,2): 0x95aa */
  return 0;
}
