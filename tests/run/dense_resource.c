#include <stdint.h>
#include <stdio.h>
float get_f32s(intptr_t, intptr_t);
intptr_t get_f32s_addr(void);
int16_t get_i16s(intptr_t);
int8_t get_i8s(intptr_t);
int64_t get_i64s(intptr_t, intptr_t);
double get_f64s(intptr_t);
float get_f16s(intptr_t);
intptr_t get_idx(intptr_t);
int32_t get_zeros(intptr_t);
int32_t get_i32s(intptr_t);
float get_scalar(void);
int32_t get_bump(intptr_t, int32_t);
int main(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      printf("f32s[%d][%d] %g\n", i, j, get_f32s(i, j));
  printf("f32s aligned to 64: %d\n", get_f32s_addr() % 64 == 0);
  for (int i = 0; i < 10; i++) printf("i16s[%d] %d\n", i, get_i16s(i));
  for (int i = 0; i < 6; i++) printf("i8s[%d] %d\n", i, get_i8s(i));
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      printf("i64s[%d][%d] %lld\n", i, j, (long long)get_i64s(i, j));
  for (int i = 0; i < 3; i++) printf("f64s[%d] %.17g\n", i, get_f64s(i));
  for (int i = 0; i < 4; i++) printf("f16s[%d] %.9g\n", i, get_f16s(i));
  for (int i = 0; i < 4; i++) printf("idx[%d] %lld\n", i, (long long)get_idx(i));
  for (int i = 0; i < 8; i++) printf("zeros[%d] %d\n", i, get_zeros(i));
  for (int i = 0; i < 6; i++) printf("i32s[%d] %d\n", i, get_i32s(i));
  printf("scalar %g\n", get_scalar());
  printf("bump %d %d %d\n", get_bump(0, 1), get_bump(2, 2), get_bump(0, 3));
  return 0;
}
