#include <stdint.h>
#include <stdio.h>
/* clang reads these arguments as extended by the caller: at -O2 it
 * returns them without extending them again */
__attribute__((noinline)) int take_s8(signed char c) { return c; }
__attribute__((noinline)) int take_u16(unsigned short s) { return s; }
__attribute__((noinline)) signed char give_s8(int x) { return (signed char)(x * 3); }
int pass_s8(int8_t, int8_t);
int pass_u16(int16_t, int16_t);
signed char add_s8(signed char, signed char);
unsigned short add_u16(unsigned short, unsigned short);
unsigned short _mlir_ciface_add_u16(unsigned short, unsigned short);
int twice_given(int);
int use_helper(int);
int weak_default(void);
int main(void) {
  printf("pass_s8 %d %d %d\n", pass_s8(100, 100), pass_s8(-100, -100), pass_s8(1, 2));
  printf("pass_u16 %d %d\n", pass_u16(-1, 0), pass_u16(30000, 30000));
  printf("add_s8 %d %d\n", add_s8(100, 100), add_s8(-128, -1));
  printf("add_u16 %d %d\n", add_u16(65535, 2), _mlir_ciface_add_u16(40000, 40000));
  printf("twice_given %d %d\n", twice_given(50), twice_given(-50));
  printf("use_helper %d\n", use_helper(14));
  printf("weak_default %d\n", weak_default());
  return 0;
}
