#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
void _mlir_ciface_pi32(c32 *, float, float, int32_t);
c64 pi64(double, double, int64_t);
static unsigned b32(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
static unsigned long long b64(double f) { unsigned long long u; memcpy(&u, &f, 8); return isnan(f) ? 0x7ff8000000000000ull : u; }
int main(void) {
  double v[] = {0.0, -0.0, 1.0, 0.5, -0.7, 2.0, -3.0, INFINITY, -INFINITY, NAN};
  int e[] = {0, 1, 2, 3, -1, -2, 7, 30};
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) for (int k = 0; k < 8; k++) {
    c32 x; _mlir_ciface_pi32(&x, v[i], v[j], e[k]);
    c64 p = pi64(v[i], v[j], e[k]);

    printf("%08x %08x %016llx %016llx\n", b32(x.re), b32(x.im), b64(p.re), b64(p.im));
  }
}
