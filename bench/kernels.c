/* Times the bench kernels through their C interfaces:
 *   kernels matmul N REPS | kernels stencil N REPS
 * prints the best time of REPS runs in seconds and a checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { float *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } MemF32;
typedef struct { double *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } MemF64;

void _mlir_ciface_matmul(MemF32 *a, MemF32 *b, MemF32 *c);
void _mlir_ciface_stencil(MemF64 *in, MemF64 *out);

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc != 4)
		return 2;
	int64_t n = atoll(argv[2]);
	int reps = atoi(argv[3]);
	double best = 1e30, sum = 0;
	if (!strcmp(argv[1], "matmul")) {
		float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n),
		      *c = malloc(sizeof(float) * n * n);
		for (int64_t i = 0; i < n * n; i++) {
			a[i] = (float)(i % 7) * 0.5f;
			b[i] = (float)(i % 5) * 0.25f;
		}
		MemF32 A = {a, a, 0, {n, n}, {n, 1}}, B = {b, b, 0, {n, n}, {n, 1}}, C = {c, c, 0, {n, n}, {n, 1}};
		for (int r = 0; r < reps; r++) {
			memset(c, 0, sizeof(float) * n * n);
			double t = now();
			_mlir_ciface_matmul(&A, &B, &C);
			t = now() - t;
			best = t < best ? t : best;
		}
		for (int64_t i = 0; i < n * n; i++)
			sum += c[i];
	} else {
		double *in = malloc(sizeof(double) * n * n), *out = calloc((size_t)(n * n), sizeof(double));
		for (int64_t i = 0; i < n * n; i++)
			in[i] = (double)(i % 11);
		MemF64 I = {in, in, 0, {n, n}, {n, 1}}, O = {out, out, 0, {n, n}, {n, 1}};
		for (int r = 0; r < reps; r++) {
			double t = now();
			_mlir_ciface_stencil(&I, &O);
			t = now() - t;
			best = t < best ? t : best;
		}
		for (int64_t i = 0; i < n * n; i++)
			sum += out[i];
	}
	printf("%.6f %.6e\n", best, sum);
	return 0;
}
