#include <stdint.h>
#include <stdio.h>
typedef struct { float *alloc, *aligned; intptr_t offset, sizes[2], strides[2]; } desc2f;
float trace_t(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);
desc2f transposed(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);
int32_t perm3(int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t,
              intptr_t, intptr_t);
double window_t(double *, double *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);
int64_t spaces(int64_t *, int64_t *, intptr_t, intptr_t, intptr_t, int64_t);
int main(void) {
  float m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) m[i][j] = (float)(10 * i + j);
  printf("trace_t %g\n", trace_t(&m[0][0], &m[0][0], 0, 3, 4, 4, 1));
  desc2f d = transposed(&m[0][0], &m[0][0], 0, 3, 4, 4, 1);
  printf("transposed sizes %ld %ld strides %ld %ld offset %ld same %d m[0][2] %g\n", (long)d.sizes[0],
         (long)d.sizes[1], (long)d.strides[0], (long)d.strides[1], (long)d.offset, d.aligned == &m[0][0], m[0][2]);
  int32_t a[2][3][4];
  for (int i = 0; i < 24; i++) (&a[0][0][0])[i] = i;
  printf("perm3 %d %d %d\n", perm3(&a[0][0][0], &a[0][0][0], 0, 2, 3, 4, 12, 4, 1, 0, 0, 0),
         perm3(&a[0][0][0], &a[0][0][0], 0, 2, 3, 4, 12, 4, 1, 3, 1, 2),
         perm3(&a[0][0][0], &a[0][0][0], 0, 2, 3, 4, 12, 4, 1, 2, 0, 1));
  double w[4][5];
  for (int i = 0; i < 20; i++) (&w[0][0])[i] = i * 0.5;
  printf("window_t %g %g\n", window_t(&w[0][0], &w[0][0], 0, 4, 5, 5, 1, 1, 1),
         window_t(&w[0][0], &w[0][0], 0, 4, 5, 5, 1, 2, 2));
  int64_t s[8] = {0};
  printf("spaces %lld s[3] %lld s[4] %lld\n", (long long)spaces(s, s, 1, 3, 2, 42), (long long)s[3],
         (long long)s[4]);
  return 0;
}
