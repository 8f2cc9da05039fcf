/* The grammar's builder: names, scopes, functions, regions and blocks (types
 * are built in build_type.c, ops in build_op.c). SSA names may be used
 * before their definition (a block later in the text may dominate); such a
 * use makes a placeholder Value that the definition later fills in place, so
 * every operand pointer stays valid. Block names are scoped per region, SSA
 * names are dropped when the region that defined them ends. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "debug.h"
#include "lower/lower.h"
#include "verify.h"

List *list_new(Parser *P)
{
	return NEW(&P->scratch, List);
}

void list_grow(Arena *a, List *l)
{
	int cap = l->cap ? 2 * l->cap : 4;
	void **nv = arena_alloc_raw(a, sizeof *nv * (size_t)cap);   /* filled before read */
	if (l->n)
		memcpy(nv, l->v, sizeof *nv * (size_t)l->n);
	l->v = nv;
	l->cap = cap;
}


Tok *tok_box(Parser *P, Tok t)
{
	Tok *p = NEW(&P->scratch, Tok);
	*p = t;
	return p;
}

char *tok_str(Parser *P, Tok t)
{
	return arena_strndup(P->a, tok_text(P, t), t.len);
}

/* '%x' -> "x", '^bb1' -> "bb1", '@f' or '@"f"' -> "f" */
char *tok_name(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	size_t n = t.len - 1;
	if (n >= 2 && s[0] == '"') {
		s++;
		n -= 2;
	}
	return arena_strndup(P->a, s, n);
}

char *tok_key(Parser *P, Arena *a, Tok t)
{
	const char *s = tok_text(P, t);
	if (t.len >= 2 && s[0] == '"')
		return arena_strndup(a, s + 1, t.len - 2);
	return arena_strndup(a, s, t.len);
}

bool parse_uint(const char *s, size_t n, int64_t *out)
{
	if (n == 0 || n > 18)
		return false;
	int64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		v = v * 10 + (s[i] - '0');
	}
	*out = v;
	return true;
}

/* ---- values and blocks ---- */

/* ---- SSA names ----
 * Nearly all names have at most 7 bytes ('%12', '%arg0', '%c16_i32'):
 * those are found by their bytes read as one word, with no parsing or
 * string hashing, in an open-addressing table. Longer ones are hashed
 * (P->values). Either way a slot holds the Value the name stands for now.
 *
 * A word's top byte, which a name of 7 bytes leaves 0, holds the table's
 * generation: a slot of another generation reads as empty, so that the
 * table is emptied for the next function by counting on. */

enum { WORDS_MIN = 256 };

static void words_alloc(WordMap *m, unsigned cap)
{
	WordSlot *slots = calloc(cap, sizeof *slots);
	if (!slots)
		no_memory(m->nomem);
	m->slots = slots;
	m->cap = cap;
	m->shift = 64 - (unsigned)__builtin_ctz(cap);
	m->len = 0;
	if (!m->gen)
		m->gen = 1ull << 56;
}

static void words_grow(WordMap *m)
{
	WordMap old = *m;
	words_alloc(m, 2 * old.cap);
	for (unsigned i = 0; i < old.cap; i++)
		if (!((old.slots[i].key ^ m->gen) >> 56)) {
			*words_find(m, old.slots[i].key) = old.slots[i];
			m->len++;
		}
	free(old.slots);
}

/* The value slot of key, added (holding NULL) if absent. */
static inline void **words_slot(WordMap *m, uint64_t key)
{
	WordSlot *s = words_find(m, key);
	if (s->key == key)
		return &s->val;
	if (2 * (m->len + 1) > m->cap) {
		words_grow(m);
		s = words_find(m, key);
	}
	m->len++;
	s->key = key;
	s->val = NULL;
	return &s->val;
}

/* Forgets every key: the next generation, unless a large function made
 * the table large (then it goes, to make room for the lowering), or the
 * generations have gone round. */
static void words_clear(WordMap *m)
{
	if (m->cap > 4096) {
		free(m->slots);
		m->slots = NULL;
		words_alloc(m, WORDS_MIN);
		return;
	}
	m->len = 0;
	m->gen += 1ull << 56;
	if (!m->gen) {
		m->gen = 1ull << 56;
		memset(m->slots, 0, m->cap * sizeof *m->slots);
	}
}

static inline char *key_name(Arena *a, uint64_t key)
{
	return key_spell(arena_alloc_raw(a, 8), key);
}

/* ---- names '%N' ----
 * A name that plain_number reads as N ('%12', not '%012') is kept in
 * P->nums at N, whichever way it is given: by the lexer's number
 * (Tok.op) or by its text. The other names never are, so both ways find
 * the same Value. Slots up to nums_top are cleared for the next function. */

enum { NUMS_MIN = 1024, NUMS_KEEP = 1 << 16 };

static __attribute__((noinline)) void nums_grow(Parser *P, unsigned k)
{
	unsigned cap = P->nums_cap ? P->nums_cap : NUMS_MIN;
	while (cap <= k)
		cap *= 2;
	void **v = realloc(P->nums, cap * sizeof *v);
	if (!v)
		no_memory(P->cx->nomem);
	memset(v + P->nums_cap, 0, (cap - P->nums_cap) * sizeof *v);
	P->nums = v;
	P->nums_cap = cap;
}

/* The slot of '%k', made if needed. */
static inline void **num_slot(Parser *P, unsigned k)
{
	if (k >= P->nums_cap)
		nums_grow(P, k);
	if (k >= P->nums_top)
		P->nums_top = k + 1;
	return &P->nums[k];
}

/* Forgets every number: the function is read. A large table goes, to
 * make room for the lowering. */
static void nums_clear(Parser *P)
{
	if (P->nums_cap > NUMS_KEEP) {
		free(P->nums);
		P->nums = NULL;
		P->nums_cap = 0;
	} else if (P->nums_top) {
		memset(P->nums, 0, P->nums_top * sizeof *P->nums);
	}
	P->nums_top = 0;
}

/* The number of a name, as its token gives it or else from its text;
 * -1 for another name. */
static inline long name_number(const Tok *t, const char *s, size_t n)
{
	return t->op > 0 ? t->op - 1 : plain_number(s, n);
}

/* The slot of name s. A hashed name's slot keeps a copy of the name, or
 * owned when given: *key gets it (NULL for a short name). */
static void **value_slot(Parser *P, const char *s, size_t n, const char *owned, const char **key)
{
	long k = plain_number(s, n);
	if (k >= 0) {
		*key = NULL;
		return num_slot(P, (unsigned)k);
	}
	if (short_name(n)) {
		*key = NULL;
		return words_slot(&P->words, name_key(&P->words, s, n));
	}
	MapSlot *e = map_entry(&P->values, s, n, owned);
	*key = e->key;
	return &e->val;
}

static Value *value_get(Parser *P, const char *s, size_t n)
{
	long k = plain_number(s, n);
	if (k >= 0)
		return (unsigned long)k < P->nums_cap ? P->nums[k] : NULL;
	if (short_name(n)) {
		uint64_t key = name_key(&P->words, s, n);
		WordSlot *e = words_find(&P->words, key);
		return e->key == key ? e->val : NULL;
	}
	return map_get(&P->values, s, n);
}

static void value_put(Parser *P, const char *s, size_t n, Value *v)
{
	const char *key;
	*value_slot(P, s, n, NULL, &key) = v;
}

/* Forgets every name: the function is read. */
static void values_clear(Parser *P)
{
	/* the hashed names' map keeps the room every function starts with
	 * (its keys are in the function arena) */
	if (P->values.cap == 64 && P->values.len) {
		memset(P->values.slots, 0, 64 * sizeof *P->values.slots);
		P->values.len = 0;
	} else if (P->values.cap != 64) {
		map_free(&P->values);
	}
	nums_clear(P);
	if (P->words.cap)
		words_clear(&P->words);
	if (P->block_words.cap)
		words_clear(&P->block_words);
}

void b_free(Parser *P)
{
	map_free(&P->values);
	free(P->nums);
	P->nums = NULL;
	P->nums_cap = P->nums_top = 0;
	free(P->words.slots);
	P->words = (WordMap){0};
	free(P->block_words.slots);
	P->block_words = (WordMap){0};
}

/* A use of '%x' at type t: the general case of b_use. */
Value *b_use_slow(Parser *P, Tok *name, Type *t)
{
	const char *s = tok_text(P, *name) + 1;
	size_t n = name->len - 1;
	const char *key;
	void **slot = value_slot(P, s, n, NULL, &key);
	Value *v = *slot;
	if (!v) {
		*slot = v = b_value_new(P, key ? key : arena_strndup(P->a, s, n), t, name->loc);
		list_keep(P, &P->forward, v);
		return v;
	}
	if (t && v->type && v->type != t && t->kind != TY_ERROR && v->type->kind != TY_ERROR) {
		Ctx *cx = P->cx;
		diag_error(cx, name->loc,
		           "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
		           v->name, type_mlir(cx, t), type_mlir(cx, v->type));
		diag_note(cx, v->loc, "prior use here");
	}
	return v;
}

/* A second definition of a name, or the definition of a name used before. */
static __attribute__((noinline)) Value *redefine(Parser *P, Value *old, Value *v)
{
	Ctx *cx = P->cx;
	if (old->defined) {
		diag_error(cx, v->loc, "redefinition of SSA value '%%%s'", old->name);
		diag_note(cx, old->loc, "previously defined here");
		return NULL;
	}
	if (old->type && old->type != v->type && old->type->kind != TY_ERROR &&
	    v->type && v->type->kind != TY_ERROR) {
		diag_error(cx, v->loc,
		           "definition of SSA value '%%%s' has type '%s', but it was used as '%s'",
		           old->name, type_mlir(cx, v->type), type_mlir(cx, old->type));
		diag_note(cx, old->loc, "used here");
	}
	*old = *v;
	return old;
}

/* Binds the name whose slot is given to v (see b_define). */
static inline Value *define_at(Parser *P, void **slot, Value *v)
{
	Value *old = *slot;
	if (old) {
		old = redefine(P, old, v);
		if (!old)
			return v;
		v = old;
	} else {
		*slot = v;
	}
	v->defined = true;
	if (P->scope && P->scope->up)   /* the body's names go with the whole map */
		list_keep(P, &P->scope->defined, v);
	return v;
}

/* Binds a name to a new definition; returns the Value that now stands for
 * it (a forward-reference placeholder, filled in, or v itself). When name
 * is v->name, the map keeps it rather than a copy. */
Value *b_define(Parser *P, const char *name, size_t n, Value *v)
{
	const char *key;
	return define_at(P, value_slot(P, name, n, name == v->name ? name : NULL, &key), v);
}

/* A copy of the name of 1 to 7 bytes at s in the lexer's buffer, in p
 * (8 bytes): as key_name, by its word (token_key). */
static inline char *short_copy(Parser *P, char *p, const char *s, size_t n)
{
	return key_spell(p, token_key(&P->words, s, n));
}

/* Names v t's name (the n bytes at s, copied) and binds it: b_define with
 * one look at the name. */
static inline Value *define_copy(Parser *P, const Tok *t, const char *s, size_t n, Value *v)
{
	long k = name_number(t, s, n);
	if (k >= 0) {
		v->name = short_copy(P, arena_alloc_raw(P->a, 8), s, n);   /* 1 to 6 digits */
		v->num = k < UINT16_MAX ? (uint16_t)(k + 1) : 0;   /* as b_def's */
		return define_at(P, num_slot(P, (unsigned)k), v);
	}
	if (short_name(n)) {
		uint64_t key = token_key(&P->words, s, n);
		v->name = key_name(P->a, key);
		return define_at(P, words_slot(&P->words, key), v);
	}
	v->name = arena_strndup(P->a, s, n);
	return define_at(P, &map_entry(&P->values, s, n, v->name)->val, v);
}

static Block *block_new(Parser *P, const char *name, Loc loc)
{
	Block *b = NEW(P->a, Block);
	b->name = name;
	b->loc = loc;
	list_keep(P, &P->scope->blocklist, b);
	return b;
}

/* Block names are scoped by region. Names of up to 7 bytes ('^bb3') are
 * kept for the whole function, as the block of the innermost region that
 * named it: a block made for a name notes its region at once, and one made
 * in an inner region keeps the one it hides, to put back. Longer names are
 * in their region's map. */
__attribute__((noinline)) Block *block_ref(Parser *P, const Tok *t, uint64_t key)
{
	const char *s = tok_text(P, *t) + 1;
	size_t n = t->len - 1;
	Scope *sc = P->scope;
	if (short_name(n)) {
		if (!key)
			key = name_key(&P->block_words, s, n);
		void **slot = words_slot(&P->block_words, key);
		Block *old = *slot;
		if (old && old->region == sc->region)
			return old;
		Block *b = block_new(P, key_name(P->a, key), t->loc);
		b->region = sc->region;
		if (old)
			list_keep(P, &sc->shadowed, old);
		*slot = b;
		return b;
	}
	MapSlot *e = map_entry(&sc->blocks, s, n, NULL);
	if (!e->val)
		e->val = block_new(P, e->key, t->loc);   /* named with the map's copy */
	return e->val;
}

/* ---- functions, regions, blocks ---- */

static inline __attribute__((always_inline)) void func_begin(Parser *P, bool is_private, const char *name, Loc loc)
{
	Ctx *cx = P->cx;
	P->a = &cx->fa;
	Func *f = NEW(P->a, Func);
	f->name = name;
	f->loc = loc;
	f->is_private = is_private;
	P->fn = f;
	cx->in_function = true;
	P->fn_errors = P->stmt_errors = cx->nerrors;
	P->lex = cx->lex;
	P->index = type_index(cx);
	P->i1 = type_int(cx, 1);
	P->func_depth = cx->lex->depth;
	verify_rules(cx);   /* the builder marks ops checked by them */
	P->checks = cx->nerrors ? 0 : CHECKED_ALL | CHECKED_TERM | CHECKED_EDGES;
	values_clear(P);
	if (!P->values.cap)
		map_init_heap(&P->values, P->a, 64);
	if (!P->nums_cap)
		nums_grow(P, 0);
	if (!P->words.cap) {
		words_alloc(&P->words, WORDS_MIN);
		words_alloc(&P->block_words, WORDS_MIN);
	}
	/* room for the arguments of most functions, in the function arena
	 * (b_func_abandon forgets it) */
	P->pending = (List){arena_alloc_raw(P->a, 8 * sizeof(void *)), 0, 8};
	memset(&P->forward, 0, sizeof P->forward);
	P->cur = NULL;
	P->scope = NULL;
}

void b_func_begin(Parser *P, int vis, Tok name)
{
	Ctx *cx = P->cx;
	P->a = &cx->fa;   /* for the name */
	/* the symbol's position, see b_func_end */
	func_begin(P, vis != 0, tok_name(P, name), lex_held(cx->lex, lex_symbol_loc(&name)));
}

void b_generic_func_begin(Parser *P, Tok op)
{
	func_begin(P, false, "", lex_held(P->cx->lex, op.loc));
	P->generic_fn = true;
}

int b_generic_func_sig(Parser *P, Attr *props, Region *body, Attr *dict, Type *optype)
{
	Ctx *cx = P->cx;
	Func *f = P->fn;
	Attr *attrs = attr_merge(P->a, props, dict);
	Attr *name = attr_get(attrs, "sym_name");
	Attr *type = attr_get(attrs, "function_type");
	Attr *vis = attr_get(attrs, "sym_visibility");
	if (optype->nin || optype->nout)
		diag_error(cx, f->loc, "'func.func' takes no operands and gives no results, but its type is '%s'",
		           type_mlir(cx, optype));
	if (!name || name->kind != AT_STRING) {
		diag_error(cx, name ? name->loc : f->loc, "'func.func' needs a string attribute 'sym_name'");
		return -1;
	}
	if (!type || type->kind != AT_TYPE || type->type->kind != TY_FUNC) {
		diag_error(cx, type && type->loc.line ? type->loc : f->loc,
		           "'func.func' needs a function type attribute 'function_type'");
		return -1;
	}
	f->name = name->text;
	f->type = type->type;
	if (vis && (vis->kind != AT_STRING || (strcmp(vis->text, "private") && strcmp(vis->text, "public") &&
	                                       strcmp(vis->text, "nested"))))
		diag_error(cx, vis->loc, "'sym_visibility' must be \"public\", \"private\" or \"nested\"");
	else
		f->is_private = vis && strcmp(vis->text, "public") != 0;
	f->c_interface = attr_get(attrs, "llvm.emit_c_interface") != NULL || cx->opt->emit_c_interface;
	b_func_attrs(P, attrs, f->loc);
	Type *ft = f->type;
	Attr *args = attr_get(attrs, "arg_attrs"), *res = attr_get(attrs, "res_attrs");
	for (int i = 0; args && args->kind == AT_ARRAY && i < args->n && i < ft->nin; i++)
		b_arg_attrs(P, args->elems[i], i, ft->ins[i], args->elems[i]->loc);
	for (int i = 0; res && res->kind == AT_ARRAY && i < res->n && i < ft->nout; i++)
		b_result_attrs(P, res->elems[i], ft->outs[i], res->elems[i]->loc);
	Block *entry = body->first;
	if (body->nblocks == 1 && !entry->first && !entry->name) {   /* a declaration */
		for (int i = 0; i < ft->nin; i++)
			b_func_arg(P, NULL, ft->ins[i]);
		return 0;
	}
	if (entry->nargs != ft->nin) {
		diag_error(cx, entry->loc, "the entry block of '@%s' takes %d argument%s, but its type has %d",
		           f->name, entry->nargs, entry->nargs == 1 ? "" : "s", ft->nin);
		return 1;
	}
	for (int i = 0; i < ft->nin; i++)
		if (entry->args[i]->type != ft->ins[i])
			diag_error(cx, entry->args[i]->loc, "argument %d of the entry block of '@%s' is '%s', but its type says '%s'",
			           i, f->name, type_mlir(cx, entry->args[i]->type), type_mlir(cx, ft->ins[i]));
	return 1;
}

void b_generic_module(Parser *P, Tok colon, Type *optype)
{
	if (optype->nin || optype->nout)
		diag_error(P->cx, colon.loc, "'builtin.module' takes no operands and gives no results, but its type is '%s'",
		           type_mlir(P->cx, optype));
}

/* tok_name of a value queued in P->pending: a name of at most 7
 * bytes is copied by its word (key_name), zeros to its 8th byte, which
 * b_region_begin reads back as the name's key. */
static inline char *pending_name(Parser *P, const Tok *t)
{
	const char *s = tok_text(P, *t) + 1;
	size_t n = t->len - 1;
	if (n >= 2 && s[0] == '"') {
		s++;
		n -= 2;
	}
	if (n >= 8)
		return arena_strndup(P->a, s, n);
	return key_name(P->a, token_key(&P->words, s, n));   /* the buffer has room past its end */
}

void b_func_arg(Parser *P, Tok *name, Type *t)
{
	Value *v = b_value_new(P, name ? pending_name(P, name) : NULL, t, name ? name->loc : P->fn->loc);
	list_keep(P, &P->pending, v);
}

void b_func_sig(Parser *P, List *results, Attr *attrs)
{
	Ctx *cx = P->cx;
	Func *f = P->fn;
	int n = P->pending.n;
	Type **io = NEWARRAY(P->a, Type *, n + results->n + 1);
	for (int i = 0; i < n; i++)
		io[i] = ((Value *)P->pending.v[i])->type;
	for (int i = 0; i < results->n; i++)
		io[n + i] = results->v[i];
	/* Not interned: no one compares it by pointer (a symbol keeps its
	 * signature as type ids), and it lives as long as the function's
	 * local types. */
	Type *ft = NEW(P->a, Type);
	*ft = (Type){.kind = TY_FUNC, .nin = n, .ins = io, .nout = results->n, .outs = io + n,
		.local = true};
	f->type = ft;
	f->c_interface = attr_get(attrs, "llvm.emit_c_interface") != NULL || cx->opt->emit_c_interface;
	b_func_attrs(P, attrs, f->loc);
}

static void check_forward_refs(Parser *P)
{
	for (int i = 0; i < P->forward.n; i++) {
		Value *v = P->forward.v[i];
		if (v->defined)
			continue;
		const char *hash = strchr(v->name, '#');
		Value *base = hash ? value_get(P, v->name, (size_t)(hash - v->name)) : NULL;
		if (base && base->type->kind == TY_ERROR)
			continue;   /* a pack of a statement that had an error */
		if (base && base->def)
			diag_error(P->cx, v->loc, "result '%%%s' is out of range: '%%%.*s' has %d result%s",
			           v->name, (int)(hash - v->name), v->name, base->def->nres,
			           base->def->nres == 1 ? "" : "s");
		else
			diag_error(P->cx, v->loc, "use of undeclared SSA value '%%%s'", v->name);
	}
}

/* Whether f asks for a C interface under the bare-pointer convention,
 * which has none (MLIR 22 drops the wrapper silently): an error */
static bool bare_c_interface(Ctx *cx, Func *f)
{
	if (!f->c_interface || !cx->opt->bare_ptr_call_conv)
		return false;
	diag_error(cx, f->loc, "'@%s' asks for a C interface ('llvm.emit_c_interface'), which the "
	           "bare-pointer calling convention (--use-bare-ptr-memref-call-conv) does not have",
	           f->name);
	return true;
}

/* The C wrapper of @f is @_mlir_ciface_f: that name must be free. */
static void check_c_interface_name(Parser *P, Func *f)
{
	Ctx *cx = P->cx;
	if (!f->c_interface || bare_c_interface(cx, f))
		return;
	char *name = arena_alloc(P->a, strlen(f->name) + 16);
	strcpy(name, "_mlir_ciface_");
	strcat(name, f->name);
	Symbol *s = sym_find(cx, name);
	if (s && (sym_definition(cx, s) || s->declared_here)) {
		diag_error(cx, f->loc, "the C interface of '@%s' would redefine '@%s'", f->name, name);
		diag_note(cx, sym_loc(s), "'@%s' is defined here", name);
	}
}

void b_func_end(Parser *P, Region *body)
{
	Ctx *cx = P->cx;
	Func *f = P->fn;
	bool has_body = body != NULL;
	f->body = body;
	unsigned nsym = cx->nsym;
	Symbol *sym = sym_get(cx, f->name, f->type, f->loc);
	bool fresh = cx->nsym != nsym;   /* made from f: its type and position */
	const Symbol *def = sym_definition(cx, sym);
	if (def || sym->declared_here) {
		diag_error(cx, f->loc, "redefinition of symbol '@%s'", f->name);
		diag_note(cx, sym_loc(def ? def : sym), "previously defined here");
	} else if (sym->global) {
		diag_error(cx, f->loc, "'@%s' is used as a 'memref.global', but it is a function", f->name);
		diag_note(cx, sym_loc(sym), "used here");
	} else if (!fresh && sym->has_sig && !sym_has_type(cx, sym, f->type)) {
		diag_error(cx, f->loc, "function '@%s' has type '%s', but it was called as '%s'",
		           f->name, type_mlir(cx, f->type), type_mlir(cx, sym_type(cx, sym)));
		diag_note(cx, sym_loc(sym), "called here");
	}
	if (!fresh) {
		sym = sym_set_type(cx, sym, f->type);
		sym_place(cx, sym, f->loc);
	}
	b_abi_end(P, f);
	if (!has_body) {
		sym->declared_here = true;   /* argument names, if any, are ignored */
		if (!bare_c_interface(cx, f) && verify_decl(cx, f, (Value **)P->pending.v, P->pending.n))
			lower_declaration(cx, f);
	} else {
		sym->defined = true;
		check_forward_refs(P);
		check_c_interface_name(P, f);
		values_clear(P);   /* the names are resolved: room for the lowering */
		if (cx->nerrors == P->fn_errors && verify_func(cx, f)) {
			if (cx->opt->debug_info)   /* -g gives the ops' lines */
				debug_hold_positions(cx, f);
			/* no diagnostic quotes the function's text any more */
			lex_release(cx->lex, P->last_line_off);
			lex_compact(cx->lex);
			lower_func(cx, f);
		}
	}
	b_func_abandon(P);
}

/* Drops the function being parsed: it is done, or it had a syntax error. */
void b_func_abandon(Parser *P)
{
	Ctx *cx = P->cx;
	/* keep the line of the lookahead token, which may already be read (the
	 * lexer may be further on: see reader.c) */
	lex_release(cx->lex, P->last_line_off);
	values_clear(P);
	P->fn = NULL;   /* it lives in the function arena */
	P->generic_fn = false;
	arena_reset(&cx->fa);
	type_forget_local(cx);
	cx->in_function = false;
	arena_reset(&P->scratch);
	P->scope = NULL;
	P->depth = 0;
	P->a = &cx->perm;
	P->cur = NULL;
	memset(&P->pending, 0, sizeof P->pending);
	memset(&P->forward, 0, sizeof P->forward);
}

static void region_append(Region *r, Block *b)
{
	b->region = r;
	if (r->last)
		r->last->next = b;
	else
		r->first = b;
	r->last = b;
	r->nblocks++;
}

enum { MAX_REGION_DEPTH = 10000 };

bool b_region_begin(Parser *P, Loc at)
{
	if (++P->depth > MAX_REGION_DEPTH) {
		parser_syntax_error(P, at, "regions are nested too deeply (the limit is 10000)");
		return false;
	}
	Scope *sc = NEW(P->a, Scope);
	sc->up = P->scope;
	sc->region = NEW(P->a, Region);
	sc->saved_cur = P->cur;
	sc->blocks.arena = P->a;   /* no room until a name needs it */
	if (!sc->up) {   /* a function's body: most name blocks, a few */
		sc->blocklist.cap = 16;
		sc->blocklist.v = arena_alloc_raw(P->a, 16 * sizeof *sc->blocklist.v);
	}
	P->scope = sc;
	Block *entry = NEW(P->a, Block);
	entry->defined = true;
	entry->loc = P->fn ? P->fn->loc : (Loc){0};
	region_append(sc->region, entry);
	entry->nargs = P->pending.n;
	entry->args = NEWARRAY(P->a, Value *, entry->nargs + 1);
	for (int i = 0; i < entry->nargs; i++) {
		Value *v = P->pending.v[i];
		v->owner = entry;
		v->entry_def = true;
		v->index = i;
		if (!v->name) {
			diag_error(P->cx, v->loc, "function arguments must be named when it has a body");
			v->name = "";
		} else {
			/* a short name from pending_name is its key (value_slot's);
			 * but '%N' goes by number, and "" to b_define */
			uint64_t w;
			memcpy(&w, v->name, 8);   /* 8 bytes there: a longer name has more */
			unsigned char c = (unsigned char)w;
			if (!(w >> 56) && c && (unsigned char)(c - '0') >= 10) {
				entry->args[i] = define_at(P, words_slot(&P->words, w | P->words.gen), v);
				continue;
			}
		}
		entry->args[i] = b_define(P, v->name, strlen(v->name), v);
	}
	sc->named_entry = P->pending.n > 0;
	memset(&P->pending, 0, sizeof P->pending);
	P->cur = entry;
	P->stmt_errors = P->cx->nerrors;
	return true;
}

Region *b_region_end(Parser *P)
{
	Scope *sc = P->scope;
	for (int i = 0; i < sc->blocklist.n; i++) {
		Block *b = sc->blocklist.v[i];
		if (!b->defined)
			diag_error(P->cx, b->loc, "reference to an undefined block '^%s'", b->name);
	}
	for (int i = sc->shadowed.n - 1; i >= 0; i--) {
		Block *b = sc->shadowed.v[i];
		*words_slot(&P->block_words, name_key(&P->block_words, b->name, strlen(b->name))) = b;
	}
	for (int i = 0; i < sc->defined.n; i++) {
		Value *v = sc->defined.v[i];
		size_t n = strlen(v->name);
		value_put(P, v->name, n, NULL);
		/* a pack '%x:N' binds 'x' too, to 'x#0' (bind_results) */
		if (n > 2 && v->name[n - 2] == '#' && v->name[n - 1] == '0' && value_get(P, v->name, n - 2) == v)
			value_put(P, v->name, n - 2, NULL);
	}
	P->cur = sc->saved_cur;
	P->scope = sc->up;
	P->depth--;
	return sc->region;
}

/* Whether b, branched to before its label, takes what the first such
 * branch passes, and is not its region's entry block (CHECKED_EDGES). */
static bool expected(const Block *b)
{
	if (b->nexpect != b->nargs || b == b->region->first)
		return false;
	for (int i = 0; i < b->nargs; i++)
		if (b->expect[i]->type != b->args[i]->type)
			return false;
	return true;
}

void b_block_label(Parser *P, const Tok *name, Seq args)
{
	Scope *sc = P->scope;
	Region *r = sc->region;
	Block *b = b_block_ref(P, name);
	if (b->defined) {
		diag_error(P->cx, name->loc, "redefinition of block '^%s'", b->name);
		return;
	}
	b->defined = true;
	b->loc = name->loc;
	b->nargs = args.n;
	b->args = arena_alloc_raw(P->a, sizeof *b->args * (size_t)(b->nargs + 1));
	for (int i = 0; i < b->nargs; i++) {
		Value *v = args.v[i];
		b->args[i] = v;
		v->owner = b;
		v->index = i;
	}
	b->args[b->nargs] = NULL;
	/* A label before any op names the entry block, unless the op gave it
	 * arguments already. */
	if (r->first == r->last && !r->first->first && !r->first->name) {
		if (sc->named_entry) {
			diag_error(P->cx, name->loc, "invalid block name in region with named arguments");
			return;
		}
		r->first = r->last = NULL;
		r->nblocks = 0;
	}
	region_append(r, b);
	if (b->expect && !expected(b))
		r->unexpected = true;
	P->cur = b;
	P->stmt_errors = P->cx->nerrors;
}

Value *b_block_arg(Parser *P, const Tok *name, Type *t)
{
	return define_copy(P, name, tok_text(P, *name) + 1, name->len - 1, b_value_new(P, NULL, t, name->loc));
}

Tok *b_result_pack(Parser *P, Tok name, Tok count)
{
	Tok *t = tok_box(P, name);
	int64_t n = 0;
	if (!parse_uint(tok_text(P, count), count.len, &n) || n < 1 || n > 1000000) {
		diag_error(P->cx, count.loc, "expected a positive result count");
		n = 1;
	}
	t->op = -(int)n;   /* see pack_count */
	return t;
}

/* The names a result token binds: N for a pack '%x:N', else 1. */
static inline int pack_count(const Tok *t)
{
	return t->op < 0 ? -t->op : 1;
}

/* The name of result j of a pack '%x:N', "x#j", in buf (64 bytes): as
 * snprintf's "%.*s#%d" with the name cut at 40 bytes. Returns its length. */
static int pack_name(char *buf, const char *s, size_t n, int j)
{
	size_t m = n > 40 ? 40 : n;
	memcpy(buf, s, m);
	buf[m++] = '#';
	char digits[12];
	int nd = 0;
	do
		digits[nd++] = (char)('0' + j % 10);
	while ((j /= 10) > 0);
	while (nd > 0)
		buf[m++] = digits[--nd];
	buf[m] = 0;
	return (int)m;
}

/* After an error in a statement, its names still get (untyped) values, so
 * that their uses do not add errors of their own. */
static void poison_results(Parser *P, Seq results)
{
	for (int i = 0; i < results.n; i++) {
		Tok *t = results.v[i];
		const char *s = tok_text(P, *t) + 1;
		size_t n = t->len - 1;
		/* a few of a pack's names: the uses of the others find the
		 * poisoned pack (check_forward_refs), and a pack may be huge */
		int count = pack_count(t) < 16 ? pack_count(t) : 16;
		for (int j = 0; j < count; j++) {
			char buf[64];
			int m = t->op < 0 ? pack_name(buf, s, n, j)
			              : snprintf(buf, sizeof buf, "%.*s", (int)(n > 60 ? 60 : n), s);
			Value *v = b_value_new(P, arena_strndup(P->a, buf, (size_t)m), type_error(P->cx), t->loc);
			Value *old = value_get(P, buf, (size_t)m);
			if (!old || !old->defined)
				b_define(P, buf, (size_t)m, v);
			if (t->op < 0 && j == 0 && !value_get(P, s, n))
				value_put(P, s, n, v);
		}
	}
}

/* Binds x of a pack '%x:N' to its result #0, unless x names a value
 * already (another pack's 'x#0' has been reported by b_define). */
static void bind_pack(Parser *P, const Tok *t, const char *s, size_t n, Value *first)
{
	Value *old = value_get(P, s, n);
	if (old && old->defined) {
		if (strchr(old->name, '#'))
			return;
		diag_error(P->cx, t->loc, "redefinition of SSA value '%%%.*s'", (int)n, s);
		diag_note(P->cx, old->loc, "previously defined here");
		return;
	}
	value_put(P, s, n, first);
}

/* Binds the names a statement gives its results, in general. */
static __attribute__((noinline)) void bind_results(Parser *P, Seq results, Op *op)
{
	Ctx *cx = P->cx;
	int want = 0;
	for (int i = 0; i < results.n; i++) {
		Tok *t = results.v[i];
		want += pack_count(t);
	}
	if (want != op->nres || P->cx->nerrors > P->stmt_errors) {
		if (cx->nerrors == P->stmt_errors)
			diag_error(cx, ((Tok *)results.v[0])->loc,
			           "operation defines %d result%s but was given %d name%s to bind",
			           op->nres, op->nres == 1 ? "" : "s", want, want == 1 ? "" : "s");
		poison_results(P, results);
		return;
	}
	int k = 0;
	for (int i = 0; i < results.n; i++) {
		Tok *t = results.v[i];
		const char *s = tok_text(P, *t) + 1;
		size_t n = t->len - 1;
		if (t->op >= 0) {
			op->res[k]->loc = t->loc;
			b_own(P, op->res[k]);
			op->res[k] = define_copy(P, t, s, n, op->res[k]);
			k++;
			continue;
		}
		for (int j = 0; j < pack_count(t); j++, k++) {
			char buf[64];
			int m = pack_name(buf, s, n, j);
			op->res[k]->name = arena_strndup(P->a, buf, (size_t)m);
			op->res[k]->loc = t->loc;
			b_own(P, op->res[k]);
			op->res[k] = b_define(P, buf, (size_t)m, op->res[k]);
			if (j == 0)
				bind_pack(P, t, s, n, op->res[k]);
		}
	}
}

static __attribute__((noinline)) void stmt_general(Parser *P, Seq results, Op *op)
{
	if (!P->cur)
		bug("op outside a block");
	Tok *t = results.n == 1 ? results.v[0] : NULL;
	if (t && t->op >= 0 && op->nres == 1 && P->cx->nerrors == P->stmt_errors) {   /* '%x = ...' */
		Value *r = op->res[0];
		r->loc = t->loc;
		b_own(P, r);
		op->res[0] = define_copy(P, t, tok_text(P, *t) + 1, t->len - 1, r);
	} else if (results.n) {
		bind_results(P, results, op);
	}
	if (P->depth == 1 && P->scratch.head)
		arena_reset(&P->scratch);   /* nothing of the statement's grammar is left */
	block_append(P->cur, op);
	P->stmt_errors = P->cx->nerrors;
}

/* A statement without results: nothing to bind. Out of line, as
 * stmt_general, so that b_stmt saves no registers on its way there. */
static __attribute__((noinline)) void stmt_append(Parser *P, Op *op)
{
	if (!P->cur || (P->depth == 1 && P->scratch.head))
		return stmt_general(P, (Seq){NULL, 0}, op);
	block_append(P->cur, op);
	P->stmt_errors = P->cx->nerrors;
}

/* '%x = op' in general: stmt_general with its one result. */
__attribute__((noinline)) void def_general(Parser *P, Tok *t, Op *op)
{
	void *v[1] = {t};
	stmt_general(P, (Seq){v, 1}, op);
}

/* Ends a statement: binds its result names and appends its op. */
void b_stmt(Parser *P, Seq results, Op *op)
{
	if (!results.n)
		return stmt_append(P, op);
	Tok *t = results.v[0];
	if (results.n == 1 && t->op >= 0)
		return b_def(P, t, op);
	stmt_general(P, results, op);
}

const char *b_opaque_word(const Attr *a, const char *prefix, size_t *n)
{
	size_t pre = strlen(prefix);
	if (!a || a->kind != AT_OPAQUE || strncmp(a->text, prefix, pre) || !strchr(a->text + pre, '>'))
		return NULL;
	*n = (size_t)(strchr(a->text + pre, '>') - (a->text + pre));
	return a->text + pre;
}

void b_stmt_after(Parser *P, Op *before, Seq results, Op *op)
{
	if (!P->cur)
		bug("op outside a block");
	block_append(P->cur, before);
	b_stmt(P, results, op);
}

void parser_syntax_error(Parser *P, Loc loc, const char *msg)
{
	if (P->cx->lex->io_error)
		return;   /* the input was cut short: only the read error is worth saying */
	diag_error(P->cx, loc, "%s", msg);
}
