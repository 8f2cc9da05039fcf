#include <stdint.h>
#include <stdio.h>
#define M1(T) T *, T *, intptr_t, intptr_t, intptr_t
#define M2(T) T *, T *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t
void read1(M1(float), intptr_t, M1(float));
void write1(M1(int32_t), intptr_t, intptr_t);
void read_row(M2(double), intptr_t, intptr_t, intptr_t, M1(double));
void read_block(M2(int16_t), intptr_t, intptr_t, M2(int16_t));
void write_block(M2(int8_t), intptr_t, intptr_t, intptr_t, intptr_t);
float window(M2(float), intptr_t, M2(float));
void generic(M1(int64_t), intptr_t, intptr_t);
int main(void) {
  /* the vector reads 8 elements of a buffer of 10; the last 2 are not its */
  float f[10] = {0, 1, 2, 3, 4, 5, 6, 7, 1000, 1001};
  for (intptr_t i = 0; i <= 9; i += (i < 4 ? 4 : 1)) {
    float o[4];
    read1(f, f, 0, 8, 1, i, o, o, 0, 4, 1);
    printf("read1 %ld: %g %g %g %g\n", (long)i, o[0], o[1], o[2], o[3]);
  }
  for (intptr_t k = 0; k <= 4; k += 2)
    for (intptr_t i = 3; i <= 6; i += 3) {
      int32_t w[8] = {0};
      write1(w, w, 0, 7, 1, i, k);   /* w[7] is past the memref's end */
      printf("write1 %ld %ld:", (long)i, (long)k);
      for (int j = 0; j < 8; j++) printf(" %d", w[j]);
      printf("\n");
    }
  double d[3][6];
  for (int i = 0; i < 18; i++) (&d[0][0])[i] = i * 0.5;
  for (intptr_t j = 0; j <= 5; j += 5)
    for (intptr_t k = 1; k <= 4; k += 3) {
      double o[4];
      /* a 3x5 matrix in rows of 6 */
      read_row(&d[0][0], &d[0][0], 0, 3, 5, 6, 1, 2, j, k, o, o, 0, 4, 1);
      printf("read_row %ld %ld: %g %g %g %g\n", (long)j, (long)k, o[0], o[1], o[2], o[3]);
    }
  int16_t s[4][5];
  for (int i = 0; i < 20; i++) (&s[0][0])[i] = (int16_t)(i * 3);
  intptr_t at[][2] = {{0, 0}, {1, 1}, {2, 3}, {3, 4}, {4, 0}};
  for (int t = 0; t < 5; t++) {
    int16_t o[3][4];
    read_block(&s[0][0], &s[0][0], 0, 4, 5, 5, 1, at[t][0], at[t][1], &o[0][0], &o[0][0], 0, 3, 4, 4, 1);
    printf("read_block %ld %ld:", (long)at[t][0], (long)at[t][1]);
    for (int i = 0; i < 12; i++) printf(" %d", (&o[0][0])[i]);
    printf("\n");
  }
  intptr_t wb[][4] = {{0, 0, 2, 4}, {1, 3, 2, 4}, {2, 1, 1, 2}, {0, 2, 2, 0}, {2, 5, 2, 4}};
  for (int t = 0; t < 5; t++) {
    int8_t b[4][6] = {{0}};
    /* a 4x5 matrix in rows of 6: column 5 is not its */
    write_block(&b[0][0], &b[0][0], 0, 4, 5, 6, 1, wb[t][0], wb[t][1], wb[t][2], wb[t][3]);
    printf("write_block %ld %ld %ld %ld:", (long)wb[t][0], (long)wb[t][1], (long)wb[t][2], (long)wb[t][3]);
    for (int i = 0; i < 24; i++) printf(" %d", (&b[0][0])[i]);
    printf("\n");
  }
  float g[4][4], o[2][3];
  for (int i = 0; i < 16; i++) (&g[0][0])[i] = (float)(i * i);
  for (intptr_t off = 0; off <= 2; off++) {
    float r = window(&g[0][0], &g[0][0], 0, 4, 4, 4, 1, off, &o[0][0], &o[0][0], 0, 2, 3, 3, 1);
    printf("window %ld: %g |", (long)off, r);
    for (int i = 0; i < 6; i++) printf(" %g", (&o[0][0])[i]);
    printf("\n");
  }
  intptr_t ij[][2] = {{0, 4}, {3, 0}, {6, 1}};
  for (int t = 0; t < 3; t++) {
    int64_t q[7] = {1, 2, 3, 4, 5, 6, 7};   /* q[6] is not the memref's */
    generic(q, q, 0, 6, 1, ij[t][0], ij[t][1]);
    printf("generic %ld %ld:", (long)ij[t][0], (long)ij[t][1]);
    for (int j = 0; j < 7; j++) printf(" %lld", (long long)q[j]);
    printf("\n");
  }
  return 0;
}
