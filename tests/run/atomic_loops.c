#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

typedef struct { float *alloc, *aligned; int64_t offset, size, stride; } MF;
typedef struct { double *alloc, *aligned; int64_t offset, size, stride; } MD;
typedef struct { int32_t *alloc, *aligned; int64_t offset, size, stride; } MI;
typedef struct { int64_t *alloc, *aligned; int64_t offset, size, stride; } ML;

float kinds(float *, float *, int64_t, int64_t, int64_t, double *, double *, int64_t, int64_t, int64_t,
            int32_t *, int32_t *, int64_t, int64_t, int64_t, float);
void triple(int64_t *, int64_t *, int64_t, int64_t, int64_t, int64_t);
void count(float *, float *, int64_t, int64_t, int64_t, int64_t);
int32_t step(int32_t *, int32_t *, int64_t, int64_t, int64_t, int64_t, int32_t);

static int64_t cell = 1;
static float counter = 0;
enum { TIMES = 200000 };

static void *run(void *arg)
{
	(void)arg;
	triple(&cell, &cell, 0, 1, 1, TIMES);
	count(&counter, &counter, 0, 1, 1, TIMES);
	return NULL;
}

int main(void)
{
	float f[4] = {1.5f, -0.0f, 4.0f, 2.0f};
	double d[1] = {0.25};
	int32_t n[2] = {6, -9};
	float r = kinds(f, f, 0, 4, 1, d, d, 0, 1, 1, n, n, 0, 2, 1, 0.0f);
	printf("%g | %g %g %g %g | %g | %d %d\n", r, f[0], 1 / f[1], f[2], f[3], d[0], n[0], n[1]);
	float g[4] = {3.0f, 1.0f, 1.0f, 5.0f};
	r = kinds(g, g, 0, 4, 1, d, d, 0, 1, 1, n, n, 0, 2, 1, -2.0f);
	printf("%g | %g %g %g %g | %g | %d %d\n", r, g[0], g[1], g[2], g[3], d[0], n[0], n[1]);
	float h[4] = {1.0f, 1.0f, 1.0f, -1.0f};   /* NaN wins in maximumf and minimumf */
	kinds(h, h, 0, 4, 1, d, d, 0, 1, 1, n, n, 0, 2, 1, NAN);
	printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);

	pthread_t t[2];
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, run, NULL);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	uint64_t want = 1;
	for (int i = 0; i < 2 * TIMES; i++)
		want *= 3;
	printf("triple: %s\n", (uint64_t)cell == want ? "every update counted" : "lost updates");
	printf("count: %.0f of %d\n", counter, 2 * TIMES);
	int32_t c[4] = {10, -3, 5, 2};
	for (int i = 0; i < 4; i++) {
		int32_t old = step(c, c, 0, 4, 1, i, 4);
		printf("step %d: %d -> %d\n", i, old, c[i]);
	}
	return 0;
}
