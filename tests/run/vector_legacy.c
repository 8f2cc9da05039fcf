#include <stdio.h>
#include <stdint.h>

void lanes(float *, float *, int64_t, int64_t, int64_t, float, int32_t, int64_t, float *, float *, int64_t,
           int64_t, int64_t);

int main(void) {
  float v[4] = {1.5f, -2.0f, 3.25f, 8.0f};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j += 3) {
      float out[4];
      lanes(v, v, 0, 4, 1, 0.5f, i, j, out, out, 0, 4, 1);
      printf("i=%d j=%d: %g %g %g %g\n", i, j, out[0], out[1], out[2], out[3]);
    }
  return 0;
}
