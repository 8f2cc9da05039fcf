/* The builder behind the grammar: each grammar action is one call here.
 * It resolves SSA and block names (with forward references), types each op
 * from its custom form, and hands every finished function to the pipeline. */
#ifndef BUILD_H
#define BUILD_H
#include "ast.h"
#include "reader.h"

typedef struct List {
	void **v;
	int n, cap;
} List;

/* The items of a list as the builder's calls take them: the grammar gives
 * its lists' (seq), the reader arrays in its batch's pool (reader.c). */
typedef struct Seq {
	void **v;
	int n;
} Seq;

static inline Seq seq(const List *l)   /* no items for NULL */
{
	return l ? (Seq){l->v, l->n} : (Seq){NULL, 0};
}

/* A region being built. Here rather than in build.c for b_block_ref,
 * inline in the builder's branches. */
typedef struct Scope Scope;
struct Scope {
	Scope *up;
	Region *region;
	Block *saved_cur;
	Map blocks;            /* by name, but for names like '^bb3' */
	List shadowed;         /* Block*: what P->block_words held for
	                          numbers this region gave a block of its own */
	List defined;          /* Value* defined in this region */
	List blocklist;        /* Block* referenced in this region */
	bool named_entry;      /* the entry block took arguments from the op */
};

/* SSA names of 1 to 7 bytes by their bytes read as one word: see
 * build.c. */
typedef struct WordSlot {
	uint64_t key;          /* the word, and the table's generation in its top byte */
	void *val;
} WordSlot;
typedef struct WordMap {
	WordSlot *slots;
	unsigned cap, len, shift;   /* shift: 64 - log2(cap) */
	uint64_t gen;          /* in the top byte; slots of other generations are empty */
	jmp_buf *nomem;        /* see no_memory */
} WordMap;

struct Parser {
	Ctx *cx;
	Lexer *lex;            /* cx->lex, inside a function */
	Type *index, *i1;      /* type_index(cx) and type_int(cx, 1), at hand */
	Arena *a;              /* function arena inside a function, else module arena */
	Arena scratch;         /* grammar lists and boxed tokens, dropped after each
	                          top-level statement of a function body */
	Func *fn;
	Block *cur;
	Map values, blocks;    /* SSA names of more than 7 bytes; see value_slot() */
	WordMap words;         /* Value* of the other shorter SSA names */
	void **nums;           /* Value* of the names '%N' by N (plain_number),
	                          N below nums_cap: the most common names */
	unsigned nums_cap, nums_top;   /* from nums_top on, all NULL */
	WordMap block_words;   /* Block* of the shorter block names; see b_block_ref() */
	Scope *scope;
	List pending;          /* entry-block arguments of the next region: Value* */
	List forward;          /* values used before their definition */
	int fn_errors;         /* error count when the function began */
	unsigned char checks;  /* the Op.checked bits the builder may give: none
	                          after an error, whose types (TY_ERROR) match
	                          any other without a word */
	int stmt_errors;       /* error count when the statement began */
	int depth;             /* regions open */
	int func_depth;        /* lexer brace depth where the function began */
	bool generic_fn;       /* the function is in the generic form */
	bool in_global;        /* reading a memref.global (build_global.c) */
	bool meta_resources, meta_builtin;   /* in {-# dialect_resources: { builtin: */
	bool resume;           /* give the grammar T_RESUME next */
	bool item_done;        /* a top-level item ended at the last token given,
	                          with nothing read after it (item_done) */
	int pushback_kind;     /* a token to give again, or 0 */
	Tok pushback;
	Loc last_loc;          /* of the last token given to the grammar */
	Loc last_end, prev_end;/* just after the last token, and the one before */
	uint64_t last_line_off;/* the last token's offset: a function's end lets
	                          the text before its line go (lex_release) */
	Reader rd;             /* tokens read ahead (reader.c) */
	void *stacks[2];       /* bison's stacks while they are allocated: the
	                          one in use, and the next while it is copied */
};

/* A typed operand name: '%x' with the type it is used at (NULL: unknown yet). */
typedef struct Operand {
	Tok name;
	Type *type;
} Operand;

/* A successor: '^bb(%a, %b : i32, i32)'. */
typedef struct Succ {
	Tok name;
	Seq args;              /* Tok* */
	Seq types;             /* Type* */
} Succ;

void b_free(Parser *P);                       /* what the builder holds */
List *list_new(Parser *P);                    /* in the scratch arena */
void list_grow(Arena *a, List *l);    /* doubles l's room, in a */
Tok *tok_box(Parser *P, Tok t);

/* Grows in the scratch arena. Inline, as list_len and tok_text: the
 * reader's shortcuts call them for every token. */
static inline List *list_push(Parser *P, List *l, void *v)
{
	if (l->n == l->cap)
		list_grow(&P->scratch, l);
	l->v[l->n++] = v;
	return l;
}

static inline void list_keep(Parser *P, List *l, void *v)   /* grows in P->a: lists that last */
{
	if (l->n == l->cap)
		list_grow(P->a, l);
	l->v[l->n++] = v;
}

static inline int list_len(const List *l)   /* 0 for NULL */
{
	return l ? l->n : 0;
}

/* The token's bytes in the input: the lexer keeps those of the function
 * being built, so they are there. */
static inline const char *tok_text(Parser *P, Tok t)
{
	const char *s = lex_text(P->cx->lex, t.loc.off);
	if (!s)
		bug("a token's text is no longer kept");
	return s;
}
char *tok_str(Parser *P, Tok t);     /* the token's text, copied */
char *tok_name(Parser *P, Tok t);    /* '%x' -> "x", '^bb1' -> "bb1", '@"f"' -> "f" */
char *tok_key(Parser *P, Arena *a, Tok t);
/* The word in a dialect attribute such as '#vector.kind<add>' (prefix
 * "#vector.kind<") and its length in *n, or NULL if a is not one */
const char *b_opaque_word(const Attr *a, const char *prefix, size_t *n);   /* a key, in a: 'k' -> "k", '"a b"' -> "a b" */
bool parse_uint(const char *s, size_t n, int64_t *out);

/* Names (build.c): a use at a type, possibly before the definition; a
 * definition, which fills a forward reference in place; a block by name. */
static inline Value *b_value_new(Parser *P, const char *name, Type *t, Loc loc)
{
	Value *v = NEW(P->a, Value);
	v->name = name;
	v->type = t;
	v->loc = loc;
	return v;
}
Value *b_use_slow(Parser *P, Tok *name, Type *t);

/* The slot of key, or the empty one where it would go. Inline: a use
 * costs little more than this. */
static inline WordSlot *words_find(const WordMap *m, uint64_t key)
{
	unsigned i = (unsigned)((key * 0x9e3779b97f4a7c15u) >> m->shift);
	for (;; i = (i + 1) & (m->cap - 1)) {
		WordSlot *s = &m->slots[i];
		if (s->key == key || (s->key ^ key) >> 56)
			return s;
	}
}

/* The key of a name of 1 to 7 bytes at s, which may be anywhere. */
static inline uint64_t name_key(const WordMap *m, const char *s, size_t n)
{
	uint64_t w = 0;
	for (size_t i = 0; i < n; i++)
		w |= (uint64_t)(unsigned char)s[i] << 8 * i;
	return w | m->gen;
}

/* The key of a name of 1 to 7 bytes in the lexer's buffer, which can be
 * read 8 bytes past its end: one load, its low n bytes kept by a mask
 * from a table (a load costs less than a shift by a variable). */
static inline uint64_t token_key(const WordMap *m, const char *s, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
	return name_key(m, s, n);   /* the word below is name_key's only where the first byte is lowest */
#else
	uint64_t w;
	memcpy(&w, s, 8);
	static const uint64_t low[8] = {0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff,
	                                0xffffffffffff, 0xffffffffffffff};
	return (w & low[n]) | m->gen;
#endif
}

/* A copy of the short name whose key is given: the key's low bytes are
 * the name's and then zeros, one store rather than a copy. */
static inline char *key_spell(char *p, uint64_t key)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
	for (int i = 0; i < 8; i++)
		p[i] = (char)(key >> 8 * i);
	p[7] = 0;
#else
	uint64_t w = key & (~0ull >> 8);   /* without the generation */
	memcpy(p, &w, 8);
#endif
	return p;
}

static inline bool short_name(size_t n)
{
	return n - 1 < 7;   /* 1 to 7 bytes */
}

/* Most uses are of a name defined before, at its type: those are
 * found here, inline in the builder's ops, by number for '%N' (the
 * lexer's Tok.op) and else for short names by their bytes. NULL for the
 * others, which b_use_slow takes. */
static inline Value *b_find(Parser *P, const Tok *name, Type *t)
{
	unsigned k = (unsigned)name->op - 1;   /* no number: wraps */
	if (k < P->nums_cap) {
		Value *v = P->nums[k];
		return v && v->type == t ? v : NULL;
	}
	const Lexer *L = P->lex;
	uint64_t i = name->loc.off - L->first;   /* lex_text's test, the text kept */
	size_t n = name->len - 1;
	if (i <= L->span && short_name(n)) {
		uint64_t key = token_key(&P->words, L->text + i + 1, n);
		WordSlot *e = words_find(&P->words, key);
		Value *v = e->val;
		if (e->key == key && v && v->type == t)
			return v;
	}
	return NULL;
}

static inline Value *b_use(Parser *P, Tok *name, Type *t)
{
	Value *v = b_find(P, name, t);
	return v ? v : b_use_slow(P, name, t);
}
Value *b_define(Parser *P, const char *name, size_t n, Value *v);

/* Whether the definition of v, used by an op of the current block,
 * dominates the use for what the builder knows already (CHECKED_USES):
 * v is defined before, in this block or in the entry block of a region
 * around it. A name not defined yet has no owner. Else v may be defined
 * in one of three other blocks of the region (Block.from), which the
 * verifier confirms dominate this one. */
static inline bool b_near(const Parser *P, const Value *v)
{
	Block *d = v->owner, *b = P->cur;
	if (d == b || v->entry_def)
		return true;
	if (!d || d->region != b->region)
		return false;
	_Static_assert(BLOCK_FROM == 3, "b_near tests Block.from's slots one by one");
	Block **f = b->from;
	if (f[0] == d || f[1] == d || f[2] == d)
		return true;
	int i = (f[0] != NULL) + (f[1] != NULL);   /* filled in order */
	if (f[i])
		return false;   /* as many blocks noted as there is room for */
	f[i] = d;
	return true;
}
Block *block_ref(Parser *P, const Tok *t, uint64_t key);   /* b_block_ref in general */
/* A block and its short name's copy: arena room a new block takes. */
#define BLOCK_ROOM (sizeof(Block) + 8)
/* The block of the new short name at t, whose key's empty slot in
 * P->block_words is e, when the map, the region's block list and the
 * arena have room for it (BLOCK_ROOM). */
static inline Block *block_made(Parser *P, WordSlot *e, uint64_t key, const Tok *t)
{
	Block *b = arena_take(P->a, BLOCK_ROOM);
	zero_bytes(b, sizeof *b);
	b->name = key_spell((char *)(b + 1), key);
	b->loc = t->loc;
	b->region = P->scope->region;
	List *bl = &P->scope->blocklist;
	bl->v[bl->n++] = b;
	P->block_words.len++;
	e->key = key;
	e->val = b;
	return b;
}
/* The slot of t's short block name in P->block_words, its key into
 * *key; NULL for a name that is not short or whose text is gone
 * (lex_text's test, as in b_use), which block_ref takes. */
static inline WordSlot *block_slot(Parser *P, const Tok *t, uint64_t *key)
{
	const Lexer *L = P->lex;
	uint64_t i = t->loc.off - L->first;
	size_t n = t->len - 1;
	if (i > L->span || !short_name(n))
		return NULL;
	*key = token_key(&P->block_words, L->text + i + 1, n);
	return words_find(&P->block_words, *key);
}
/* Whether the map and the region's block list have room for a new block
 * (block_made's room, but the arena's) */
static inline bool block_room(const Parser *P)
{
	const List *bl = &P->scope->blocklist;
	return 2 * (P->block_words.len + 1) <= P->block_words.cap && bl->n < bl->cap;
}
/* Most references are to a block the region has named before, or to a
 * new short name (a forward branch): both are done here, inline in the
 * branches and labels that make most of them, with no call but the
 * general case's, every check made before a store. */
static inline Block *b_block_ref(Parser *P, const Tok *t)
{
	uint64_t key = 0;
	WordSlot *e = block_slot(P, t, &key);
	if (e) {
		Block *b = e->val;
		if (e->key == key) {
			if (b && b->region == P->scope->region)
				return b;
		} else if (block_room(P) && arena_fits(P->a, BLOCK_ROOM)) {
			return block_made(P, e, key, t);
		}
	}
	return block_ref(P, t, key);
}

/* Inline, as b_def that ends most statements with it. */
static inline void block_append(Block *b, Op *op)
{
	op->block = b;
	if (b->last) {
		b->last->next = op;
		b->unsettled |= (unsigned char)~b->last->checked;
	} else {
		b->first = op;
	}
	b->last = op;
}

/* types and attributes */
Type *b_type_name(Parser *P, Tok t);
Type *b_type_alias_ref(Parser *P, Tok t);
Type *b_shaped(Parser *P, Tok dims, Type *elem, List *tail);
Type *b_complex(Parser *P, Tok at, Type *elem);
Type *b_func_type(Parser *P, Seq ins, Seq outs);
void b_type_alias(Parser *P, Tok name, Type *t);
void b_attr_alias(Parser *P, Tok name, Attr *a);
Attr *b_attr(Parser *P, AttrKind k, Tok t);
Attr *b_attr_num(Parser *P, const Tok *t, bool neg, Type *type);
Attr *b_attr_type(Parser *P, Type *t);
Attr *b_attr_list(Parser *P, AttrKind k, Tok at, List *elems);   /* dict: key, value, ... */
Attr *b_attr_alias_ref(Parser *P, Tok t);
Attr *b_attr_alias_dict(Parser *P, Tok t);   /* NULL after an error */
Attr *b_dense(Parser *P, Tok at, Attr *body, Type *type);
Attr *b_strided(Parser *P, Tok at, List *strides, Attr *offset);
Attr *b_contiguous(Parser *P, Tok at, Attr *rank, List *dims, Attr *offset);
Attr *b_dim(Parser *P, Tok t, bool neg, bool dyn);

/* functions, regions, blocks */
void b_func_begin(Parser *P, int vis, Tok name);
void b_func_arg(Parser *P, Tok *name, Type *t);   /* argument attributes are ignored */
void b_func_sig(Parser *P, List *results, Attr *attrs);
void b_func_end(Parser *P, Region *body);
/* The generic form: "func.func"() <{props}> ({body}) {dict} : () -> ().
 * b_generic_func_sig gives the function the name and type its props
 * (or dict, as MLIR printed them before properties) say, and returns 1
 * for a definition, 0 for a declaration (an empty body), -1 for neither
 * (an error has been reported). */
void b_generic_func_begin(Parser *P, Tok op);
int b_generic_func_sig(Parser *P, Attr *props, Region *body, Attr *dict, Type *optype);
void b_generic_module(Parser *P, Tok colon, Type *optype);   /* colon: before its type */
bool b_region_begin(Parser *P, Loc at);   /* false: too deep */
Region *b_region_end(Parser *P);
void b_block_label(Parser *P, const Tok *name, Seq args);   /* args: Value* */
Value *b_block_arg(Parser *P, const Tok *name, Type *t);
void b_stmt(Parser *P, Seq results, Op *op);
/* Two statements the grammar read as one: `before`, of no results, then
 * the statement of results and op (whose grammar b_stmt lets go) */
void b_stmt_after(Parser *P, Op *before, Seq results, Op *op);
/* Notes the block that defines result v (see Value.entry_def). */
static inline void b_own(Parser *P, Value *v)
{
	v->owner = P->cur;
	v->entry_def = P->cur == P->cur->region->first;
}

void def_general(Parser *P, Tok *t, Op *op);   /* b_def in general */
/* Ends a statement '%x = op', x not a pack. Most are of a new short name
 * ('%N' by number) in a function's body: those are done here, inline in
 * the reader's items, with every check made before the first store; the
 * other cases are one call. */
static inline void b_def(Parser *P, Tok *t, Op *op)
{
	/* depth 1: in the function's body, where every op is in a block */
	if (op->nres != 1 || P->cx->nerrors != P->stmt_errors || P->depth != 1 || P->scratch.head)
		return def_general(P, t, op);
	const Lexer *L = P->lex;
	uint64_t i = t->loc.off - L->first;   /* lex_text's test, as in b_use */
	size_t n = t->len - 1;
	Arena *a = P->a;
	if (i > L->span || !short_name(n) || !arena_fits(a, 8))
		return def_general(P, t, op);
	WordMap *m = &P->words;
	uint64_t key = token_key(m, L->text + i + 1, n);
	void **slot;
	unsigned k = (unsigned)t->op - 1;   /* '%N', see b_use */
	if (k < P->nums_cap) {
		slot = &P->nums[k];
		if (*slot)
			return def_general(P, t, op);   /* bound or used before */
		if (k >= P->nums_top)
			P->nums_top = k + 1;
	} else {
		/* a name of digits without the lexer's number (one split by a
		 * read, say) may still be a '%N' */
		if (t->op || (unsigned char)(key - '0') < 10 || 2 * (m->len + 1) > m->cap)
			return def_general(P, t, op);
		WordSlot *e = words_find(m, key);
		if (e->key == key)
			return def_general(P, t, op);   /* bound or used before */
		m->len++;
		e->key = key;
		slot = &e->val;
	}
	Value *r = op->res[0];   /* defined already (see set_result) */
	*slot = r;
	r->name = key_spell(arena_take(a, 8), key);
	r->num = t->op <= UINT16_MAX ? (uint16_t)t->op : 0;   /* N + 1 for '%N', or 0 */
	r->loc = t->loc;
	b_own(P, r);
	block_append(P->cur, op);
}

Tok *b_result_pack(Parser *P, Tok name, Tok count);

/* ops */
/* A simple op's parts, which b_simple_op takes by pointer: eight
 * arguments, three of them pairs, would mostly go on the stack one by
 * one, and make the call's setup cost more than the op's build. */
typedef struct Simple {
	const Tok *name;
	Tok *pred;
	Seq opnds;
	unsigned flags;
	Attr *dict;
	Seq types, to_types;
} Simple;
Op *b_simple_op(Parser *P, const Simple *a);
static inline Op *b_simple(Parser *P, const Tok *name, Tok *pred, Seq opnds, unsigned flags,
                           Attr *dict, Seq types, Seq to_types)
{
	return b_simple_op(P, &(Simple){name, pred, opnds, flags, dict, types, to_types});
}
Op *b_constant(Parser *P, const Tok *name, Attr *dict, Attr *value);
Op *b_complex_constant(Parser *P, const Tok *name, Tok open, List *parts, Type *t);
Op *b_call(Parser *P, const Tok *name, const Tok *callee, Seq opnds, Attr *dict, Type *ft);
Op *b_func_constant(Parser *P, Tok name, Tok sym, Type *t);
Op *b_call_indirect(Parser *P, Tok name, Tok callee, List *opnds, Attr *dict, Type *ft);
Op *b_assert(Parser *P, Tok name, Tok cond, Tok msg, Attr *dict);
Op *b_branch(Parser *P, const Tok *name, Seq opnds, Seq succs, Attr *dict);   /* succs: Succ* */
Op *b_switch(Parser *P, Tok name, Tok flag, Type *t, Succ *def, List *cases, Attr *dict);
Op *b_indexed(Parser *P, const Tok *name, Seq opnds, Seq indices, Attr *dict, Seq types);
Op *b_alloc(Parser *P, Tok name, List *dyn, List *syms, Attr *dict, Type *t);
Op *b_atomic_rmw(Parser *P, Tok name, Tok kind, Tok v, Tok m, List *idx, Attr *dict, Type *ft);
/* memref.generic_atomic_rmw %m[%i] : memref<...>: its region comes next */
Op *b_generic_rmw_begin(Parser *P, Tok name, Tok m, List *idx, Type *t);
Op *b_prefetch(Parser *P, Tok name, Tok m, List *idx, Tok rw, Tok loc, Tok n, Tok cache, Attr *dict,
               Type *t);
Op *b_assume_alignment(Parser *P, Tok name, Tok m, Tok align, Attr *dict, Type *t);
Op *b_affine(Parser *P, Tok name, Attr *map, List *dims, List *syms, Attr *dict);
/* build_abi.c: the attributes of a function (its dictionary), of
 * argument i and of a result of type t that change its LLVM signature,
 * into P->fn->abi; llvm.bareptr and func.varargs are errors. */
void b_func_attrs(Parser *P, const Attr *dict, Loc at);
void b_arg_attrs(Parser *P, const Attr *dict, int i, Type *t, Loc at);
void b_result_attrs(Parser *P, const Attr *dict, Type *t, Loc at);
/* At the function's end: its linkage checked against its body, and a
 * declaration's FuncABI kept for its 'declare' (cx->decl_abis) */
void b_abi_end(Parser *P, Func *f);
/* dense<"0x...">, as mlir-opt prints a value of more than 100 elements:
 * its bytes made into the elements of t (a vector or memref type) as they
 * would be written; false, reported, if they do not fit */
bool b_dense_hex(Parser *P, Attr *dense, const Type *t);
/* build_op.c's: a new op of the name's id, with room for its operands
 * and results; result i defined as a value of type t */
Op *b_op_new(Parser *P, const Tok *name, int nopnd, int nres);
void b_op_result(Parser *P, Op *op, int i, Type *t);
/* The n counts of a generic op's dense array attribute key (such as
 * operandSegmentSizes), which add up to total; false, reported, if not */
bool b_segment_sizes(Parser *P, const Tok *name, Attr *attrs, const char *key, int n, int total, int *size);

/* build_view.c: memref views and their metadata */
typedef struct Mixed {   /* an item of a static/dynamic list: a value or a number */
	Tok *value;
	Attr *num;
} Mixed;
Mixed *b_mixed(Parser *P, Tok *value, Attr *num);
Op *b_subview(Parser *P, Tok name, Tok src, List *offsets, List *sizes, List *strides, Attr *dict,
              Type *from, Type *to);
Op *b_reinterpret_cast(Parser *P, Tok name, Tok src, List *offset, Tok sizes_word, List *sizes,
                       List *strides, Attr *dict, Type *from, Type *to);
Op *b_metadata(Parser *P, Tok name, Tok src, Type *from, List *types, Attr *dict);
Op *b_memref_view(Parser *P, Tok name, Tok src, Tok shift, List *sizes, Attr *dict, Type *from, Type *to);
Op *b_memref_reshape(Parser *P, Tok name, Tok src, Tok shape, Attr *dict, Type *ft);
Op *b_reshape(Parser *P, Tok name, Tok src, Attr *re, Tok *word, List *shape, Attr *dict, Type *from,
              Tok into, Type *to);
/* The generic form of the ops above: NULL if name is none of them */
Op *b_generic_reshape(Parser *P, Tok name, List *opnds, Attr *attrs, Type *ft);
Op *b_generic_view(Parser *P, Tok name, List *opnds, Attr *attrs, Type *ft);

/* build_vector.c: the vector dialect */
Op *b_vector_position(Parser *P, Tok name, List *opnds, List *pos, Attr *dict, Type *t, Tok word,
                      Type *u);
Op *b_vector_element(Parser *P, Tok name, List *opnds, Tok *pos, Type *pt, Attr *dict, Type *t);
Op *b_vector_shuffle(Parser *P, Tok name, List *opnds, List *mask, Attr *dict, List *types);
Op *b_vector_transpose(Parser *P, Tok name, Tok v, List *perm, Attr *dict, Type *from, Type *to);
Op *b_vector_reduction(Parser *P, Tok name, Tok kind, List *opnds, unsigned flags, Attr *dict, Type *t,
                       Tok word, Type *r);
Op *b_vector_masked(Parser *P, Tok name, Tok m, List *idx, Tok *vidx, List *opnds, Attr *dict, List *types,
                    Tok *word, Type *r);
/* vector.transfer_read and transfer_write: the operands before '[' (the
 * memref; the vector and the memref), the indices, those after ']' (the
 * padding and a mask; a mask; or NULL) */
Op *b_vector_transfer(Parser *P, Tok name, List *before, List *idx, List *after, Attr *dict, List *types);
/* vector.load and vector.store (b_indexed's syntax class) */
Op *b_vector_indexed(Parser *P, const Tok *name, Seq opnds, Seq indices, Attr *dict, Seq types);
/* vector.contract with the attributes attrs, of operands of types (lhs,
 * rhs) into (the word) the accumulator's type r */
Op *b_vector_contract(Parser *P, Tok name, Attr *attrs, List *opnds, List *types, Tok word, Type *r);
/* vector.insert_strided_slice of the operands (the slice, of type t, and
 * the vector, of type r), word 'into' */
Op *b_vector_insert_slice(Parser *P, Tok name, List *opnds, Attr *dict, Type *t, Tok word, Type *r);
/* vector.mask of the operands (the mask, of type t; a pass-through) over
 * the op in, of the result type r (or none: NULL); the generic form's,
 * of its region */
Op *b_vector_mask(Parser *P, Tok name, List *opnds, Op *in, Type *t, Type *r);
Op *b_generic_vector_mask(Parser *P, Tok name, List *opnds, List *regions, Type *ft);
/* vector.multi_reduction of the kind named by kind, the source of type t
 * and the accumulator of type r reduced along dims to r */
Op *b_vector_multi_reduction(Parser *P, Tok name, Tok kind, List *opnds, Attr *dict, List *dims, Type *t,
                             Type *r);
/* vector.outerproduct (a simple op of TYPING_OUTERPRODUCT) */
Op *b_vector_outerproduct(Parser *P, const Simple *a);
/* vector.from_elements and vector.to_elements (simple ops of TYPING_ELEMENTS) */
Op *b_vector_elements(Parser *P, const Simple *a);
/* memref.transpose of v from type `from` to `to`: the permutation as the
 * custom form's dimension names (dims, then results) or an affine_map
 * (the generic form's 'permutation', dims NULL) */
Op *b_memref_transpose(Parser *P, Tok name, Tok v, List *dims, List *results, Attr *map, Attr *dict, Type *from,
                       Type *to);
/* An index op of the operands a and b (or none: index.sizeof); pred is
 * index.cmp's predicate */
Op *b_index_op(Parser *P, Tok name, Tok *pred, Tok *a, Tok *b, Attr *dict);
/* The affine_map a of op (an affine op's map, memref.transpose's
 * permutation), parsed, or NULL with the error reported */
struct AffineMap *b_affine_map(Parser *P, Op *op, Attr *a);
/* The generic form's 'permutation' of memref.transpose (or the custom
 * form's names) into op->statics */
void b_transpose_map(Parser *P, Op *op, List *dims, List *results, Attr *map);
/* vector.interleave of two vectors of type from, into one of type to;
 * vector.deinterleave of one into two */
Op *b_vector_interleave(Parser *P, Tok name, List *opnds, Attr *dict, Type *from, Type *to);
/* vector.constant_mask [2, 3] : vector<4x4xi1> */
Op *b_vector_constant_mask(Parser *P, Tok name, List *sizes, Attr *dict, Type *t);
/* vector.print of the value v of type t (or of none), the word 'punctuation'
 * and its kind or 'str' and its string */
Op *b_vector_print(Parser *P, Tok name, Tok *v, Type *t, Tok *word, Tok *arg, Attr *dict);
/* The generic form's positions, mask, permutation or kind of a vector op
 * (of function type ft) */
void b_generic_vector(Parser *P, Op *op, Attr *attrs, Type *ft);
Op *b_for_begin(Parser *P, Tok name, Tok *word, Tok iv, Tok lb, Tok ub, Tok step,
                List *iter_args, Type *ivtype);
Op *b_if_begin(Parser *P, Tok name, Tok cond, List *result_types);
Op *b_while_begin(Parser *P, Tok name, List *inits, Type *ft);
Op *b_condition(Parser *P, Tok name, Tok cond, List *opnds, List *types);
Op *b_execute_region_begin(Parser *P, Tok name, List *result_types, Tok *word);
Op *b_index_switch_begin(Parser *P, Tok name, Tok arg, List *result_types);
void b_index_switch_end(Parser *P, Op *op, List *cases, Region *dflt);
Op *b_parallel_begin(Parser *P, Tok name, List *ivs, List *lbs, List *ubs, List *steps, List *init);
Op *b_reduce(Parser *P, Tok name, List *opnds, List *types, List *regions);
/* What an error about an op or type of dialect s (n bytes: the op's name,
 * or the type's without its '!') adds: the pass that lowers it, or NULL */
const char *b_dialect_hint(const char *s, size_t n);
void b_unknown_op(Parser *P, Tok name);
Op *b_generic(Parser *P, Tok name, List *opnds, List *succs, Attr *props,
              List *regions, Attr *dict, Type *ft);
void b_op_region(Parser *P, Op *op, Region *r);
void b_op_attrs(Op *op, Attr *dict);
unsigned b_flag(Parser *P, Tok kw, Seq words);
/* A rounding mode (arith.truncf's): a word, or the generic form's number;
 * only 'to_nearest_even' is supported, others reported */
unsigned b_rounding_mode(Parser *P, Tok word, const Attr *number);

/* build_global.c: memref.global, and the uses of globals */
void b_global_begin(Parser *P);
void b_global_end(Parser *P);
void b_global(Parser *P, Tok op, Tok *vis, Tok *cst, Tok name, Type *t, Attr *init, Attr *dict);
void b_generic_global(Parser *P, Tok op, Attr *props, Attr *dict, Type *optype);
void b_global_use(Parser *P, const char *name, Loc at, Loc diag_at, Type *t);
void b_check_globals(Ctx *cx);   /* at the module's end: every global used is defined */

/* build_resource.c: dense_resource<key>, and the blobs of the file's
 * {-# dialect_resources #-} */
struct GlobalDef;
Attr *b_dense_resource(Parser *P, Tok at, Tok *key, Type *type);
/* Whether a blob can hold the elements of a global of type t; false,
 * reported, if not (build_global.c checks the value's own type) */
bool b_resource_check(Parser *P, const Attr *init, Type *t);
void b_resource_global(Parser *P, const struct GlobalDef *g, const Attr *init);   /* printed later */
void b_meta_section(Parser *P, Tok *key);
void b_meta_group(Parser *P, Tok *key);
void b_meta_entry(Parser *P, Tok *key, Tok value, bool string);
/* At the module's end: the globals of a dense_resource<...>, printed with
 * their blobs, or reported without */
void b_resource_globals(Ctx *cx);

void b_func_abandon(Parser *P);
void parser_syntax_error(Parser *P, Loc loc, const char *msg);
bool parser_recover(Parser *P);
void parser_free(Parser *P);   /* bison's stacks, if memory ran out in yyparse */

#endif
