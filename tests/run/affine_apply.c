#include <stdint.h>
#include <stdio.h>
/* index: 64 bits, or what affine_apply_index32.c defines */
#ifndef IDX
#define IDX int64_t
#define IDX_MAX INT64_MAX
#endif
IDX f0(IDX, IDX, IDX);
IDX f1(IDX, IDX, IDX);
IDX f2(IDX, IDX, IDX);
IDX f3(IDX, IDX, IDX);
IDX f4(IDX, IDX, IDX);
IDX f5(IDX, IDX, IDX);
IDX f6(IDX, IDX, IDX);
IDX f7(IDX, IDX, IDX);
IDX f8(IDX, IDX, IDX);
IDX f9(IDX, IDX, IDX);
IDX f10(IDX, IDX, IDX);
IDX f11(IDX, IDX, IDX);
IDX f12(IDX, IDX, IDX);
IDX f13(IDX, IDX, IDX);
IDX f14(IDX, IDX, IDX);
IDX f15(IDX, IDX, IDX);
IDX f16(IDX, IDX, IDX);
int main(void) {
  unsigned long long h;
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f0(a, b, s);
  printf("f0 %lld %lld %lld %llu\n", (long long)f0(-13, 5, -4), (long long)f0(11, -6, 3), (long long)f0(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f1(a, b, s);
  printf("f1 %lld %lld %lld %llu\n", (long long)f1(-13, 5, -4), (long long)f1(11, -6, 3), (long long)f1(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f2(a, b, s);
  printf("f2 %lld %lld %lld %llu\n", (long long)f2(-13, 5, -4), (long long)f2(11, -6, 3), (long long)f2(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f3(a, b, s);
  printf("f3 %lld %lld %lld %llu\n", (long long)f3(-13, 5, -4), (long long)f3(11, -6, 3), (long long)f3(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f4(a, b, s);
  printf("f4 %lld %lld %lld %llu\n", (long long)f4(-13, 5, -4), (long long)f4(11, -6, 3), (long long)f4(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f5(a, b, s);
  printf("f5 %lld %lld %lld %llu\n", (long long)f5(-13, 5, -4), (long long)f5(11, -6, 3), (long long)f5(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f6(a, b, s);
  printf("f6 %lld %lld %lld %llu\n", (long long)f6(-13, 5, -4), (long long)f6(11, -6, 3), (long long)f6(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f7(a, b, s);
  printf("f7 %lld %lld %lld %llu\n", (long long)f7(-13, 5, -4), (long long)f7(11, -6, 3), (long long)f7(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f8(a, b, s);
  printf("f8 %lld %lld %lld %llu\n", (long long)f8(-13, 5, -4), (long long)f8(11, -6, 3), (long long)f8(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f9(a, b, s);
  printf("f9 %lld %lld %lld %llu\n", (long long)f9(-13, 5, -4), (long long)f9(11, -6, 3), (long long)f9(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f10(a, b, s);
  printf("f10 %lld %lld %lld %llu\n", (long long)f10(-13, 5, -4), (long long)f10(11, -6, 3), (long long)f10(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f11(a, b, s);
  printf("f11 %lld %lld %lld %llu\n", (long long)f11(-13, 5, -4), (long long)f11(11, -6, 3), (long long)f11(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f12(a, b, s);
  printf("f12 %lld %lld %lld %llu\n", (long long)f12(-13, 5, -4), (long long)f12(11, -6, 3), (long long)f12(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f13(a, b, s);
  printf("f13 %lld %lld %lld %llu\n", (long long)f13(-13, 5, -4), (long long)f13(11, -6, 3), (long long)f13(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f14(a, b, s);
  printf("f14 %lld %lld %lld %llu\n", (long long)f14(-13, 5, -4), (long long)f14(11, -6, 3), (long long)f14(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f15(a, b, s);
  printf("f15 %lld %lld %lld %llu\n", (long long)f15(-13, 5, -4), (long long)f15(11, -6, 3), (long long)f15(IDX_MAX / 2, -1, 2), h);
  h = 0;
  for (IDX a = -13; a <= 13; a++)
    for (IDX b = -7; b <= 7; b += 2)
      for (IDX s = -5; s <= 6; s++)
        h = h * 1000003u + (unsigned long long)f16(a, b, s);
  printf("f16 %lld %lld %lld %llu\n", (long long)f16(-13, 5, -4), (long long)f16(11, -6, 3), (long long)f16(IDX_MAX / 2, -1, 2), h);
  return 0;
}
