#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int64_t rank; int64_t *desc; } Unranked;
Unranked as_unranked(int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t, int64_t);
int64_t sum_through(int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t, int64_t,
                    int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t);

/* The ranked descriptor of an unranked memref: two pointers, offset,
 * sizes, strides; then free it, as the caller must. */
static void show(Unranked u, const int64_t *base) {
  int64_t **p = (int64_t **)u.desc;
  int64_t *f = u.desc + 2;
  printf("rank %lld, aligned = base + %lld, offset %lld, sizes", (long long)u.rank,
         (long long)(p[1] - base), (long long)f[0]);
  for (int i = 0; i < u.rank; i++) printf(" %lld", (long long)f[1 + i]);
  printf(", strides");
  for (int i = 0; i < u.rank; i++) printf(" %lld", (long long)f[1 + u.rank + i]);
  printf("\n");
  free(u.desc);
}

int main(void) {
  int64_t m[6] = {1, 2, 3, 4, 5, 6};
  show(as_unranked(m, m, 0, 2, 3, 3, 1), m);
  printf("sum_through(1000) = %lld\n", (long long)sum_through(m, m, 0, 2, 3, 3, 1, m, m, 0, 6, 1, 1000));
  printf("sum_through(3) = %lld\n", (long long)sum_through(m, m, 0, 2, 3, 3, 1, m, m, 0, 6, 1, 3));
  return 0;
}
