/* The vector.print functions of MLIR's runtime library
 * (libmlir_c_runner_utils), printing as it does: for the drivers of the
 * tests of vector.print */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
void printI64(int64_t i) { printf("%" PRId64, i); }
void printU64(uint64_t u) { printf("%" PRIu64, u); }
void printF32(float f) { if (isnan(f) && signbit(f)) printf("-nan"); else printf("%g", f); }
void printF64(double d) { if (isnan(d) && signbit(d)) printf("-nan"); else printf("%lg", d); }
void printF16(uint16_t h) {   /* its bits, decoded here: clang 14 has no _Float16 */
  int e = h >> 10 & 31, m = h & 1023;
  float f = e == 31 ? (m ? NAN : INFINITY) : e ? ldexpf(1024 + m, e - 25) : ldexpf(m, -24);
  printF32(h >> 15 ? -f : f);
}
void printBF16(uint16_t bits) { uint32_t w = (uint32_t)bits << 16; float f; memcpy(&f, &w, 4); printF32(f); }
void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }
