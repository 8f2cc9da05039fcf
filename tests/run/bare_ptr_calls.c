#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The bare-pointer convention: plain C pointers */
float *scale(float *a, float s, float *out);
int32_t strided_sum(int32_t *a);
double rank0(double *a, double b);
typedef struct { int64_t *m; int64_t n; } Squares;
Squares squares(void);
float twice(float *a, float *tmp, float *out);

int main(void)
{
	float a[6] = {1, 2, 3, 4, 5, 6}, out[6], tmp[6], out2[6];
	float *r = scale(a, 0.5f, out);
	printf("scale: same buffer %d:", r == out);
	for (int i = 0; i < 6; i++)
		printf(" %g", out[i]);
	printf("\n");
	int32_t s[7] = {100, 1, 100, 2, 100, 3, 100};
	printf("strided_sum: %d\n", strided_sum(s));
	double d = 1.5;
	double old = rank0(&d, 2.25);
	printf("rank0: %g %g\n", old, d);
	Squares q = squares();
	printf("squares: %lld:", (long long)q.n);
	for (int i = 0; i < 4; i++)
		printf(" %lld", (long long)q.m[i]);
	printf("\n");
	free(q.m);
	printf("twice: %g\n", twice(a, tmp, out2));
	for (int i = 0; i < 6; i++)
		printf(" %g", out2[i]);
	printf("\n");
	return 0;
}
