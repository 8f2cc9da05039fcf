#include <math.h>
#include <stdio.h>
#include <string.h>
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
void _mlir_ciface_pw32(c32 *, float, float, float, float);
c64 pw64(double, double, double, double);
static unsigned b32(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
static unsigned long long b64(double f) { unsigned long long u; memcpy(&u, &f, 8); return isnan(f) ? 0x7ff8000000000000ull : u; }
int main(void) {
  double v[] = {0.0, -0.0, 1.0, 0.5, -0.7, 2.0, -3.0, INFINITY, -INFINITY, NAN};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k += 3) for (int l = 0; l < n; l += 2) {
    c32 x; _mlir_ciface_pw32(&x, v[i], v[j], v[k], v[l]);
    c64 p = pw64(v[i], v[j], v[k], v[l]);   /* nnan: no NaN in, none out */
    if (isnan(v[i]) || isnan(v[j]) || isnan(v[k]) || isnan(v[l])) p.re = p.im = 0;
    printf("%08x %08x %016llx %016llx\n", b32(x.re), b32(x.im), b64(p.re), b64(p.im));
  }
}
