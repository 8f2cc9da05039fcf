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

static unsigned hash(uint64_t head, uint64_t tail, size_t n)
{
	uint64_t h = (head ^ tail * 0x9e3779b97f4a7c15u ^ n) * 0xd6e8feb86659fd93u;
	return (unsigned)(h >> (64 - OPS_HASH_BITS));
}

static void insert(OpTable *t, const char *name, int id, bool legacy)
{
	size_t n = strlen(name);
	uint64_t head, tail;
	words(name, n, &head, &tail);
	unsigned i = hash(head, tail, n);
	while (t->slot[i].id)
		i = (i + 1) % OPS_HASH_SIZE;
	t->slot[i] = (OpSlot){head, tail, (short)id, (unsigned char)n, legacy};
}

void ops_init(OpTable *t)
{
	memset(t, 0, sizeof *t);
	for (int op = 1; op < OP_COUNT; op++) {
		insert(t, op_info[op].name, op, false);
		if (op_info[op].legacy)
			insert(t, op_info[op].legacy, op, true);
	}
}

/* Names of up to 16 bytes are equal when their words are; longer ones also
 * compare the bytes between (a loop: a memcmp call would make every lookup
 * save registers). */
static inline OpId find(const OpTable *t, const char *s, size_t n, bool legacy_ok)
{
	uint64_t head, tail;
	words(s, n, &head, &tail);
	for (unsigned i = hash(head, tail, n); t->slot[i].id; i = (i + 1) % OPS_HASH_SIZE) {
		const OpSlot *e = &t->slot[i];
		if (e->len != n || e->head != head || e->tail != tail || (e->legacy && !legacy_ok))
			continue;
		if (n <= 16)
			return (OpId)e->id;
		const char *name = e->legacy ? op_info[e->id].legacy : op_info[e->id].name;
		size_t j = 8;
		while (j + 8 < n && name[j] == s[j])
			j++;
		if (j + 8 == n)
			return (OpId)e->id;
	}
	return OP_UNKNOWN;
}

/* Out of line, and reached by a tail call: the lookups of the usual short
 * names then save no registers. */
static __attribute__((noinline)) OpId find_long(const OpTable *t, const char *s, size_t n, bool legacy_ok)
{
	return find(t, s, n, legacy_ok);
}

OpId ops_lookup(const OpTable *t, const char *s, size_t n)
{
	return n > 16 ? find_long(t, s, n, true) : find(t, s, n, true);
}

OpId ops_find(const OpTable *t, const char *s, size_t n)
{
	return n > 16 ? find_long(t, s, n, false) : find(t, s, n, false);
}
