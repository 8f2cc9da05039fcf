#include <stdio.h>
#include <stdint.h>

int64_t sums(int64_t n, int64_t *alloc, int64_t *aligned, int64_t offset, int64_t size, int64_t stride);

int main(void)
{
	int64_t m[10] = {0};
	for (int n = 0; n <= 10; n += 5) {
		int64_t r = sums(n, m, m, 0, 10, 1);
		printf("n=%d total=%lld", n, (long long)r);
		for (int i = 0; i < n; i++)
			printf(" %lld", (long long)m[i]);
		printf("\n");
	}
	return 0;
}
