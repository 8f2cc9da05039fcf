#include <stdio.h>
#include <stdint.h>
#include <math.h>

typedef float v4f __attribute__((vector_size(16)));
typedef int32_t v4i __attribute__((vector_size(16)));

/* (x, y, z, k, memref<37xT> out): the memref unbundled after the scalars */
void ops64(double x, double y, double z, int32_t k, double *a, double *p, int64_t off, int64_t n, int64_t s);
void ops32(float x, float y, float z, int32_t k, float *a, float *p, int64_t off, int64_t n, int64_t s);
float half(float x);
v4f vec(v4f v, v4f w);
int32_t classify(double x);
v4i classify_vec(v4f v);

static const char *names[] = {"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc", "atan2", "powf", "copysign", "fma", "fpowi", "sin", "cos"};

static void show(double v) {
  if (isnan(v)) printf(" nan");
  else printf(" %.6g", v);
}

static void run(double x, double y, double z, int32_t k) {
  double o[37];
  float f[37];
  ops64(x, y, z, k, o, o, 0, 37, 1);
  ops32((float)x, (float)y, (float)z, k, f, f, 0, 37, 1);
  printf("x=%g y=%g z=%g k=%d\n", x, y, z, k);
  for (int i = 0; i < 37; i++) {
    printf("  %-9s", names[i]);
    show(o[i]);
    show(f[i]);
    printf("\n");
  }
}

int main(void) {
  run(0.5, 2.0, -1.0, 3);
  run(1.5, -0.25, 4.0, -2);
  run(-2.5, 3.0, 0.5, 0);
  run(4.0, 0.5, 1e-3, 10);
  run(0.0, -0.0, 0.0, -1);
  float hs[] = {0.25f, 2.0f, 9.0f, 100.0f};
  for (int i = 0; i < 4; i++) {
    printf("half(%g) =", hs[i]);
    show(half(hs[i]));
    printf("\n");
  }
  v4f r = vec((v4f){0.5f, 1.0f, 2.0f, 9.0f}, (v4f){1.0f, -2.0f, 0.5f, 3.0f});
  printf("vec:");
  for (int i = 0; i < 4; i++) show(r[i]);
  printf("\n");
  double cs[] = {1.0, -0.0, INFINITY, -INFINITY, NAN, 1e-310, 1.7e308};
  for (int i = 0; i < 7; i++)
    printf("classify(%g) = %d\n", cs[i], classify(cs[i]));
  v4i cv = classify_vec((v4f){NAN, INFINITY, -3.0f, 1e-40f});
  printf("classify_vec: %d %d %d %d\n", cv[0], cv[1], cv[2], cv[3]);
  return 0;
}
