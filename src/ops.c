/* The op table and name lookup: a perfect hash over current and legacy
 * names, found per translation from the constant rows. */
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

const RmwKind rmw_kinds[RMW_KINDS] = {
	{"addf", "fadd", RMW_FLOAT}, {"addi", "add", RMW_INT}, {"andi", "and", RMW_INT},
	{"assign", "xchg", RMW_ANY}, {"maximumf", "fmaximum", RMW_FLOAT}, {"maxnumf", "fmax", RMW_FLOAT},
	{"maxs", "max", RMW_INT}, {"maxu", "umax", RMW_INT}, {"minimumf", "fminimum", RMW_FLOAT},
	{"minnumf", "fmin", RMW_FLOAT}, {"mins", "min", RMW_INT}, {"minu", "umin", RMW_INT},
	{"mulf", NULL, RMW_FLOAT}, {"muli", NULL, RMW_INT}, {"ori", "or", RMW_INT},
	{"xori", "xor", RMW_INT},
};

const VredKind vred_kinds[VRED_KINDS] = {
	{"add", "add", RMW_ANY}, {"mul", "mul", RMW_ANY}, {"minui", "umin", RMW_INT},
	{"minsi", "smin", RMW_INT}, {"minnumf", "fmin", RMW_FLOAT}, {"maxui", "umax", RMW_INT},
	{"maxsi", "smax", RMW_INT}, {"maxnumf", "fmax", RMW_FLOAT}, {"and", "and", RMW_INT},
	{"or", "or", RMW_INT}, {"xor", "xor", RMW_INT}, {"maximumf", "fmaximum", RMW_FLOAT},
	{"minimumf", "fminimum", RMW_FLOAT},
};

const char *const vprint_kinds[VPRINT_KINDS] = {"no_punctuation", "newline", "comma", "open", "close"};

/* A name's first and last 8 bytes (4 if it is shorter, its bytes if shorter
 * still): with the length they are the whole name up to 16 bytes. */
static void words(const char *s, size_t n, uint64_t *head, uint64_t *tail)
{
	if (n >= 8) {
		memcpy(head, s, 8);
		memcpy(tail, s + n - 8, 8);
	} else if (n >= 4) {
		uint32_t a, b;
		memcpy(&a, s, 4);
		memcpy(&b, s + n - 4, 4);
		*head = a;
		*tail = b;
	} else {
		const unsigned char *u = (const unsigned char *)s;
		*head = n ? u[0] | u[n / 2] << 8 | (uint32_t)u[n - 1] << 16 : 0;
		*tail = 0;
	}
}

/* For names longer than 16 bytes the middle counts too: two op names
 * share their first and last 8 bytes. */
static uint64_t middle(const char *s, size_t n)
{
	uint64_t mid = 0;
	if (n > 16)
		memcpy(&mid, s + 8, 8);
	return mid;
}

static unsigned hash(const OpTable *t, uint64_t head, uint64_t tail, size_t n, uint64_t mid)
{
	uint64_t h = (head ^ tail * 0x9e3779b97f4a7c15u ^ n ^ mid * 0xc2b2ae3d27d4eb4fu) * t->mul;
	return (unsigned)(h >> (64 - OPS_HASH_BITS));
}

/* Puts every name in the index; false if two names share a hash. */
static bool fill(OpTable *t)
{
	memset(t->index, 0, sizeof t->index);
	for (int i = 1; i < OPS_NAMES && t->slot[i].id; i++) {
		const OpSlot *e = &t->slot[i];
		const char *name = e->legacy ? op_info[e->id].legacy : op_info[e->id].name;
		unsigned h = hash(t, e->head, e->tail, e->len, middle(name, e->len));
		if (t->index[h])
			return false;
		t->index[h] = (unsigned short)i;
	}
	return true;
}

_Static_assert(OPS_NAMES < 65536, "OpTable.index holds slot numbers in 16 bits");

void ops_init(OpTable *t)
{
	memset(t, 0, sizeof *t);
	int k = 1;
	for (int op = 1; op < OP_COUNT; op++)
		for (int legacy = 0; legacy < 2; legacy++) {
			const char *name = legacy ? op_info[op].legacy : op_info[op].name;
			if (!name)
				continue;
			size_t n = strlen(name);
			OpSlot *e = &t->slot[k++];
			words(name, n, &e->head, &e->tail);
			e->id = (short)op;
			e->len = (unsigned char)n;
			e->legacy = legacy;
			e->syntax = op_info[op].syntax;
		}
	t->slot[0].syntax = T_BARE_ID;
	/* the first multiplier that gives every name a hash of its own, tried
	 * in a fixed order: for the names of ops.def the first one does */
	t->mul = OPS_HASH_MUL;
	while (!fill(t))
		t->mul = (t->mul + 0x9e3779b97f4a7c16u) | 1;
}

/* Names of up to 16 bytes are equal when their words are; longer ones also
 * compare the bytes between (a loop: a memcmp call would make every lookup
 * save registers). */
static inline const OpSlot *find(const OpTable *t, const char *s, size_t n, bool legacy_ok)
{
	uint64_t head, tail;
	words(s, n, &head, &tail);
	const OpSlot *e = &t->slot[t->index[hash(t, head, tail, n, middle(s, n))]];
	if (e->len != n || e->head != head || e->tail != tail || (e->legacy && !legacy_ok))
		return &t->slot[0];
	if (n <= 16)
		return e;
	const char *name = e->legacy ? op_info[e->id].legacy : op_info[e->id].name;
	size_t j = 8;
	while (j + 8 < n && name[j] == s[j])
		j++;
	return j + 8 == n ? e : &t->slot[0];
}

/* Out of line, and reached by a tail call: the lookups of the usual short
 * names then save no registers. */
static __attribute__((noinline)) const OpSlot *find_long(const OpTable *t, const char *s, size_t n,
                                                          bool legacy_ok)
{
	return find(t, s, n, legacy_ok);
}

const OpSlot *ops_lookup(const OpTable *t, const char *s, size_t n)
{
	return n > 16 ? find_long(t, s, n, true) : find(t, s, n, true);
}

OpId ops_find(const OpTable *t, const char *s, size_t n)
{
	return (OpId)(n > 16 ? find_long(t, s, n, false) : find(t, s, n, false))->id;
}
