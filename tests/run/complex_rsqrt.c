#include <math.h>
#include <stdio.h>
#include <string.h>
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
void _mlir_ciface_rs32(c32 *, float, float);
c64 rs64(double, double);
float rs16(float, float);
static unsigned b32(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
static unsigned long long b64(double f) { unsigned long long u; memcpy(&u, &f, 8); return isnan(f) ? 0x7ff8000000000000ull : u; }
int main(void) {
  double v[] = {0.0, -0.0, 0.5, -0.7, 1.0, 3.0, -2.5, 1e30, 1e-30, 1e300, INFINITY, -INFINITY, NAN};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
    c32 x; _mlir_ciface_rs32(&x, v[i], v[j]);
    c64 p = rs64(v[i], v[j]);   /* nnan: no NaN in, none out */
    if (isnan(v[i]) || isnan(v[j])) p.re = p.im = 0;
    float h = rs16(v[i], v[j]);
    printf("%08x %08x %016llx %016llx %a\n", b32(x.re), b32(x.im), b64(p.re), b64(p.im), isnan(h) ? NAN : h);
  }
}
