#include <stdint.h>
#include <stdio.h>

int64_t apply(int64_t which, int64_t x);
int64_t checked_div(int64_t a, int64_t b);

int main(void)
{
	printf("%lld %lld\n", (long long)apply(0, 7), (long long)apply(1, 7)); /* 14 49 */
	printf("%lld\n", (long long)checked_div(-42, 5));                      /* -8 */
	return 0;
}
