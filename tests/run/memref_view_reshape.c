#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct { float *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } Desc2f;

float view_rows(char *, char *, int64_t, int64_t, int64_t, int64_t, int64_t);
int64_t view_fill(char *, char *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t);
float reshape_rows(float *, float *, int64_t, int64_t, int64_t, int64_t *, int64_t *, int64_t, int64_t, int64_t);
Desc2f reshape_3xn(float *, float *, int64_t, int64_t, int64_t, int64_t *, int64_t *, int64_t, int64_t, int64_t);
float reshape_unranked(float *, float *, int64_t, int64_t, int64_t, int64_t *, int64_t *, int64_t, int64_t, int64_t);
int64_t reshape_unranked_strides(float *, float *, int64_t, int64_t, int64_t, int64_t *, int64_t *, int64_t, int64_t,
                                 int64_t);

int main(void) {
  _Alignas(16) char bytes[16 + 12 * sizeof(float)];
  float f[12];
  for (int i = 0; i < 12; i++) f[i] = (float)(i + 1);
  memcpy(bytes + 16, f, sizeof f);
  printf("view_rows(shift 16, 3 rows) = %.1f\n", view_rows(bytes, bytes, 0, sizeof bytes, 1, 16, 3));
  printf("view_rows(shift 32, 2 rows) = %.1f\n", view_rows(bytes, bytes, 0, sizeof bytes, 1, 32, 2));
  printf("view_rows(shift 16, 0 rows) = %.1f\n", view_rows(bytes, bytes, 0, sizeof bytes, 1, 16, 0));

  _Alignas(16) char buf[128];
  memset(buf, 0, sizeof buf);
  int64_t s0 = view_fill(buf, buf, 0, 128, 1, 8, 3, 4);
  int32_t out[24];
  memcpy(out, buf + 8, sizeof out);
  printf("view_fill stride0 = %lld:", (long long)s0);
  for (int i = 0; i < 24; i++) printf(" %d", out[i]);
  printf("\n");
  int32_t before;
  memcpy(&before, buf + 4, 4);
  printf("view_fill left byte 4..7 alone: %d\n", before);

  float v[12];
  for (int i = 0; i < 12; i++) v[i] = (float)(i + 1);
  int64_t shape[3] = {3, 4, 0};
  printf("reshape_rows(3x4) = %.1f\n", reshape_rows(v, v, 0, 12, 1, shape, shape, 0, 2, 1));
  shape[0] = 4, shape[1] = 3;
  printf("reshape_rows(4x3) = %.1f\n", reshape_rows(v, v, 0, 12, 1, shape, shape, 0, 2, 1));
  shape[0] = 2, shape[1] = 6;
  printf("reshape_rows(2x6) = %.1f\n", reshape_rows(v, v, 0, 12, 1, shape, shape, 0, 2, 1));
  shape[0] = 12, shape[1] = 1;
  printf("reshape_rows(12x1) = %.1f\n", reshape_rows(v, v, 0, 12, 1, shape, shape, 0, 2, 1));

  shape[0] = 3, shape[1] = 4;
  Desc2f d = reshape_3xn(v, v + 0, 0, 12, 1, shape, shape, 0, 2, 1);
  printf("reshape_3xn: same buffer %d, offset %lld, sizes %lld %lld, strides %lld %lld, [2][3] = %.0f\n",
         d.aligned == v, (long long)d.offset, (long long)d.sizes[0], (long long)d.sizes[1],
         (long long)d.strides[0], (long long)d.strides[1], d.aligned[d.offset + 2 * d.strides[0] + 3 * d.strides[1]]);

  shape[0] = 3, shape[1] = 4;
  printf("reshape_unranked(3x4) = %.1f\n", reshape_unranked(v, v, 0, 12, 1, shape, shape, 0, 2, 1));
  shape[0] = 2, shape[1] = 6;
  printf("reshape_unranked(2x6) = %.1f\n", reshape_unranked(v, v, 0, 12, 1, shape, shape, 0, 2, 1));
  int64_t shape3[3] = {2, 3, 2};
  printf("reshape_unranked_strides(2x3x2) = %lld\n",
         (long long)reshape_unranked_strides(v, v, 0, 12, 1, shape3, shape3, 0, 3, 1));
  shape3[0] = 1, shape3[1] = 1, shape3[2] = 12;
  printf("reshape_unranked_strides(1x1x12) = %lld\n",
         (long long)reshape_unranked_strides(v, v, 0, 12, 1, shape3, shape3, 0, 3, 1));
  return 0;
}
