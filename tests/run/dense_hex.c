#include <stdint.h>
#include <stdio.h>
typedef int16_t v128 __attribute__((vector_size(256)));
v128 vec(void);
int32_t sum_hsplat(void);
double sum_f32s(void);
double sum_i32s(void);
double sum_f16s(void);
double sum_bf16s(void);
double sum_i8s(void);
double sum_i64s(void);
double sum_f64s(void);
double sum_i17s(void);
double sum_idx(void);
double sum_splat(void);
int main(void) {
  printf("f32s %.17g\n", sum_f32s());
  printf("i32s %.17g\n", sum_i32s());
  printf("f16s %.17g\n", sum_f16s());
  printf("bf16s %.17g\n", sum_bf16s());
  printf("i8s %.17g\n", sum_i8s());
  printf("i64s %.17g\n", sum_i64s());
  printf("f64s %.17g\n", sum_f64s());
  printf("i17s %.17g\n", sum_i17s());
  printf("idx %.17g\n", sum_idx());
  printf("splat %.17g\n", sum_splat());
  v128 v = vec(); long long h = 0; for (int i = 0; i < 128; i++) h = h * 31 + v[i]; printf("vec %lld\n", h);
  printf("hsplat %d\n", sum_hsplat());
  return 0;
}
