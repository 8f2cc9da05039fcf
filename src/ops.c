/* The op table and name lookup: an open-addressing hash table over current
 * and legacy names, filled per translation from the constant rows. */
#include <string.h>
#include "ops.h"
#include "parser.h"

const OpInfo op_info[OP_COUNT] = {
	[OP_UNKNOWN] = {"<unknown>", 0, 0, TYPING_NONE, 0},
#define OP(id, name, legacy, syntax, typing, lower, mnemonic) \
	[OP_##id] = {name, legacy, syntax, typing, mnemonic},
#include "ops.def"
#undef OP
};

static unsigned hash(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static const char *slot_name(int v)
{
	return v > 0 ? op_info[v].name : op_info[-v].legacy;
}

static void insert(OpTable *t, const char *name, int v)
{
	unsigned i = hash(name, strlen(name)) % OPS_HASH_SIZE;
	while (t->slot[i])
		i = (i + 1) % OPS_HASH_SIZE;
	t->slot[i] = (short)v;
}

void ops_init(OpTable *t)
{
	memset(t, 0, sizeof *t);
	for (int op = 1; op < OP_COUNT; op++) {
		insert(t, op_info[op].name, op);
		if (op_info[op].legacy)
			insert(t, op_info[op].legacy, -op);
	}
}

static int find(const OpTable *t, const char *s, size_t n, int legacy_ok)
{
	unsigned i = hash(s, n) % OPS_HASH_SIZE;
	for (; t->slot[i]; i = (i + 1) % OPS_HASH_SIZE) {
		int v = t->slot[i];
		const char *name = slot_name(v);
		if (strlen(name) == n && memcmp(name, s, n) == 0 && (v > 0 || legacy_ok))
			return v > 0 ? v : -v;
	}
	return OP_UNKNOWN;
}

int ops_lookup(const OpTable *t, const char *s, size_t n, int *op)
{
	int id = find(t, s, n, 1);
	*op = id;
	return id ? op_info[id].syntax : 0;
}

OpId ops_find(const OpTable *t, const char *s, size_t n)
{
	return (OpId)find(t, s, n, 0);
}
