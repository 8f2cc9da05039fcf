/* The op table's hash multiplier (OPS_HASH_MUL, src/ops.h) must give
 * every name of ops.def a slot of its own, so that ops_init takes it at
 * once: every other one it tries costs each translation its time. When
 * ops.def changes and this fails, it prints the multiplier to put there. */
#include <stdio.h>
#include "ops.h"

int main(void)
{
	static OpTable t;
	ops_init(&t);
	if (t.mul != OPS_HASH_MUL) {
		printf("FAIL: OPS_HASH_MUL does not fit ops.def: set it to 0x%016llxu in src/ops.h\n",
		       (unsigned long long)t.mul);
		return 1;
	}
	printf("OPS_HASH_MUL fits the %d ops of ops.def\n", OP_COUNT - 1);
	return 0;
}
