/* Building the LLVM-level function: names, blocks, edges, and instruction
 * text. Integer index arithmetic is folded when its operands are constants
 * and numbered locally, so a block computes each address once. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "ll.h"

static char *int_text(char *end, int64_t v);

enum { NAME_MAX_LEN = 231 };   /* longer names are cut: '.N' must fit */

/* The names 'vN' and 'bbN' (N a plain number), most of them from MLIR's
 * '%N' and '^bbN', are not in the name table: they are members, by key 2N
 * for 'vN' and 2N + 1 for 'bbN'. A key below MEMBERS_DENSE has a slot of
 * its own (struct MemberSlot, in ll.h), kept for the module, where the name
 * is spelled once; the others are members of cx->llnames. */

/* The names 'idx.N' and 'ptr.N' of ll.c's hints with N below HINTS_SPELLED
 * are spelled once for the module */
enum { HINTS_SPELLED = 1 << 10 };

/* ll_field_names' sets: bases of fewer than FIELD_BASE_MAX bytes, up to
 * FIELD_SET_MAX fields, in a table of 2^FIELD_SETS_LOG2 slots */
enum { FIELD_BASE_MAX = 16, FIELD_SET_MAX = 17, FIELD_NAME_ROOM = 32, FIELD_SETS_LOG2 = 6 };
/* ll_field_list's: types of up to FIELD_TYPE_MAX bytes, ", ty name" each */
enum { FIELD_TYPE_MAX = 15, FIELD_LIST_ROOM = FIELD_SET_MAX * (FIELD_TYPE_MAX + FIELD_NAME_ROOM + 3) };

/* The names of a value's fields, spelled and hashed, for a base and a
 * table of suffixes: functions name their parameters 'arg0', 'arg1', ...
 * again and again. A set is kept only if every name is 'base.word' and
 * fits FIELD_NAME_ROOM bytes with its '%' and end. Its names are given out
 * as they are, so a set that the function being lowered holds names from
 * is not spelled over. */
struct FieldSet {
	char base[FIELD_BASE_MAX];   /* the key: base, zero-padded, */
	const char *const *suffix;   /* the suffix table */
	int n;                       /* and its length; 0: an empty slot */
	char (*name)[FIELD_NAME_ROOM];   /* '%base.suffix', given out as they are */
	uint32_t *hash;
	uint8_t *len;                /* without the '%' */
	unsigned gen;                /* names_gen of the last function given its
	                                names: they stay until it ends */
	const LVal *out;             /* the fields given all of the names in
	                                function gen, which keep them */
	char *list;                  /* ll_field_list's (list_len bytes), */
	size_t list_len;
	const char *list_ty[2];      /* for these types (NULL: none yet) */
	int list_split;
};

/* ll_kept's strings: a direct-mapped table of 2^KEPT_LOG2 slots */
enum { KEPT_LOG2 = 8 };
struct KeptSlot {
	uintptr_t k1, k2;
	const char *s;
};

/* lv_const_spelled's spellings (strides and offsets such as 4096 come
 * again and again): a direct-mapped table of 2^CONSTS_LOG2 slots, kept
 * from one function to the next; a spelling is in the function's arena,
 * so that memory stays bounded by the function, and a slot is empty
 * unless it is of LFunc's names_gen. */
enum { CONSTS_LOG2 = 6 };
struct ConstSlot {
	int64_t c;
	const char *s;
	unsigned gen;
};

/* A name given out, with the next number to try after it. */
typedef struct NameSlot {
	const char *name;
	uint32_t hash, next;
	unsigned gen;          /* the slot is empty unless it is LFunc's names_gen */
} NameSlot;

/* The tables of names and of value numbering go from one function to the
 * next, in the module arena: a new generation empties them, where a fresh
 * table would cost a calloc and a few doublings for each function. */
struct LLTables {
	char *heap_text;                 /* the function's text once it moved to the
	                                    heap (ll_line_grow), until ll_free, or
	                                    ll_end_module if memory ran out first */
	NameSlot *names;
	unsigned names_cap, names_gen;
	Memo *memo;
	unsigned memo_cap, memo_gen;
	const char *field_base;          /* of the last ll_field_name: its */
	char field_prefix[NAME_MAX_LEN + 16];   /* name and a dot, field_len bytes
	                                           (copied in blocks of 16) */
	size_t field_len;
	uint32_t field_hash;             /* of field_prefix */
	struct FieldSet fields[1 << FIELD_SETS_LOG2];   /* ll_field_names' */
	char (*field_names)[FIELD_SET_MAX][FIELD_NAME_ROOM];   /* the sets' names,
	                                                         in one block */
	struct MemberSlot *members;      /* by key below MEMBERS_DENSE */
	struct DefStart *member_defs;
	LVal *member_vals;               /* not zeroed: read only where spelled */
	LVal *small_consts;              /* ll_small_const's */
	struct KeptSlot kept[1 << KEPT_LOG2];   /* ll_kept's */
	struct ConstSlot consts[1 << CONSTS_LOG2];   /* lv_const_spelled's */
	struct DefStart (*hint_defs)[HINTS_SPELLED];   /* and the starts of their lines */
	char (*hint_names)[HINTS_SPELLED][16];   /* '%idx.N' by hint and N ("" until
	                                           spelled) */
};

void ll_init(LFunc *L, Ctx *cx)
{
	memset(L, 0, sizeof *L);
	L->cx = cx;
	L->a = &cx->fa;
	numset_clear(&cx->llnames);
	if (!cx->lltables) {
		cx->lltables = NEW(&cx->perm, struct LLTables);
		cx->lltables->members = NEWARRAY(&cx->perm, struct MemberSlot, MEMBERS_DENSE);
		cx->lltables->member_defs = arena_alloc_raw(&cx->perm, sizeof(struct DefStart) * MEMBERS_DENSE);
		cx->lltables->member_vals = arena_alloc_raw(&cx->perm, sizeof(LVal) * MEMBERS_DENSE / 2);
		cx->lltables->small_consts = arena_alloc_raw(&cx->perm, sizeof(LVal) * 100);
		for (int c = 0; c < 100; c++)
			cx->lltables->small_consts[c] = lv_const(L, c);
		cx->lltables->hint_names = arena_alloc(&cx->perm, sizeof *cx->lltables->hint_names * NHINTS);
		cx->lltables->hint_defs = arena_alloc_raw(&cx->perm, sizeof *cx->lltables->hint_defs * NHINTS);
	}
	struct LLTables *t = cx->lltables;
	L->members = t->members;
	L->member_defs = t->member_defs;
	L->member_vals = t->member_vals;
	L->small_consts = t->small_consts;
	L->hint_names = t->hint_names[0];
	L->hint_defs = t->hint_defs[0];
	L->consts = t->consts;
	L->names = t->names;
	L->names_cap = t->names_cap;
	L->names_gen = ++t->names_gen;
	L->memo = t->memo;
	L->memo_cap = t->memo_cap;
	L->memo_gen = ++t->memo_gen;
	t->field_base = NULL;
	enum { TEXT_CAP = 16384 };   /* in the function arena; a longer text moves to the heap */
	L->text = L->text_at = arena_alloc_raw(L->a, TEXT_CAP);
	L->text_lim = L->text + TEXT_CAP;
	L->text_room = L->text_lim - LL_ROOM;
}

void ll_free(LFunc *L)
{
	struct LLTables *t = L->cx->lltables;
	t->names = L->names;
	t->names_cap = L->names_cap;
	t->memo = L->memo;
	t->memo_cap = L->memo_cap;
	t->memo_gen = L->memo_gen;
	free(t->heap_text);
	t->heap_text = L->text = NULL;
}

void ll_end_module(Ctx *cx)
{
	if (cx->lltables)
		free(cx->lltables->heap_text);
}

/* The bytes LLVM takes in a bare name: 1, as its first byte; 2, after it. */
static const unsigned char name_class[256] = {
	['$'] = 3, ['-'] = 3, ['.'] = 3, ['_'] = 3, ['0'] = 2, ['1'] = 2, ['2'] = 2,
	['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2, ['8'] = 2, ['9'] = 2,
	['A'] = 3, ['B'] = 3, ['C'] = 3, ['D'] = 3, ['E'] = 3, ['F'] = 3, ['G'] = 3,
	['H'] = 3, ['I'] = 3, ['J'] = 3, ['K'] = 3, ['L'] = 3, ['M'] = 3, ['N'] = 3,
	['O'] = 3, ['P'] = 3, ['Q'] = 3, ['R'] = 3, ['S'] = 3, ['T'] = 3, ['U'] = 3,
	['V'] = 3, ['W'] = 3, ['X'] = 3, ['Y'] = 3, ['Z'] = 3, ['a'] = 3, ['b'] = 3,
	['c'] = 3, ['d'] = 3, ['e'] = 3, ['f'] = 3, ['g'] = 3, ['h'] = 3, ['i'] = 3,
	['j'] = 3, ['k'] = 3, ['l'] = 3, ['m'] = 3, ['n'] = 3, ['o'] = 3, ['p'] = 3,
	['q'] = 3, ['r'] = 3, ['s'] = 3, ['t'] = 3, ['u'] = 3, ['v'] = 3, ['w'] = 3,
	['x'] = 3, ['y'] = 3, ['z'] = 3,
};

static bool name_ok(char c, bool first)
{
	return name_class[(unsigned char)c] & (first ? 1 : 2);
}

/* If name ends in '.N' (N a number without leading zeros), the length of
 * the part before the dot; else 0. */
static size_t numbered_base(const char *name, size_t n, int64_t *num)
{
	size_t i = n;
	while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
		i--;
	if (i == n || i < 2 || name[i - 1] != '.' || name[i] == '0' || n - i > 9)
		return 0;
	*num = 0;
	for (size_t k = i; k < n; k++)
		*num = *num * 10 + (name[k] - '0');
	return i - 1;
}

/* A copy of the name at buf + 1, after the prefix '%' (in buf[0]) if local. */
static inline char *keep_name(LFunc *L, const char *buf, size_t n, bool local)
{
	const char *from = local ? buf : buf + 1;
	size_t len = n + local;
	char *r = arena_alloc_raw(L->a, len + 1);
	copy_bytes(r, from, len);
	r[len] = 0;
	return r;
}

/* The slot of name s in table t (mask: its size - 1, gen: LFunc's
 * names_gen): its entry, or the empty slot where it would go. */
static inline NameSlot *name_slot_in(NameSlot *t, unsigned mask, unsigned gen, const char *s, size_t n,
                                     uint32_t h)
{
	for (unsigned i = h & mask;; i = (i + 1) & mask) {
		NameSlot *e = &t[i];
		if (e->gen != gen)
			return e;
		if (e->hash == h) {
			size_t k = 0;
			while (k < n && e->name[k] == s[k])
				k++;
			if (k == n && !e->name[n])
				return e;
		}
	}
}

static NameSlot *name_slot(const LFunc *L, const char *s, size_t n, uint32_t h)
{
	return name_slot_in(L->names, L->names_cap - 1, L->names_gen, s, n, h);
}

static void names_grow(LFunc *L)
{
	unsigned cap = L->names_cap ? 2 * L->names_cap : 64;
	NameSlot *t = NEWARRAY(&L->cx->perm, NameSlot, cap);   /* the old one stays there */
	for (unsigned i = 0; i < L->names_cap; i++)
		if (L->names[i].gen == L->names_gen) {
			unsigned j = L->names[i].hash & (cap - 1);
			while (t[j].gen == L->names_gen)
				j = (j + 1) & (cap - 1);
			t[j] = L->names[i];
		}
	L->names = t;
	L->names_cap = cap;
	memset(L->hint, 0, sizeof L->hint);   /* the slots have moved */
}

static uint32_t name_next(const LFunc *L, const char *s, size_t n)
{
	const NameSlot *e = name_slot(L, s, n, str_hash(s, n));
	return e->gen == L->names_gen ? e->next : 0;   /* 0 if not given out */
}

/* The member key of an LLVM name, or -1 (see MEMBERS_DENSE) */
static long member_key(const char *name, size_t n)
{
	long k = -1;
	if (name[0] == 'v')
		k = plain_number(name + 1, n - 1);
	else if (name[0] == 'b' && name[1] == 'b' && (k = plain_number(name + 2, n - 2)) >= 0)
		return 2 * k + 1;
	return k >= 0 ? 2 * k : -1;
}

/* Marks the member with key k as given out; true if it was not yet. */
static bool member_take(LFunc *L, long k)
{
	if (k >= MEMBERS_DENSE)
		return numset_add(&L->cx->llnames, (unsigned)k);
	struct MemberSlot *m = &L->members[k];
	if (m->gen == L->names_gen)
		return false;
	m->gen = L->names_gen;
	return true;
}

/* 'name.N' for the name in buf + 1 (n bytes) whose slot is e, trying N
 * from next on. Without a dotted name given out as itself, 'name.N' is
 * new: the count of name ensures it. */
static const char *dotted_name(LFunc *L, NameSlot *e, char *buf, size_t n, uint32_t next, bool local)
{
	char *name = buf + 1;
	size_t len;
	for (;; next++) {
		char num[24];
		char *d = int_text(num + sizeof num, next);
		size_t dl = (size_t)(num + sizeof num - 1 - d);
		name[n] = '.';
		memcpy(name + n + 1, d, dl + 1);
		len = n + 1 + dl;
		if (!L->dotted || !name_next(L, name, len))
			break;
	}
	e->next = next + 1;
	return keep_name(L, buf, len, local);
}

/* Unique local name; LLVM numbers unnamed values itself, so an all-digit
 * MLIR name gets a 'v' in front ('%12' becomes '%v12').
 * The table holds each name given out as itself. A repeated name becomes
 * 'name.N'; those are not in the table (a hint like "idx" is repeated
 * thousands of times), so a new name that looks like one is checked
 * against its base's count. Names 'vN' and 'bbN', most of them from
 * MLIR's '%N' and '^bbN', are members instead (MEMBERS_DENSE); the table
 * gets one only when it is asked for twice. */
static const char hint_text[NHINTS][4] = {"idx", "ptr"};

/* Appends the bytes of s that fit to name (n bytes so far), as LLVM takes
 * them, and continues their hash h; returns the new length. */
static size_t name_append(char *name, size_t n, const char *s, uint32_t *h)
{
	for (const char *p = s; *p && n < NAME_MAX_LEN; p++) {
		char c = name_ok(*p, false) ? *p : (*p == '#' ? '.' : '_');
		name[n++] = c;
		*h = (*h ^ (unsigned char)c) * 16777619u;   /* str_hash, continued */
	}
	return n;
}

/* The name in buf + 1 (n bytes, hashed to h, with room for '.N' after
 * them), or 'name.N' if it is taken. */
static const char *unique_name(LFunc *L, char *buf, size_t n, uint32_t h, bool local)
{
	char *name = buf + 1;
	name[n] = 0;
	long vn = member_key(name, n);
	if (vn >= 0 && member_take(L, vn))   /* no dot: it cannot be a dotted name either */
		return keep_name(L, buf, n, local);
	if (4 * (L->names_len + 1) > 3 * L->names_cap)
		names_grow(L);
	NameSlot *e = name_slot(L, name, n, h);
	uint32_t next = e->next;
	bool used = e->gen == L->names_gen;
	if (!used && vn >= 0) {   /* given out as a member: into the table, as given */
		e->name = keep_name(L, buf, n, false);
		e->hash = h;
		e->next = next = 1;
		e->gen = L->names_gen;
		L->names_len++;
	} else if (!used) {
		char *r = keep_name(L, buf, n, local);
		e->name = r + local;
		e->hash = h;
		e->next = 1;
		e->gen = L->names_gen;
		L->names_len++;
		int64_t num;
		size_t bl = numbered_base(name, n, &num);
		L->dotted |= bl != 0;
		for (int k = 0; k < NHINTS; k++)
			L->hint_dotted[k] |= bl == 3 && !memcmp(name, hint_text[k], 3);
		if (!bl || num >= name_next(L, name, bl))   /* not one that base.N has given out */
			return r;
		next = 1;   /* e is still the name's slot: nothing was added */
	}
	return dotted_name(L, e, buf, n, next, local);
}

/* The name base as LLVM takes it, into name; returns its length. */
static size_t base_name(char *name, const char *base, uint32_t *h, bool dotted)
{
	size_t n = 0;
	*h = STR_HASH_SEED;
	char first = base[0] ? base[0] : dotted ? '.' : 0;
	if (!first || !name_ok(first, true)) {
		name[n++] = 'v';
		*h = (*h ^ 'v') * 16777619u;   /* str_hash, continued */
	}
	return name_append(name, n, base, h);
}

static __attribute__((noinline)) const char *unique_slow(LFunc *L, const char *base, bool local)
{
	char buf[NAME_MAX_LEN + 25];
	buf[0] = '%';
	uint32_t h;
	size_t n = base_name(buf + 1, base, &h, false);
	return unique_name(L, buf, n, h, local);
}

/* The member key of the name MLIR's '%N' or '^bbN' gets ('vN' or 'bbN'),
 * with the start and count of its digits; else -1 */
static inline long mlir_member_key(const char *base, const char **digits, size_t *n)
{
	int tag = base[0] == 'b' && base[1] == 'b';
	const char *d = base + 2 * tag;
	size_t i = 0;
	long k = 0;   /* plain_number, while the digits are read */
	for (unsigned c; i < 8 && (c = (unsigned)(d[i] - '0')) < 10; i++)
		k = k * 10 + (long)c;
	if (d[i] || i == 0 || i > 7 || (d[0] == '0' && i > 1) || k >= PLAIN_NUMBER_MAX)
		return -1;
	*digits = d;
	*n = i;
	return 2 * k + tag;
}

/* '%vN' or '%bbN' of member key into r; returns r */
static char *member_spell(char *r, long key, const char *digits, size_t n)
{
	char *d = r;
	*d++ = '%';
	if (key & 1)
		*d++ = 'b', *d++ = 'b';
	else
		*d++ = 'v';
	copy_bytes(d, digits, n);
	d[n] = 0;
	return r;
}

/* The start of the line that defines name (of 10 bytes at most) into d */
static void def_spell(struct DefStart *d, const char *name)
{
	size_t len = strlen(name);
	memcpy(d->text, "  ", 2);
	memcpy(d->text + 2, name, len);
	memcpy(d->text + 2 + len, " = ", 3);
	d->len = (uint8_t)(len + 5);
}

/* A dense member's spellings: its name, the start of its line, and for a
 * 'vN' its LVal */
static void member_slot_spell(LFunc *L, long key, const char *digits, size_t n)
{
	def_spell(&L->member_defs[key], member_spell(L->members[key].name, key, digits, n));
	if (!(key & 1))
		L->member_vals[key / 2] = (LVal){.s = L->members[key].name};
}

static __attribute__((noinline)) const char *member_sparse(LFunc *L, long key, const char *digits,
                                                          size_t n, bool local)
{
	if (!member_take(L, key))
		return NULL;
	return member_spell(arena_alloc_raw(L->a, n + 4), key, digits, n) + !local;
}

/* The name MLIR's '%N' or '^bbN' gets the first time: 'vN' or 'bbN', a
 * member; else NULL. A dense member's is spelled already, mostly. */
static inline const char *member_name(LFunc *L, const char *base, bool local)
{
	const char *digits;
	size_t n;
	long key = mlir_member_key(base, &digits, &n);
	if (key < 0)
		return NULL;
	if (key >= MEMBERS_DENSE)
		return member_sparse(L, key, digits, n, local);
	struct MemberSlot *m = &L->members[key];   /* member_take's, without calls */
	if (m->gen == L->names_gen)
		return NULL;
	m->gen = L->names_gen;
	if (!m->name[0])
		member_slot_spell(L, key, digits, n);
	return m->name + !local;
}

/* inlined into ll_name and ll_label, which name most results and blocks */
static inline __attribute__((always_inline)) const char *unique(LFunc *L, const char *base,
                                                                bool local)
{
	const char *r = member_name(L, base, local);
	return r ? r : unique_slow(L, base, local);
}

/* The spelling of 'base.suffix' into name, hashed to *h; returns its
 * length. The fields of one value are named one after the other: "base."
 * is kept from the first, in the tables that go from one function to the
 * next (ll_init forgets it). *word says whether the name is 'base.word',
 * neither cut short nor a member nor like 'name.N': word_name takes it. */
static size_t field_spell(LFunc *L, char *name, const char *base, const char *suffix,
                          uint32_t *hp, bool *word)
{
	struct LLTables *t = L->cx->lltables;
	if (base != t->field_base) {
		uint32_t h;
		size_t n = base_name(t->field_prefix, base, &h, true);
		if (n < NAME_MAX_LEN) {
			t->field_prefix[n++] = '.';
			h = (h ^ '.') * 16777619u;
		}
		t->field_base = base;
		t->field_len = n;
		t->field_hash = h;
	}
	size_t n = t->field_len;
	uint32_t h = t->field_hash;
	for (size_t i = 0; i < n; i += 16)
		memcpy(name + i, t->field_prefix + i, 16);
	const char *p = suffix;
	unsigned zero;
	if (ll_copy16_safe(suffix) && n + 16 <= NAME_MAX_LEN && (zero = ll_copy16(name + n, suffix))) {
		size_t len = (size_t)__builtin_ctz(zero);   /* a suffix of one step: hashed by its length */
		size_t i = 0;
		for (; i + 2 <= len; i += 2) {
			h = (h ^ (unsigned char)suffix[i]) * 16777619u;
			h = (h ^ (unsigned char)suffix[i + 1]) * 16777619u;
		}
		if (i < len)
			h = (h ^ (unsigned char)suffix[i]) * 16777619u;
		n += len;
		p += len;
	}
	for (; *p && n < NAME_MAX_LEN; p++) {   /* bytes LLVM takes as they are */
		name[n++] = *p;
		h = (h ^ (unsigned char)*p) * 16777619u;
	}
	*word = !*p && name[t->field_len - 1] == '.' && (unsigned)((suffix[0] | 32) - 'a') < 26;
	*hp = h;
	return n;
}

/* dotted_name for a copy of the name in buf (n bytes after its '%'),
 * whose slot is e */
static __attribute__((noinline)) const char *word_name_taken(LFunc *L, NameSlot *e,
                                                             const char *buf, size_t n)
{
	char copy[NAME_MAX_LEN + 25];
	memcpy(copy, buf, n + 1);
	return dotted_name(L, e, copy, n, e->next, true);
}

/* The slot of a 'base.word' name (field_spell) in buf + 1, n bytes hashed
 * to h: unique_name's, without its member and dotted checks. If the slot
 * is taken, word_name_taken gives the name out numbered; else word_take
 * gives out name, a string with its '%' that stays as long as the
 * function. */
static inline __attribute__((always_inline)) NameSlot *word_slot(LFunc *L, const char *buf,
                                                                 size_t n, uint32_t h)
{
	if (4 * (L->names_len + 1) > 3 * L->names_cap)
		names_grow(L);
	return name_slot(L, buf + 1, n, h);
}

static inline __attribute__((always_inline)) void word_take(LFunc *L, NameSlot *e,
                                                           const char *name, uint32_t h)
{
	e->name = name + 1;
	e->hash = h;
	e->next = 1;
	e->gen = L->names_gen;
	L->names_len++;
}

const char *ll_field_name(LFunc *L, const char *base, const char *suffix)
{
	char buf[NAME_MAX_LEN + 25];
	buf[0] = '%';
	uint32_t h;
	bool word;
	size_t n = field_spell(L, buf + 1, base, suffix, &h, &word);
	if (!word)
		return unique_name(L, buf, n, h, true);   /* cut short, or not a word */
	buf[n + 1] = 0;
	NameSlot *e = word_slot(L, buf, n, h);
	if (e->gen == L->names_gen)
		return word_name_taken(L, e, buf, n);
	char *r = arena_alloc_raw(L->a, n + 2);
	memcpy(r, buf, n + 2);
	word_take(L, e, r, h);
	return r;
}

static bool field_set_fill(LFunc *L, struct FieldSet *s, const char *key, const char *base,
                           const char *const *suffix, int n)
{
	struct LLTables *t = L->cx->lltables;
	if (!t->field_names)
		t->field_names = arena_alloc_raw(&L->cx->perm, sizeof t->field_names[0] << FIELD_SETS_LOG2);
	if (!s->name) {
		s->name = t->field_names[s - t->fields];
		s->hash = NEWARRAY(&L->cx->perm, uint32_t, FIELD_SET_MAX);
		s->len = NEWARRAY(&L->cx->perm, uint8_t, FIELD_SET_MAX);
	}
	s->n = 0;
	for (int k = 0; k < n; k++) {
		char buf[NAME_MAX_LEN + 25];
		bool word;
		size_t len = field_spell(L, buf + 1, base, suffix[k], &s->hash[k], &word);
		if (!word || len + 2 > FIELD_NAME_ROOM)
			return false;
		memset(s->name[k], 0, FIELD_NAME_ROOM);
		s->name[k][0] = '%';
		memcpy(s->name[k] + 1, buf + 1, len);
		s->len[k] = (uint8_t)len;
	}
	memcpy(s->base, key, FIELD_BASE_MAX);
	s->suffix = suffix;
	s->n = n;
	s->list_ty[0] = NULL;
	return true;
}

/* The slot of the set of base and n names, if base is short enough: by
 * the base's bytes and n, not by where the suffixes are, which moves
 * with the binary's layout (and moved the sets' collisions with it) */
static struct FieldSet *field_set(LFunc *L, const char *base, int n, char key[FIELD_BASE_MAX])
{
	memset(key, 0, FIELD_BASE_MAX);
	size_t bl = 0;
	while (bl < FIELD_BASE_MAX && base[bl])
		key[bl] = base[bl], bl++;
	if (bl == FIELD_BASE_MAX || n > FIELD_SET_MAX)
		return NULL;
	uint64_t w[2];
	memcpy(w, key, sizeof w);
	uint64_t x = (w[0] ^ (w[1] * 31) ^ (uint64_t)n) * 0x9E3779B97F4A7C15u;
	return &L->cx->lltables->fields[x >> (64 - FIELD_SETS_LOG2)];
}

static bool field_set_is(const struct FieldSet *s, const char *key, const char *const *suffix, int n)
{
	return s->suffix == suffix && s->n == n && !memcmp(s->base, key, FIELD_BASE_MAX);
}

/* The set's names are given out as they are: a set whose names this
 * function holds is not spelled over. */
void ll_field_names(LFunc *L, const char *base, const char *const *suffix, int n, LVal *out)
{
	char key[FIELD_BASE_MAX];
	struct FieldSet *s = field_set(L, base, n, key);
	if (s && !field_set_is(s, key, suffix, n) &&
	    (s->gen == L->names_gen || !field_set_fill(L, s, key, base, suffix, n)))
		s = NULL;
	if (!s) {
		for (int k = 0; k < n; k++)
			out[k] = lv_str(ll_field_name(L, base, suffix[k]));
		return;
	}
	s->gen = L->names_gen;
	/* room for all n names first (word_slot's test), so that the table
	 * stays where it is and the loop keeps it in registers */
	while (4 * (L->names_len + (unsigned)n) > 3 * L->names_cap)
		names_grow(L);
	NameSlot *t = L->names;
	unsigned mask = L->names_cap - 1, gen = L->names_gen, taken = 0;
	char (*name)[FIELD_NAME_ROOM] = s->name;
	const uint32_t *hash = s->hash;
	const uint8_t *len = s->len;
	for (int k = 0; k < n; k++) {
		NameSlot *e = name_slot_in(t, mask, gen, name[k] + 1, len[k], hash[k]);
		if (e->gen == gen) {
			out[k] = lv_str(word_name_taken(L, e, name[k], len[k]));
			continue;
		}
		*e = (NameSlot){name[k] + 1, hash[k], 1, gen};   /* word_take's */
		taken++;
		out[k] = lv_str(name[k]);
	}
	L->names_len += taken;
	s->out = taken == (unsigned)n ? out : NULL;
}

/* The fields' names are a set's own if they are the array ll_field_names
 * gave all of them to (no one writes a value's fields again): its set is
 * found by where the first name is in the block of all sets' names. */
const char *ll_field_list(LFunc *L, const LVal *names, int n, const char *ty0, const char *ty1,
                          int split, size_t *len)
{
	struct LLTables *t = L->cx->lltables;
	if (!t->field_names)
		return NULL;
	uintptr_t at = (uintptr_t)names[0].s - (uintptr_t)t->field_names;
	if (at >= sizeof t->field_names[0] << FIELD_SETS_LOG2)
		return NULL;
	struct FieldSet *s = &t->fields[at / sizeof t->field_names[0]];
	if (s->out != names || s->n != n || s->gen != L->names_gen)
		return NULL;
	if (s->list_ty[0] == ty0 && s->list_ty[1] == ty1 && s->list_split == split) {
		*len = s->list_len;
		return s->list;
	}
	size_t l0 = strlen(ty0), l1 = strlen(ty1);
	if (l0 > FIELD_TYPE_MAX || l1 > FIELD_TYPE_MAX)
		return NULL;
	if (!s->list)
		s->list = arena_alloc(&L->cx->perm, FIELD_LIST_ROOM);
	char *p = s->list;
	for (int k = 0; k < n; k++) {
		if (k)
			*p++ = ',', *p++ = ' ';
		memcpy(p, k < split ? ty0 : ty1, k < split ? l0 : l1);
		p += k < split ? l0 : l1;
		*p++ = ' ';
		memcpy(p, s->name[k], s->len[k] + 1u);
		p += s->len[k] + 1u;
	}
	*p = 0;
	s->list_ty[0] = ty0;
	s->list_ty[1] = ty1;
	s->list_split = split;
	*len = s->list_len = (size_t)(p - s->list);
	return s->list;
}

/* Spells '%hint.num' into sp, 16 bytes. */
static void spell_hint(char *sp, HintName which, uint32_t num)
{
	char digits[24];
	char *d = int_text(digits + sizeof digits, num);
	sp[0] = '%';
	memcpy(sp + 1, hint_text[which], 3);
	sp[4] = '.';
	memcpy(sp + 5, d, (size_t)(digits + sizeof digits - d));
}

/* ll.c's own hints keep their table slots: "idx" and "ptr" are asked for
 * once or more for each address. Unless a name like 'idx.3' was given out
 * as itself, 'idx.N' is new. */
static __attribute__((noinline)) const char *hint_name_slow(LFunc *L, HintName which)
{
	const char *hint = hint_text[which];
	size_t n = 3;
	NameSlot *e = L->hint[which];
	if (!e) {   /* the first in the function, or in the table as it is */
		static const char local[NHINTS][5] = {"%idx", "%ptr"};
		uint32_t h = str_hash(hint, n);
		e = word_slot(L, local[which], n, h);
		if (e->gen != L->names_gen) {   /* 'idx' is new: given out as itself */
			word_take(L, e, local[which], h);
			L->hint[which] = e;
			return local[which];
		}
		const char *r = unique(L, hint, true);
		L->hint[which] = name_slot(L, hint, n, h);
		return r;
	}
	if (!L->hint_dotted[which]) {   /* 'idx.N' is new */
		uint32_t num = e->next++;
		char *r = num < HINTS_SPELLED ? L->cx->lltables->hint_names[which][num] :
		          arena_alloc_raw(L->a, 16);
		if (num >= HINTS_SPELLED)
			spell_hint(r, which, num);
		else if (!r[0]) {
			spell_hint(r, which, num);
			def_spell(&L->cx->lltables->hint_defs[which][num], r);
		}
		return r;
	}
	char buf[32];
	buf[0] = '%';
	memcpy(buf + 1, hint, n);
	return dotted_name(L, e, buf, n, e->next, true);
}

/* The start of the line that defines a new name of the hint, and the name
 * into *name. Usually 'idx.N' is new, and spelled already, with the start
 * of its line. */
static inline __attribute__((always_inline)) LLine hint_begin(LFunc *L, HintName which,
                                                              const char **name)
{
	NameSlot *e = L->hint[which];
	if (e && !L->hint_dotted[which] && e->next < HINTS_SPELLED) {
		unsigned k = which * HINTS_SPELLED + e->next;
		char *r = L->hint_names[k];
		if (r[0]) {
			e->next++;
			*name = r;
			return ll_begin_spelled(L, &L->hint_defs[k]);
		}
	}
	*name = hint_name_slow(L, which);
	return ll_begin(L, *name);
}

const char *ll_name(LFunc *L, const char *base)
{
	return unique(L, base, true);
}

/* ll_name, out of line: its caller saves no registers */
static __attribute__((noinline)) const char *unique_out(LFunc *L, const char *base)
{
	return unique(L, base, true);
}

/* A dense member's first spelling, out of line too */
static __attribute__((noinline)) const char *member_spell_once(LFunc *L, long key,
                                                              const char *digits)
{
	member_slot_spell(L, key, digits, strlen(digits));
	return L->members[key].name;
}

/* A name without a dense member, one given out already, or a member not
 * spelled yet */
const char *ll_value_name(LFunc *L, const char *base, unsigned num)
{
	long key = 2 * ((long)num - 1);
	if (num == 0 || key >= MEMBERS_DENSE)
		return unique_out(L, base);
	struct MemberSlot *m = &L->members[key];   /* member_name's */
	if (m->gen == L->names_gen)
		return unique_slow(L, base, true);
	m->gen = L->names_gen;
	return member_spell_once(L, key, base);
}

const char *ll_label(LFunc *L, const char *base)
{
	return unique(L, base, false);
}

LBlock *ll_block(LFunc *L, const char *base)
{
	LBlock *b = NEW(L->a, LBlock);
	b->label = ll_label(L, base);
	return b;
}

void ll_place(LFunc *L, LBlock *b)
{
	if (b->placed)
		return;
	b->placed = true;
	if (L->last)
		L->last->next = b;
	else
		L->first = b;
	L->last = b;
}

void ll_start(LFunc *L, LBlock *b)
{
	ll_place(L, b);
	ll_close_run(L);
	L->cur = b;
	if (b != L->memo_block)
		L->memo_max = 0;   /* memo_grow sees the new block at the next lookup */
}

void ll_slots_grow(LFunc *L, LBlock *b)
{
	int cap = b->slot_cap ? 2 * b->slot_cap : 4;   /* doubling: a block may have thousands */
	const char **n = arena_alloc_raw(L->a, 2 * sizeof *n * (size_t)cap), **t = n + cap;
	if (b->nslot) {
		memcpy(n, b->slot_name, sizeof *n * (size_t)b->nslot);
		memcpy(t, b->slot_type, sizeof *t * (size_t)b->nslot);
	}
	b->slot_name = n;
	b->slot_type = t;
	b->slot_cap = cap;
}

LLine ll_line_grow(LFunc *L, LLine n, size_t need)
{
	size_t off = ll_off(L, n), at = ll_off(L, ll_here(L)), cap = (size_t)(L->text_lim - L->text);
	if (off + need > cap) {
		while (cap < off + need)
			cap *= 2;
		char **heap = &L->cx->lltables->heap_text;   /* NULL: in the function arena */
		char *t = *heap ? realloc(*heap, cap) : malloc(cap);
		if (!t)
			no_memory(L->cx->nomem);
		if (!*heap)
			memcpy(t, L->text, off);
		L->text = *heap = t;
		L->text_at = t + at;
		L->text_lim = t + cap;
		L->text_room = L->text_lim - LL_ROOM;
	}
	return (LLine){L->text + off, L->text_lim};
}

LLine ll_str_long(LFunc *L, char *p, const char *s)
{
	return ll_room(L, ll_str(L, (LLine){p, L->text_lim}, s));
}

/* A format string split into pieces: literal text, then a conversion. The
 * literal is padded so that it can be copied in blocks of 16. */
typedef struct Piece {
	const char *lit;
	uint32_t len;
	char conv;             /* 's', 'd', 'l' (for %lld), or 0 after the last */
} Piece;

enum { NFORMATS = 512 };

/* Formats by the address of their string: they are the literals in the
 * calls of ll_emit, ll_def and ll_fmt, a fixed set. */
struct Formats {
	const char *fmt[NFORMATS];
	Piece *pieces[NFORMATS];
	int n;
};

static Piece *split_format(Arena *a, const char *fmt)
{
	int np = 1;
	for (const char *f = fmt; *f; f++)
		np += *f == '%';
	Piece *ps = NEWARRAY(a, Piece, np);
	char *lit = arena_alloc(a, strlen(fmt) + 32 * (size_t)np);
	Piece *p = ps;
	p->lit = lit;
	for (const char *f = fmt;;) {
		if (*f != '%' && *f) {
			lit[p->len++] = *f++;
			continue;
		}
		if (f[0] == '%' && f[1] == '%') {
			lit[p->len++] = '%';
			f += 2;
			continue;
		}
		if (!*f)
			p->conv = 0;
		else if (f[1] == 's' || f[1] == 'd')
			p->conv = f[1], f += 2;
		else if (f[1] == 'l' && f[2] == 'l' && f[3] == 'd')
			p->conv = 'l', f += 4;
		else
			bug("unsupported format");
		lit += (p->len + 15) / 16 * 16 + 16;
		if (!p->conv)
			return ps;
		(++p)->lit = lit;
	}
}

/* fmt's pieces, split on first use */
static const Piece *format_pieces(LFunc *L, const char *fmt)
{
	Ctx *cx = L->cx;
	if (!cx->formats)
		cx->formats = NEW(&cx->perm, struct Formats);
	struct Formats *t = cx->formats;
	unsigned i = (unsigned)(((uintptr_t)fmt * 0x9E3779B97F4A7C15u) >> 55) & (NFORMATS - 1);
	while (t->fmt[i] && t->fmt[i] != fmt)
		i = (i + 1) & (NFORMATS - 1);
	if (t->fmt[i])
		return t->pieces[i];
	Piece *ps = split_format(&cx->perm, fmt);
	if (2 * (t->n + 1) <= NFORMATS) {   /* else the next call splits it again */
		t->fmt[i] = fmt;
		t->pieces[i] = ps;
		t->n++;
	}
	return ps;
}

/* A small printf for instruction text: %s, %d, %lld and %% only. It runs
 * for every instruction, where vsnprintf would cost more than the rest.
 * The text goes into the text buffer at n; returns its end. */
static LLine vformat(LFunc *L, LLine n, const char *fmt, va_list ap)
{
	for (const Piece *p = format_pieces(L, fmt);; p++) {
		if ((size_t)(n.end - n.p) < p->len + 16)
			n = ll_line_grow(L, n, p->len + 16);
		memcpy(n.p, p->lit, 16);   /* most literals are shorter */
		for (uint32_t i = 16; i < p->len; i += 16)
			memcpy(n.p + i, p->lit + i, 16);
		n.p += p->len;
		char num[24];
		switch (p->conv) {
		case 0:
			return n;
		case 's':
			n = ll_str(L, n, va_arg(ap, const char *));
			break;
		case 'd':
			n = ll_str(L, n, int_text(num + sizeof num, va_arg(ap, int)));
			break;
		default:
			n = ll_str(L, n, int_text(num + sizeof num, va_arg(ap, long long)));
			break;
		}
	}
}

const char *ll_fmt(LFunc *L, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	size_t at = ll_off(L, ll_here(L));   /* the text may move */
	LLine n = vformat(L, ll_here(L), fmt, ap);
	va_end(ap);
	return arena_strndup(L->a, L->text + at, ll_off(L, n) - at);
}

void ll_close_run(LFunc *L)
{
	LBlock *b = L->cur;
	size_t start = L->run_start, n = ll_off(L, ll_here(L));
	L->run_start = n;
	if (!b || n == start)
		return;
	Text *t = b->last_text;
	if (t && t->off + t->len == start) {   /* the block was current just before */
		t->len += n - start;
		return;
	}
	t = arena_alloc_raw(L->a, sizeof *t);   /* each field set here */
	t->next = NULL;
	t->off = start;
	t->len = n - start;
	if (b->last_text)
		b->last_text->next = t;
	else
		b->text = t;
	b->last_text = t;
}

static void vline(LFunc *L, const char *def, const char *fmt, va_list ap)
{
	ll_end(L, vformat(L, ll_begin(L, def), fmt, ap));
}

void ll_emit(LFunc *L, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vline(L, NULL, fmt, ap);
	va_end(ap);
}

LVal ll_def(LFunc *L, const char *hint, const char *fmt, ...)
{
	LVal v = {.s = ll_name(L, hint)};
	va_list ap;
	va_start(ap, fmt);
	vline(L, v.s, fmt, ap);
	va_end(ap);
	return v;
}

/* Decimal digits of v, written backwards from end; returns the start. */
static char *int_text(char *end, int64_t v)
{
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
	*--end = 0;
	do
		*--end = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--end = '-';
	return end;
}

/* The spellings of 0 to 99, which most strides, sizes and offsets are */
#define TENS(t) #t "0", #t "1", #t "2", #t "3", #t "4", #t "5", #t "6", #t "7", #t "8", #t "9"
const char ll_small_ints[100][3] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	TENS(1), TENS(2), TENS(3), TENS(4), TENS(5), TENS(6), TENS(7), TENS(8), TENS(9),
};
#undef TENS

static __attribute__((noinline)) const char *const_spell(LFunc *L, struct ConstSlot *e, int64_t c)
{
	enum { ROOM = 24 };   /* int_text's most: 20 digits, a sign and the end */
	char *buf = arena_alloc_raw(L->a, ROOM);
	e->c = c;
	e->gen = L->names_gen;
	return e->s = int_text(buf + ROOM, c);
}

LVal lv_const_spelled(LFunc *L, int64_t c)
{
	uint64_t h = (uint64_t)c * 0x9E3779B97F4A7C15u;
	struct ConstSlot *e = &L->consts[h >> (64 - CONSTS_LOG2)];
	const char *s = e->gen == L->names_gen && e->c == c ? e->s : const_spell(L, e, c);
	return (LVal){.s = s, .is_const = true, .c = c};
}

static uint64_t ident(LVal v)
{
	return v.is_const ? (uint64_t)v.c : (uint64_t)(uintptr_t)v.s;
}

static unsigned memo_hash(const Memo *k)
{
	uint64_t b = k->b << 29 | k->b >> 35;
	uint64_t h = ((uint64_t)(uintptr_t)k->op ^ k->a ^ b) * 0x9E3779B97F4A7C15u;
	return (unsigned)(h >> 32);
}

static bool memo_same(const Memo *x, const Memo *y)
{
	return x->op == y->op && x->type == y->type &&
	       x->a == y->a && x->b == y->b && x->consts == y->consts;
}

static bool memo_used(const LFunc *L, const Memo *m)
{
	return m->gen == L->memo_gen && m->result;
}

/* The memo holds one block: lowering fills a block before it moves on, so
 * the table is emptied when the block changes (a new generation makes
 * every entry stale) and stays as small as the largest block. */
static __attribute__((noinline)) void memo_grow(LFunc *L)
{
	if (L->memo_block != L->cur) {
		if (L->memo_len)
			L->memo_gen++;
		L->memo_len = 0;
		L->memo_block = L->cur;
	}
	if (L->memo_len >= L->memo_cap / 2) {
		unsigned cap = L->memo_cap ? 2 * L->memo_cap : 16;
		Memo *m = NEWARRAY(&L->cx->perm, Memo, cap);   /* the old one stays there */
		for (unsigned i = 0; i < L->memo_cap; i++)
			if (memo_used(L, &L->memo[i])) {
				unsigned j = memo_hash(&L->memo[i]) & (cap - 1);
				while (m[j].result)
					j = (j + 1) & (cap - 1);
				m[j] = L->memo[i];
			}
		L->memo = m;
		L->memo_cap = cap;
	}
	L->memo_max = L->memo_cap / 2;
}

/* The slot for key: its entry if present, else the empty slot to fill.
 * Inline in pure and ll_gep, with the key in registers. */
static inline __attribute__((always_inline)) Memo *memo_slot(LFunc *L, Memo *key)
{
	if (L->memo_len >= L->memo_max)
		memo_grow(L);   /* a new block, or a bigger table */
	key->gen = L->memo_gen;
	unsigned i = memo_hash(key) & (L->memo_cap - 1);
	while (memo_used(L, &L->memo[i]) && !memo_same(&L->memo[i], key))
		i = (i + 1) & (L->memo_cap - 1);
	return &L->memo[i];
}

/* *r = op(a, b) of type ty in the current block: an earlier value or a new
 * one; op is a word of three letters and a space, op64 the same with
 * 'i64 ' */
static inline __attribute__((always_inline)) void pure(LFunc *L, const char *op, const char *op64,
                                                    const char *ty, LVal *r, const LVal *a,
                                                    const LVal *b)
{
	Memo key = {op, ty, ident(*a), ident(*b), (unsigned char)(a->is_const | b->is_const << 1), 0, NULL};
	Memo *m = memo_slot(L, &key);
	if (memo_used(L, m)) {
		*r = lv_str(m->result);
		return;
	}
	*m = key;   /* while the key is at hand: the line needs the registers */
	L->memo_len++;
	const char *v;
	LLine n = hint_begin(L, HINT_IDX, &v);   /* a budget of 90 */
	m->result = v;
	if (ty == L->ix64) {   /* 'mul i64 ', one literal */
		n = ll_lit_in(n, op64, 8);
	} else {
		n = ll_lit_in(n, op, 4);
		n = ll_str_in(L, n, ty);
		n = LL_LIT_IN(n, " ");
	}
	n = ll_str_in(L, n, a->s);
	n = LL_LIT_IN(n, ", ");
	ll_end_in(L, ll_str_in(L, n, b->s));
	*r = lv_str(v);
}

/* *r = a + b and *r = a * b, folded; inline in ll_imul and ll_address */
static inline __attribute__((always_inline)) void iadd(LFunc *L, const char *ty, LVal *r,
                                                    const LVal *a, const LVal *b)
{
	if (a->is_const && b->is_const)
		*r = lv_const(L, (int64_t)((uint64_t)a->c + (uint64_t)b->c));
	else if (a->is_const && a->c == 0)
		*r = *b;
	else if (b->is_const && b->c == 0)
		*r = *a;
	else
		pure(L, "add ", "add i64 ", ty, r, a, b);
}

static inline __attribute__((always_inline)) void imul(LFunc *L, const char *ty, LVal *r,
                                                    const LVal *a, const LVal *b)
{
	if (a->is_const && b->is_const)
		*r = lv_const(L, (int64_t)((uint64_t)a->c * (uint64_t)b->c));
	else if ((a->is_const && a->c == 0) || (b->is_const && b->c == 0))
		*r = lv_const(L, 0);
	else if (a->is_const && a->c == 1)
		*r = *b;
	else if (b->is_const && b->c == 1)
		*r = *a;
	else
		pure(L, "mul ", "mul i64 ", ty, r, a, b);
}

void ll_imul(LFunc *L, const char *ty, LVal *r, const LVal *a, const LVal *b)
{
	imul(L, ty, r, a, b);
}

void ll_iadd(LFunc *L, const char *ty, LVal *r, const LVal *a, const LVal *b)
{
	iadd(L, ty, r, a, b);
}

LVal ll_address(LFunc *L, const LAddress *x)
{
	LVal lin = x->offset;
	for (int i = 0; i < x->n; i++) {
		LVal stride = x->strides[i] == DYN ? x->dyn[i] : lv_const(L, x->strides[i]), p;
		imul(L, x->ity, &p, &x->idx[i]->ll[0], &stride);
		iadd(L, x->ity, &lin, &lin, &p);
	}
	if (lin.is_const && lin.c == 0)
		return x->base;
	Memo key = {"gep", x->elem, ident(x->base), ident(lin), (unsigned char)(lin.is_const << 1), 0, NULL};
	Memo *m = memo_slot(L, &key);
	if (memo_used(L, m))
		return lv_str(m->result);
	*m = key;   /* as in pure */
	L->memo_len++;
	LVal v = {0};
	LLine n = hint_begin(L, HINT_PTR, &v.s);   /* a budget of 131 */
	m->result = v.s;
	n = LL_LIT_IN(n, "getelementptr inbounds ");
	n = ll_str_in(L, n, x->elem);
	n = ll_ptr_in(L, n, x->ptrty);
	n = ll_str_in(L, n, x->base.s);
	if (x->ity == L->ix64) {
		n = LL_LIT_IN(n, ", i64 ");
	} else {
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, x->ity);
		n = LL_LIT_IN(n, " ");
	}
	n = ll_str_in(L, n, lin.s);
	ll_end_in(L, n);
	return v;
}

void ll_edge(LFunc *L, LBlock *to, LVal *vals)
{
	Edge *e = arena_alloc_raw(L->a, sizeof *e);   /* each field set here */
	e->from = L->cur;
	e->vals = vals;
	e->next = NULL;
	if (to->last_edge)
		to->last_edge->next = e;
	else
		to->edges = e;
	to->last_edge = e;
}

void ll_br(LFunc *L, LBlock *to, LVal *vals)
{
	ll_edge(L, to, vals);
	LLine n = ll_begin(L, NULL);   /* a budget of 48 */
	n = LL_LIT_IN(n, "br label %");
	n = ll_str_in(L, n, to->label);
	ll_end_in(L, n);
	L->cur->terminated = true;
}

LBlock *ll_dummy(LFunc *L, LBlock *to, LVal *vals)
{
	char base[128];
	snprintf(base, sizeof base, "%s.dup", L->cur->label);
	LBlock *saved = L->cur;
	LBlock *d = ll_block(L, base);
	ll_place(L, d);
	ll_close_run(L);
	L->cur = d;
	ll_br(L, to, vals);
	ll_close_run(L);
	L->cur = saved;
	return d;
}

void ll_cond_br(LFunc *L, const char *cond, LBlock *t, LVal *tv, LBlock *f, LVal *fv)
{
	ll_edge(L, t, tv);
	if (t == f && t->nslot)
		f = ll_dummy(L, f, fv);
	else
		ll_edge(L, f, fv);
	LLine n = ll_begin(L, NULL);   /* a budget of 94 */
	n = LL_LIT_IN(n, "br i1 ");
	n = ll_str_in(L, n, cond);
	n = LL_LIT_IN(n, ", label %");
	n = ll_str_in(L, n, t->label);
	n = LL_LIT_IN(n, ", label %");
	n = ll_str_in(L, n, f->label);
	ll_end_in(L, n);
	L->cur->terminated = true;
}

int ll_hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
	       c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

size_t ll_escape(const char *bytes, size_t n, char *out)
{
	static const char hex[] = "0123456789ABCDEF";
	char *p = out;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)bytes[i];
		if (c < ' ' || c > '~' || c == '"' || c == '\\') {
			*p++ = '\\';
			*p++ = hex[c >> 4];
			*p++ = hex[c & 15];
		} else {
			*p++ = (char)c;
		}
	}
	return (size_t)(p - out);
}

size_t ll_unescape(const char *s, char *out)
{
	size_t k = 0;
	for (; *s; s++) {
		if (*s != '\\' || !s[1]) {
			out[k++] = *s;
			continue;
		}
		s++;
		if (*s == 'n')
			out[k++] = '\n';
		else if (*s == 't')
			out[k++] = '\t';
		else if (ll_hexval(s[0]) >= 0 && s[1] && ll_hexval(s[1]) >= 0) {
			out[k++] = (char)(ll_hexval(s[0]) * 16 + ll_hexval(s[1]));
			s++;
		} else
			out[k++] = *s;
	}
	return k;
}

const char *ll_global(Arena *a, const char *prefix, const char *mlir_name)
{
	if (name_ok(prefix[0] ? prefix[0] : mlir_name[0], true)) {   /* the usual name: bare */
		size_t pl = 0, n = 0;
		while (name_ok(prefix[pl], false))
			pl++;
		while (name_ok(mlir_name[n], false))
			n++;
		if (!prefix[pl] && !mlir_name[n]) {
			char *out = arena_alloc_raw(a, pl + n + 2);
			out[0] = '@';
			memcpy(out + 1, prefix, pl);
			memcpy(out + 1 + pl, mlir_name, n + 1);
			return out;
		}
	}
	size_t pl = strlen(prefix), n = strlen(mlir_name);
	char *bytes = arena_alloc(a, pl + n + 1);
	memcpy(bytes, prefix, pl);
	size_t k = pl + ll_unescape(mlir_name, bytes + pl);
	bool bare = k > 0 && name_ok(bytes[0], true);
	for (size_t i = 0; i < k && bare; i++)
		bare = name_ok(bytes[i], false);
	char *out = arena_alloc(a, 3 * k + 4);
	char *p = out;
	*p++ = '@';
	if (!bare)
		*p++ = '"';
	p += ll_escape(bytes, k, p);   /* nothing to escape in a bare name */
	if (!bare)
		*p++ = '"';
	*p = 0;
	return out;
}

const char **ll_kept(LFunc *L, uintptr_t k1, uintptr_t k2)
{
	uint64_t h = ((uint64_t)k1 * 0x9E3779B97F4A7C15u ^ (uint64_t)k2) * 0x9E3779B97F4A7C15u;
	struct KeptSlot *e = &L->cx->lltables->kept[h >> (64 - KEPT_LOG2)];
	if (!e->s || e->k1 != k1 || e->k2 != k2) {
		e->k1 = k1;
		e->k2 = k2;
		e->s = NULL;
	}
	return &e->s;
}

void ll_need_decl(Ctx *cx, const char *name, const char *decl)
{
	Symbol *s = sym_get(cx, name, NULL, (Loc){0});
	if (!s->has_decl) {
		s->has_decl = true;
		map_put(&cx->decls, name, strlen(name), arena_strndup(&cx->perm, decl, strlen(decl)));
	}
}
