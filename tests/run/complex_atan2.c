#include <math.h>
#include <stdio.h>
#include <string.h>
typedef struct { float re, im; } c32;
typedef struct { double re, im; } c64;
/* complex<f32> by value is two floats; a result comes through the C interface */
void _mlir_ciface_at32(c32 *, float, float, float, float);
void _mlir_ciface_at16(c32 *, float, float, float, float);
c64 at64(double, double, double, double);
/* the bits, but one NaN for all: a NaN's sign differs between -O0 and -O2 */
static unsigned b32(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
static unsigned long long b64(double f) { unsigned long long u; memcpy(&u, &f, 8); return isnan(f) ? 0x7ff8000000000000ull : u; }
static void row(double a, double b, double c, double d) {
  c32 x, h; _mlir_ciface_at32(&x, a, b, c, d); _mlir_ciface_at16(&h, a, b, c, d);
  c64 p = at64(a, b, c, d);   /* nnan: no NaN in, none out */
  if (isnan(a) || isnan(b) || isnan(c) || isnan(d)) p.re = p.im = 0;
  printf("%08x %08x %016llx %016llx %08x %08x\n", b32(x.re), b32(x.im), b64(p.re), b64(p.im), b32(h.re), b32(h.im));
}
int main(void) {
  /* atan2(y, x), y = v[i] + v[j] i, x = v[k] + v[l] i: f32, f64, f16 (in f32);
   * then finite parts, tiny and huge ones among them (squares that overflow) */
  double v[] = {0.0, -0.0, 1.0, -2.5, INFINITY, -INFINITY, NAN};
  double w[] = {0.75, -1.5, 1e-30, -1e30, 3.0};
  int n = sizeof v / sizeof v[0], m = sizeof w / sizeof w[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++) for (int l = 0; l < n; l++)
    row(v[i], v[j], v[k], v[l]);
  for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) for (int k = 0; k < m; k++) for (int l = 0; l < m; l++)
    row(w[i], w[j], w[k], w[l]);
}
