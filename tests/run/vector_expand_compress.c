#include <stdint.h>
#include <stdio.h>
void expand(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, int8_t *, int8_t *,
            intptr_t, intptr_t, intptr_t, float *, float *, intptr_t, intptr_t, intptr_t);
void compress(int32_t *, int32_t *, intptr_t, intptr_t, intptr_t, intptr_t, int8_t *, int8_t *, intptr_t, intptr_t, intptr_t);
int main(void) {
  float m[3][8];
  for (int i = 0; i < 24; i++) (&m[0][0])[i] = (float)i;
  int8_t masks[][8] = {{0}, {1, 0, 1, 0, 1, 0, 1, 0}, {0, 0, 0, 1, 1, 0, 0, 1}, {1, 1, 1, 1, 1, 1, 1, 1}};
  for (int t = 0; t < 4; t++) {
    float o[8];
    expand(&m[0][0], &m[0][0], 0, 3, 8, 8, 1, 1, t, masks[t], masks[t], 0, 8, 1, o, o, 0, 8, 1);
    printf("expand %d:", t);
    for (int i = 0; i < 8; i++) printf(" %g", o[i]);
    printf("\n");
    int32_t s[16] = {0};
    compress(s, s, 0, 16, 1, 2 * t, masks[t], masks[t], 0, 8, 1);
    printf("compress %d:", t);
    for (int i = 0; i < 16; i++) printf(" %d", s[i]);
    printf("\n");
  }
  return 0;
}
