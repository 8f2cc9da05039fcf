/* The LLVM-level form of one function while it is being lowered: blocks of
 * instruction text, phi slots with their incoming edges, and the names in
 * use. Lowering appends to the current block; emit.c prints the result.
 * Keeping phis and edges as data (not text) is what lets a terminator add
 * a dummy block for a repeated successor, or scf lower to plain blocks. */
#ifndef LL_H
#define LL_H
#include <string.h>
#include "ast.h"

typedef struct LBlock LBlock;

typedef struct Edge {
	LBlock *from;
	LVal *vals;            /* one per phi slot of the target */
	struct Edge *next;
} Edge;

/* A run of a block's instruction lines in LFunc.text, newlines included.
 * Lines are formatted in place there; the lines a block gets while it is
 * current are one run, so a block is usually printed with one copy. */
typedef struct Text {
	struct Text *next;
	size_t off, len;
} Text;

struct LBlock {
	const char *label;     /* without '%' */
	int nslot, slot_cap;   /* phi slots */
	const char **slot_name;
	const char **slot_type;
	Edge *edges, *last_edge;
	Text *text, *last_text;   /* instructions */
	bool placed;           /* linked into the emission order */
	bool terminated;
	LBlock *next;
};

/* A pure instruction already computed in the current block: its
 * operation, type and operands as identities (an SSA name's string, or a
 * constant's value). */
typedef struct Memo {
	const char *op, *type;
	uint64_t a, b;
	unsigned char consts;  /* bit 0: a is a constant, bit 1: b is */
	unsigned gen;          /* the entry is stale unless it is LFunc's memo_gen */
	const char *result;    /* NULL: empty */
} Memo;

typedef enum HintName { HINT_IDX, HINT_PTR, NHINTS } HintName;

/* A name 'vN' or 'bbN' of key below MEMBERS_DENSE: see ll.c */
enum { MEMBERS_DENSE = 1 << 11 };
struct MemberSlot {
	unsigned gen;          /* given out in the function of this names_gen */
	char name[12];         /* '%v12', '%bb12' (at most 6 digits); "" until spelled */
};
/* The start of a line that defines a name, '  %v12 = ', spelled with the
 * name where names are spelled once for the module (dense members, ll.c's
 * hints): one copy of 16 bytes starts the line (ll_begin_spelled).
 * Tables of them are not zeroed: read only where the
 * name is spelled. */
struct DefStart {
	char text[15];
	uint8_t len;
};

typedef struct LFunc {
	Ctx *cx;
	Arena *a;
	struct NameSlot *names;   /* LLVM local names in use: see unique() in ll.c */
	struct MemberSlot *members;   /* and the names 'vN' and 'bbN': see MEMBERS_DENSE */
	struct DefStart *member_defs;   /* by the same key */
	LVal *member_vals;     /* by key / 2, a spelled 'vN''s LVal: {.s = its name} */
	LVal *small_consts;    /* lv_const of 0 to 99, for values that are one */
	char (*hint_names)[16];   /* ll.c's hints spelled, and the starts of */
	struct DefStart *hint_defs;   /* their lines: see HINTS_SPELLED */
	struct ConstSlot *consts;   /* lv_const_spelled's spellings */
	unsigned names_cap, names_len;
	unsigned names_gen;    /* a slot is empty unless it is of this generation */
	bool dotted;           /* a name like 'x.3' was given out as itself */
	bool hint_dotted[NHINTS];   /* one like 'idx.3' for ll.c's hint 'idx' */
	struct NameSlot *hint[NHINTS];   /* the slots of ll.c's own hints (NULL: not
	                                    found yet in the table as it is) */
	LBlock *first, *last;  /* emission order */
	LBlock *cur;
	size_t run_start;      /* the start of the lines of cur not yet in a run */
	char *text_at;         /* the end of the lines so far */
	char *text;            /* instruction text of all blocks; past text_at,
	                          the line or string being formatted */
	char *text_lim;        /* the end of its buffer; not next to text_at,
	                          or gcc reads the two as one vector and takes
	                          them apart through the stack, at every line */
	const char *ix64;      /* the index type's spelling if it is 'i64', else
	                          NULL: index steps and addresses write it with
	                          their literals */
	char *text_room;       /* text_lim - LL_ROOM: a line that starts before
	                          it has its budget (ll_room: one compare) */
	Memo *memo;            /* local value numbering, open addressing */
	unsigned memo_cap, memo_len, memo_gen;
	unsigned memo_max;     /* memo_len that makes the next lookup call memo_grow:
	                          half the table, or 0 when cur may have changed */
	const LBlock *memo_block;   /* the block the memo is about */
} LFunc;

void ll_init(LFunc *L, Ctx *cx);
void ll_free(LFunc *L);
void ll_end_module(Ctx *cx);   /* frees what a function left if memory ran out in it */
const char *ll_name(LFunc *L, const char *base);     /* unique "%base[.N]" */
/* The key of the member 'vN' that a value the builder read as '%N' (num
 * = its Value.num, N + 1) is named, given out now in this function, if
 * that member's spelling is kept for the module (see ll.c): its digits
 * are not read again. Else -1, and ll_value_name names the value. */
static inline int ll_member_take(LFunc *L, unsigned num)
{
	unsigned key = 2 * (num - 1);   /* num 0 wraps: above MEMBERS_DENSE */
	if (key < MEMBERS_DENSE) {
		struct MemberSlot *m = &L->members[key];
		if (m->gen != L->names_gen && m->name[0]) {
			m->gen = L->names_gen;
			return (int)key;
		}
	}
	return -1;
}
/* ll_name of a value's name, num its Value.num, where ll_member_take
 * gave no key */
const char *ll_value_name(LFunc *L, const char *base, unsigned num);
const char *ll_label(LFunc *L, const char *base);    /* unique label, no '%' */
/* ll_name of "base.suffix", for a suffix of letters and digits */
const char *ll_field_name(LFunc *L, const char *base, const char *suffix);
/* ll_field_name of base and each of n suffixes, into out; suffix is a
 * static table (a cache is keyed by its address) */
void ll_field_names(LFunc *L, const char *base, const char *const *suffix, int n, LVal *out);
/* "ty name, ty name, ..." of the n fields names, if ll_field_names filled
 * that array in this function from its kept sets (field k of type ty0 if
 * k < split, else ty1; types kept by address: the module's), ready made,
 * with its length in *len; else NULL */
const char *ll_field_list(LFunc *L, const LVal *names, int n, const char *ty0, const char *ty1,
                          int split, size_t *len);
LBlock *ll_block(LFunc *L, const char *base);        /* new, not yet placed */
void ll_place(LFunc *L, LBlock *b);                  /* append to the order */
void ll_start(LFunc *L, LBlock *b);                  /* place and make current */
void ll_slots_grow(LFunc *L, LBlock *b);
/* Room for the n slots of a new block's n arguments at once, inline where
 * ll_add_slot's first would call ll_slots_grow (a descriptor's further
 * fields grow them as before) */
static inline void ll_slots_init(LFunc *L, LBlock *b, int n)
{
	if (b->slot_cap)
		return;
	const char **s = arena_alloc_raw(L->a, 2 * sizeof *s * (size_t)n);
	b->slot_name = s;
	b->slot_type = s + n;
	b->slot_cap = n;
}
/* A new phi slot of b; returns its number. Inline: every block argument
 * takes one. */
static inline int ll_add_slot(LFunc *L, LBlock *b, const char *name, const char *type)
{
	if (b->nslot == b->slot_cap)
		ll_slots_grow(L, b);
	b->slot_name[b->nslot] = name;
	b->slot_type[b->nslot] = type;
	return b->nslot++;
}

/* Appends one instruction line to the current block. Formats (here, in
 * ll_def and ll_fmt) take %s, %d, %lld and %%, and must be string
 * literals: they are split once and found again by address (the build
 * warns about any other with -Wformat-nonliteral). */
void ll_emit(LFunc *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Like ll_emit with a fresh result name: "%name = <text>". */
LVal ll_def(LFunc *L, const char *hint, const char *fmt, ...) __attribute__((format(printf, 3, 4)));


/* An instruction line assembled in place, for the lines made most often,
 * where a format would cost more than the text it makes:
 *     LLine n = ll_begin(L, def);      "  def = ", or "  " if def is NULL
 *     n = ll_str(L, n, s);             a string
 *     n = LL_LIT(L, n, ", ");          a string literal, copied by its size
 *     ll_end(L, n);                    the newline; the line is added
 * An LLine is the end of the line so far in LFunc.text and the end of the
 * buffer: a value kept in registers, where LFunc's fields would be read
 * again after every store of text. Make the strings before ll_begin:
 * ll_fmt formats where the line is being written. A line of a fixed shape
 * may use ll_str_in, LL_LIT_IN and ll_end_in instead, below. */
typedef struct LLine {
	char *p, *end;
} LLine;

LLine ll_line_grow(LFunc *L, LLine n, size_t need);   /* room for need bytes at n */
/* Ends the current block's open run: before the blocks' text is read */
void ll_close_run(LFunc *L);

/* The end of the lines so far, where the next line starts */
static inline LLine ll_here(const LFunc *L)
{
	return (LLine){L->text_at, L->text_lim};
}

/* The text's length up to n */
static inline size_t ll_off(const LFunc *L, LLine n)
{
	return (size_t)(n.p - L->text);
}

static inline LLine ll_lit(LFunc *L, LLine n, const char *s, size_t len)
{
	if (n.p > n.end - len)
		n = ll_line_grow(L, n, len);
	memcpy(n.p, s, len);
	n.p += len;
	return n;
}
#define LL_LIT(L, n, lit) ll_lit((L), (n), "" lit, sizeof lit - 1)

/* A string 64 bytes a step (copy64, arena.h): ll_str's way at a page's
 * end, in sanitizer builds and on machines without SSE2. */
static inline LLine ll_str_bytes(LFunc *L, LLine n, const char *s)
{
	for (;;) {
		if (n.end - n.p < 64)
			n = ll_line_grow(L, n, 64);
		size_t k = copy64(n.p, s);
		n.p += k;
		if (k < 64)
			return n;
		s += 64;
	}
}

/* Strings are copied 16 bytes at once where the machine has the
 * instructions: ll_copy16 copies the first 16 bytes of s to d (which has
 * room for them) and returns a mask of the zero bytes among them: s ends
 * at the lowest bit set, unless there is none. s may end before the 16
 * bytes only if ll_copy16_safe(s): a load of 16 bytes that does not cross
 * a page cannot fault, even where it reads past the string's end. */
#if defined(__SSE2__) && !defined(__SANITIZE_ADDRESS__)
#include <emmintrin.h>
/* Not in the last 16 bytes of a page (the first of them, 4096 - 16,
 * would be safe too): s + 16 is not in the first 16 of the next. One
 * instruction fewer than comparing s & 4095, which needs a copy of s. */
static inline bool ll_copy16_safe(const char *s)
{
	return ((uintptr_t)s + 16) & (4096 - 16);
}

/* Sixteen zero bytes, defined in output.c: where gcc does not know them
 * to be zero, it compares with them in memory; a zero it knows of it
 * makes again in a register for every string, one instruction more. */
extern const __m128i ll_zero16;

static inline unsigned ll_copy16(char *d, const char *s)
{
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)s);
	_mm_storeu_si128((__m128i *)(void *)d, v);
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, ll_zero16));
}

/* Whether the mask of zero bytes ll_copy16 gave has one: if so, the
 * string's length into *at. One bsf, whose zero flag is the test of the
 * mask, where gcc made a test, a tzcnt and a movslq to widen its int. */
static inline bool ll_zero_at(unsigned zero, size_t *at)
{
	bool none;
	__asm__("bsf %2, %k0" : "=r"(*at), "=@ccz"(none) : "rm"(zero));
	return !none;
}
#else
static inline bool ll_copy16_safe(const char *s)
{
	(void)s;
	return false;
}

static inline unsigned ll_copy16(char *d, const char *s)
{
	(void)d, (void)s;
	bug("ll_copy16 without ll_copy16_safe");
}

static inline bool ll_zero_at(unsigned zero, size_t *at)
{
	if (!zero)
		return false;
	*at = (unsigned)__builtin_ctz(zero);
	return true;
}
#endif

/* A copy of the n bytes at s in a, not in a page's last 16 bytes, so that
 * ll_copy_short takes it in one step (types' spellings, which most lines
 * print: where the arena put one there, every use of it went the slow way) */
static inline char *ll_strdup(Arena *a, const char *s, size_t n)
{
	char *p = arena_strndup(a, s, n);
	if (!ll_copy16_safe(p) && ll_copy16_safe(p + 16)) {   /* (without SSE2 neither is) */
		arena_alloc_raw(a, 16);   /* past the page's end */
		p = arena_strndup(a, s, n);
	}
	return p;
}

/* s copied to d in one step, if it is shorter than 16 bytes and may be
 * read 16 at once: its end in d, else NULL. d has room for 16 bytes. */
static inline char *ll_copy_short(char *d, const char *s)
{
	if (!ll_copy16_safe(s))
		return NULL;
	size_t len;
	return ll_zero_at(ll_copy16(d, s), &len) ? d + len : NULL;
}

/* Most operands are names and types of 3 to 8 bytes: one step. */
static inline LLine ll_str(LFunc *L, LLine n, const char *s)
{
	for (;;) {
		if (!ll_copy16_safe(s))
			return ll_str_bytes(L, n, s);
		if (n.p > n.end - 16)
			n = ll_line_grow(L, n, 16);
		size_t len;
		if (ll_zero_at(ll_copy16(n.p, s), &len)) {
			n.p += len;
			return n;
		}
		s += 16;
		n.p += 16;
	}
}

/* The pieces of a line of a fixed shape need not look at the room: after
 * ll_begin, which makes room for LL_ROOM bytes, they take what they need
 * without looking, as long as the line's budget is at most LL_ROOM: 16
 * bytes for each ll_str_in, a literal's size for each LL_LIT_IN, and 3
 * for the zeros a short literal at the end writes after it. A string
 * of 16 bytes or more (or one that ll_copy16 may not read) goes through
 * ll_str_long, which makes room for LL_ROOM bytes again after it. A line
 * of any length (an operand list) takes a new budget with ll_room for
 * each of its pieces, or uses ll_str and LL_LIT, which look. */
enum { LL_ROOM = 192 };
LLine ll_str_long(LFunc *L, char *p, const char *s);   /* at p, in the line */

static inline LLine ll_str_in(LFunc *L, LLine n, const char *s)
{
	char *end = ll_copy_short(n.p, s);
	if (end) {
		n.p = end;
		return n;
	}
	return ll_str_long(L, n.p, s);
}

/* A literal of 4 bytes or fewer is written as 4, its zeros after it (what
 * follows writes over them): one store, where gcc makes 2 or 3 bytes two
 * or three instructions */
static inline LLine ll_lit_in(LLine n, const char *s, size_t len)
{
	memcpy(n.p, s, len < 4 ? 4 : len);
	n.p += len;
	return n;
}
#define LL_LIT_IN(n, lit) ll_lit_in((n), "" lit "\0\0\0", sizeof lit - 1)

/* Room for LL_ROOM bytes at n: a new budget */
static inline LLine ll_room(LFunc *L, LLine n)
{
	if (n.p > L->text_room)   /* n.end - n.p < LL_ROOM: n.end is text_lim */
		n = ll_line_grow(L, n, LL_ROOM);
	return n;
}

/* "  def = ", or "  " if def is NULL, with room for LL_ROOM bytes in all:
 * the start takes 21 of them. Inline in every caller, ll.c's included: it
 * starts every line. */
static inline __attribute__((always_inline)) LLine ll_begin(LFunc *L, const char *def)
{
	if (!L->cur)
		bug("instruction outside a block");
	LLine n = ll_room(L, ll_here(L));
	n = LL_LIT_IN(n, "  ");
	if (def) {
		n = ll_str_in(L, n, def);
		n = LL_LIT_IN(n, " = ");
	}
	return n;
}

/* The newline; the line joins the current block's open run, which
 * ll_start or ll_close_run ends. */
static inline void ll_end(LFunc *L, LLine n)
{
	L->text_at = LL_LIT(L, n, "\n").p;
}

/* ll_end within the budget: the newline takes 1 */
static inline void ll_end_in(LFunc *L, LLine n)
{
	L->text_at = LL_LIT_IN(n, "\n").p;
}

/* ll_begin of a line that defines a name whose start d spells: one copy
 * of 16 bytes where ll_begin writes three pieces */
static inline LLine ll_begin_spelled(LFunc *L, const struct DefStart *d)
{
	if (!L->cur)
		bug("instruction outside a block");
	LLine n = ll_room(L, ll_here(L));
	memcpy(n.p, d, sizeof *d);   /* len after the text: written over */
	n.p += d->len;
	return n;
}

/* An LVal of the name s, in the function arena */
static inline LVal *ll_new_val(LFunc *L, const char *s)
{
	LVal *v = arena_alloc_raw(L->a, sizeof *v);
	*v = (LVal){.s = s};
	return v;
}

/* The LVal of a value named as its Value.num and base say, one that is not
 * written: a member 'vN''s is kept for the module (member_vals), another
 * name's is taken from the function arena. */
static inline LVal *ll_value_val(LFunc *L, const char *base, unsigned num)
{
	int key = ll_member_take(L, num);
	if (key >= 0)
		return &L->member_vals[key / 2];
	return ll_new_val(L, ll_value_name(L, base, num));
}

/* ll_begin of a line that defines a value, named as ll_value_val names it;
 * the value's LVal into *val. A member 'vN' has its line's start spelled
 * (ll_begin_spelled). */
static inline __attribute__((always_inline)) LLine ll_begin_value(LFunc *L, const char *base,
                                                                  unsigned num, LVal **val)
{
	int key = ll_member_take(L, num);
	if (key >= 0) {
		*val = &L->member_vals[key / 2];
		return ll_begin_spelled(L, &L->member_defs[key]);
	}
	*val = ll_new_val(L, ll_value_name(L, base, num));
	return ll_begin(L, (*val)->s);
}

/* ", pt " at n, where pt is a pointer type, NULL for 'ptr' (memory space
 * 0, the usual one), which is one literal with its separators; a budget
 * of 21 */
static inline LLine ll_ptr_in(LFunc *L, LLine n, const char *pt)
{
	if (!pt)
		return LL_LIT_IN(n, ", ptr ");
	n = LL_LIT_IN(n, ", ");
	n = ll_str_in(L, n, pt);
	return LL_LIT_IN(n, " ");
}

/* "ty a, b", a binary instruction's operands, at n: a budget of 51 */
static inline LLine ll_operands2(LFunc *L, LLine n, const char *ty, const char *a, const char *b)
{
	n = ll_str_in(L, n, ty);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, a);
	n = LL_LIT_IN(n, ", ");
	return ll_str_in(L, n, b);
}

/* A formatted string in the function arena (%s, %d, %lld, %% only). */
const char *ll_fmt(LFunc *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* An integer constant; those of 0 to 99 are spelled by a table. */
extern const char ll_small_ints[100][3];
LVal lv_const_spelled(LFunc *L, int64_t c);          /* any other (spelled once per module, mostly) */
static inline LVal lv_const(LFunc *L, int64_t c)
{
	if (c >= 0 && c < 100)
		return (LVal){.s = ll_small_ints[c], .is_const = true, .c = c};
	return lv_const_spelled(L, c);
}

/* lv_const(L, c) for c of 0 to 99 kept for the module: a value's LVal
 * (no one writes one) need not be allocated */
static inline LVal *ll_small_const(LFunc *L, int64_t c)
{
	return &L->small_consts[c];
}

static inline LVal lv_str(const char *s)
{
	return (LVal){.s = s};
}

/* Index arithmetic with constant folding, and element addresses; both
 * numbered locally: the same operation on the same operands in a block
 * gives the value computed first. ll_imul sets *r to a * b, ll_iadd to
 * a + b (r may be a or b); LVal is three words, so operands go by pointer. */
void ll_imul(LFunc *L, const char *ty, LVal *r, const LVal *a, const LVal *b);
void ll_iadd(LFunc *L, const char *ty, LVal *r, const LVal *a, const LVal *b);
/* An element's address: base, or 'getelementptr inbounds elem, ptrty
 * base, ity lin' where lin = offset + sum(idx[i]->ll[0] * stride_i) is not
 * 0, stride_i being strides[i], or dyn[i] where that is DYN (ptrty NULL:
 * 'ptr'). One call for the whole address: the terms are many and small. */
typedef struct LAddress {
	const char *elem, *ptrty, *ity;
	LVal base, offset;
	Value *const *idx;
	const int64_t *strides;
	const LVal *dyn;
	int n;
} LAddress;
LVal ll_address(LFunc *L, const LAddress *x);

/* Terminators. Edge values are one LVal per slot of the target. */
void ll_br(LFunc *L, LBlock *to, LVal *vals);
void ll_cond_br(LFunc *L, const char *cond, LBlock *t, LVal *tv, LBlock *f, LVal *fv);
void ll_edge(LFunc *L, LBlock *to, LVal *vals);      /* record an edge from the current block */
/* A block that only branches to `to` with vals: used for repeated successors. */
LBlock *ll_dummy(LFunc *L, LBlock *to, LVal *vals);

/* The LLVM spelling of a global named by an MLIR symbol (its text between
 * '@' and any quotes, escapes included), with an optional prefix:
 * "@f", or "@\"a b\"" when LLVM needs quotes. */
const char *ll_global(Arena *a, const char *prefix, const char *mlir_name);
/* The value of the hexadecimal digit c, or -1 */
int ll_hexval(char c);
/* The bytes of an MLIR string's text s (its escapes \n, \t, \XX and \c
 * undone) into out, which has room for strlen(s); returns their count */
size_t ll_unescape(const char *s, char *out);
/* bytes[n] as they go between the quotes of an LLVM name or c"..." string
 * (bytes other than printable ASCII, '"' and '\\' as \XX) into out, which
 * has room for 3 * n; returns the count written */
size_t ll_escape(const char *bytes, size_t n, char *out);

/* A string kept for the module by a key of two words: its slot, which
 * holds NULL where the key is new (a slot may go to another key, so that
 * the table stays small). A string put there must be in the module arena. */
const char **ll_kept(LFunc *L, uintptr_t k1, uintptr_t k2);

/* Module-level declarations needed by the lowered code (intrinsics, malloc):
 * emitted once, at the end of the output. */
void ll_need_decl(Ctx *cx, const char *name, const char *decl);

#endif
