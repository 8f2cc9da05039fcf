#include <stdio.h>
#include <stdint.h>
#include <math.h>

void saxpy(float, float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t,
           int64_t);
void reduce_i(int32_t *, int32_t *, int64_t, int64_t, int64_t, int32_t, int32_t *, int32_t *, int64_t,
              int64_t, int64_t);
void reduce_f(float *, float *, int64_t, int64_t, int64_t, float, float *, float *, int64_t, int64_t,
              int64_t);
void lanes(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t,
           int64_t, int64_t, int32_t *, int32_t *, int64_t, int64_t, int64_t);

static void show_f(const char *what, const float *v, int n)
{
  printf("%s:", what);
  for (int i = 0; i < n; i++)
    printf(" %g", v[i]);
  printf("\n");
}

int main(void) {
  /* the lengths: a full block and a tail of 5, no tail, a tail only */
  int ns[3] = {13, 16, 3};
  for (int t = 0; t < 3; t++) {
    float x[20], y[20];
    for (int i = 0; i < 20; i++) {
      x[i] = (float)i;
      y[i] = 1000.0f + i;
    }
    saxpy(2.5f, x, x, 0, ns[t], 1, y, y, 0, ns[t], 1, ns[t]);
    printf("n=%d", ns[t]);
    show_f("", y, 18);
  }

  int32_t m[8] = {3, -5, 7, 2, -1, 9, 4, 6};
  int32_t oi[14];
  int32_t accs[3] = {0, -100, 1000};
  for (int t = 0; t < 3; t++) {
    reduce_i(m, m, 0, 8, 1, accs[t], oi, oi, 0, 14, 1);
    printf("i acc %d:", accs[t]);
    for (int i = 0; i < 14; i++)
      printf(" %d", oi[i]);
    printf("\n");
  }

  float fs[3][4] = {{1.5f, -2.0f, 4.0f, 0.5f}, {1.0f, NAN, -3.0f, 2.0f}, {-0.0f, 0.0f, 8.0f, -8.0f}};
  float faccs[3] = {10.0f, -20.0f, NAN};
  for (int t = 0; t < 3; t++)
    for (int a = 0; a < 3; a++) {
      float of[12];
      reduce_f(fs[t], fs[t], 0, 4, 1, faccs[a], of, of, 0, 12, 1);
      printf("f %d acc %g:", t, faccs[a]);
      for (int i = 0; i < 12; i++)
        printf(" %s%g", signbit(of[i]) && of[i] == 0 ? "-" : "", fabsf(of[i]) == 0 ? 0.0 : of[i]);
      printf("\n");
    }

  float v[4] = {1.25f, -2.5f, 3.75f, 1.0f};
  for (int i = 0; i < 4; i++) {
    float out[13];
    int32_t bits[4];
    lanes(v, v, 0, 4, 1, i, 3 - i, out, out, 0, 13, 1, bits, bits, 0, 4, 1);
    show_f("lanes", out, 13);
    printf("bits: %08x %08x %08x %08x\n", bits[0], bits[1], bits[2], bits[3]);
  }
  return 0;
}
