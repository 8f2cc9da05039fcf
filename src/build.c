/* The grammar's builder: names, scopes and op typing. SSA names may be used
 * before their definition (a block later in the text may dominate); such a
 * use makes a placeholder Value that the definition later fills in place, so
 * every operand pointer stays valid. Block names are scoped per region, SSA
 * names are dropped when the region that defined them ends. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "lower/lower.h"
#include "verify.h"

struct Scope {
	Scope *up;
	Region *region;
	Block *saved_cur;
	Map blocks;
	List defined;          /* Value* defined in this region */
	List blocklist;        /* Block* referenced in this region */
	bool named_entry;      /* the entry block took arguments from the op */
};

List *list_new(Parser *P)
{
	return NEW(P->a, List);
}

List *list_push(Parser *P, List *l, void *v)
{
	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 4;
		void **nv = NEWARRAY(P->a, void *, cap);
		if (l->n)
			memcpy(nv, l->v, sizeof *nv * (size_t)l->n);
		l->v = nv;
		l->cap = cap;
	}
	l->v[l->n++] = v;
	return l;
}

static int list_len(const List *l)
{
	return l ? l->n : 0;
}

Tok *tok_box(Parser *P, Tok t)
{
	Tok *p = NEW(P->a, Tok);
	*p = t;
	return p;
}

static const char *tok_text(Parser *P, Tok t)
{
	const char *s = lex_text(P->cx->lex, t.loc.off);
	return s ? s : "";
}

char *tok_str(Parser *P, Tok t)
{
	return arena_strndup(P->a, tok_text(P, t), t.len);
}

/* '%x' -> "x", '^bb1' -> "bb1", '@f' or '@"f"' -> "f" */
static char *sigil_name(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	size_t n = t.len - 1;
	if (n >= 2 && s[0] == '"') {
		s++;
		n -= 2;
	}
	return arena_strndup(P->a, s, n);
}

/* ---- values and blocks ---- */

static Value *value_new(Parser *P, const char *name, Type *t, Loc loc)
{
	Value *v = NEW(P->a, Value);
	v->name = name;
	v->type = t;
	v->loc = loc;
	return v;
}

/* A use of '%x' at type t. */
static Value *use(Parser *P, Tok *name, Type *t)
{
	const char *s = tok_text(P, *name) + 1;
	size_t n = name->len - 1;
	Value *v = map_get(&P->values, s, n);
	if (!v) {
		v = value_new(P, arena_strndup(P->a, s, n), t, name->loc);
		map_put(&P->values, s, n, v);
		list_push(P, &P->forward, v);
		return v;
	}
	if (t && v->type && v->type != t) {
		Ctx *cx = P->cx;
		diag_error(cx, name->loc,
		           "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
		           v->name, type_mlir(cx, t), type_mlir(cx, v->type));
		diag_note(cx, v->loc, "prior use here");
	}
	return v;
}

/* Binds a name to a new definition; returns the Value that now stands for
 * it (a forward-reference placeholder, filled in, or v itself). */
static Value *define(Parser *P, const char *name, size_t n, Value *v)
{
	Ctx *cx = P->cx;
	Value *old = map_get(&P->values, name, n);
	if (old && old->defined) {
		diag_error(cx, v->loc, "redefinition of SSA value '%%%s'", old->name);
		diag_note(cx, old->loc, "previously defined here");
		return v;
	}
	if (old) {
		if (old->type && old->type != v->type) {
			diag_error(cx, v->loc,
			           "definition of SSA value '%%%s' has type '%s', but it was used as '%s'",
			           old->name, type_mlir(cx, v->type), type_mlir(cx, old->type));
			diag_note(cx, old->loc, "used here");
		}
		Loc use_loc = old->loc;
		*old = *v;
		(void)use_loc;
		v = old;
	} else {
		map_put(&P->values, name, n, v);
	}
	v->defined = true;
	if (P->scope)
		list_push(P, &P->scope->defined, v);
	return v;
}

static Block *block_ref(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	size_t n = t.len - 1;
	Scope *sc = P->scope;
	Block *b = map_get(&sc->blocks, s, n);
	if (!b) {
		b = NEW(P->a, Block);
		b->name = arena_strndup(P->a, s, n);
		b->loc = t.loc;
		map_put(&sc->blocks, s, n, b);
		list_push(P, &sc->blocklist, b);
	}
	return b;
}

/* ---- types ---- */

static bool parse_uint(const char *s, size_t n, int64_t *out)
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

Type *b_type_name(Parser *P, Tok t)
{
	Ctx *cx = P->cx;
	const char *s = tok_text(P, t);
	size_t n = t.len;
	int64_t w;
	if (n > 1 && s[0] == 'i' && parse_uint(s + 1, n - 1, &w)) {
		if (w < 1 || w > 128) {
			diag_error(cx, t.loc, "integer width %" PRId64 " is out of the supported range 1 to 128", w);
			return type_int(cx, 32);
		}
		return type_int(cx, (int)w);
	}
#define IS(lit) (n == sizeof(lit) - 1 && memcmp(s, lit, n) == 0)
	if (IS("index"))
		return type_index(cx);
	if (IS("f16"))
		return type_float(cx, 16, false);
	if (IS("bf16"))
		return type_float(cx, 16, true);
	if (IS("f32"))
		return type_float(cx, 32, false);
	if (IS("f64"))
		return type_float(cx, 64, false);
	if (IS("none"))
		return type_none(cx);
#undef IS
	if (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i' && parse_uint(s + 2, n - 2, &w))
		diag_error(cx, t.loc, "signed and unsigned integer types are not supported, use 'i%" PRId64 "'", w);
	else
		diag_error(cx, t.loc, "unknown type '%.*s'", (int)n, s);
	return type_none(cx);
}

Type *b_type_alias_ref(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	Type *ty = map_get(&P->cx->type_alias, s, t.len - 1);
	if (!ty) {
		if (memchr(s, '.', t.len - 1))
			diag_error(P->cx, t.loc, "dialect type '%.*s' is not supported", (int)t.len, s - 1);
		else
			diag_error(P->cx, t.loc, "undefined type alias '%.*s'", (int)t.len, s - 1);
		return type_none(P->cx);
	}
	return ty;
}

void b_type_alias(Parser *P, Tok name, Type *t)
{
	const char *s = tok_text(P, name) + 1;
	if (map_get(&P->cx->type_alias, s, name.len - 1))
		diag_error(P->cx, name.loc, "redefinition of type alias '%.*s'", (int)name.len, s - 1);
	map_put(&P->cx->type_alias, s, name.len - 1, t);
}

void b_attr_alias(Parser *P, Tok name, Attr *a)
{
	const char *s = tok_text(P, name) + 1;
	if (map_get(&P->cx->attr_alias, s, name.len - 1))
		diag_error(P->cx, name.loc, "redefinition of attribute alias '%.*s'", (int)name.len, s - 1);
	map_put(&P->cx->attr_alias, s, name.len - 1, a);
}

Type *b_complex(Parser *P, Tok at, Type *elem)
{
	if (elem->kind != TY_FLOAT) {
		diag_error(P->cx, at.loc, "complex element type must be a float type, got '%s'",
		           type_mlir(P->cx, elem));
		elem = type_float(P->cx, 32, false);
	}
	return type_intern(P->cx, &(Type){.kind = TY_COMPLEX, .elem = elem});
}

Type *b_func_type(Parser *P, List *ins, List *outs)
{
	return type_intern(P->cx, &(Type){
		.kind = TY_FUNC,
		.nin = list_len(ins), .ins = ins ? (Type **)ins->v : NULL,
		.nout = list_len(outs), .outs = outs ? (Type **)outs->v : NULL,
	});
}

static bool memref_elem_ok(const Type *t)
{
	return t->kind == TY_INT || t->kind == TY_INDEX || t->kind == TY_FLOAT ||
	       t->kind == TY_VECTOR || t->kind == TY_COMPLEX;
}

/* Applies what follows the element type: a layout (strided<...>, or the
 * old 'offset: o, strides: [...]' pair) and a memory space. */
static void shaped_tail(Parser *P, Type *t, List *tail)
{
	Ctx *cx = P->cx;
	for (int i = 0; i < list_len(tail); i++) {
		Attr *a = tail->v[i];
		if (a->kind == AT_INT && i == list_len(tail) - 1 && !a->neg) {
			t->memspace = (int)a->offset;
		} else if (a->kind == AT_STRIDED) {
			if (a->n >= 0 && a->n != t->rank) {
				diag_error(cx, a->loc, "expected %d strides in the layout of a rank-%d memref, got %d",
				           t->rank, t->rank, a->n);
				continue;
			}
			if (t->layout != LAYOUT_STRIDED) {
				/* 'offset: ?' alone keeps the identity strides */
				int64_t *s = NEWARRAY(P->a, int64_t, t->rank + 1);
				int64_t run = 1;
				for (int d = t->rank - 1; d >= 0; d--) {
					s[d] = run;
					run = run == DYN || t->shape[d] == DYN ? DYN : run * t->shape[d];
				}
				t->strides = s;
				t->layout = LAYOUT_STRIDED;
			}
			if (a->n >= 0)
				t->strides = a->strides;
			if (a->elems)
				t->offset = a->offset;
		} else if (a->kind == AT_OPAQUE) {
			diag_error(cx, a->loc, "affine_map layouts are not supported; use strided<...>");
		} else {
			diag_error(cx, a->loc, "unsupported memref layout or memory space");
		}
	}
}

Type *b_shaped(Parser *P, Tok dims, Type *elem, List *tail)
{
	Ctx *cx = P->cx;
	const char *s = tok_text(P, dims);
	const char *end = s + dims.len;
	Type t = {.kind = s[0] == 'm' ? TY_MEMREF : s[0] == 'v' ? TY_VECTOR : TY_TENSOR};
	while (s < end && *s != '<')
		s++;
	s++;
	int64_t shape[64];
	bool unranked = false;
	for (;;) {
		while (s < end && (*s == ' ' || *s == '\t'))
			s++;
		if (s >= end)
			break;
		if (t.rank == 64) {
			diag_error(cx, dims.loc, "rank is larger than the supported maximum of 64");
			return type_none(cx);
		}
		if (*s == '?') {
			shape[t.rank++] = DYN;
			s++;
		} else if (*s == '*') {
			unranked = true;
			s++;
		} else if (*s == '[') {
			diag_error(cx, dims.loc, "scalable vectors are not supported");
			return type_none(cx);
		} else {
			int64_t v = 0;
			while (s < end && *s >= '0' && *s <= '9') {
				if (v > (INT64_MAX - 9) / 10) {
					diag_error(cx, dims.loc, "dimension size is too large");
					return type_none(cx);
				}
				v = v * 10 + (*s++ - '0');
			}
			shape[t.rank++] = v;
		}
		while (s < end && *s != 'x')
			s++;
		s++;
	}
	t.shape = shape;
	t.elem = elem;
	if (unranked) {
		if (t.kind != TY_MEMREF || t.rank) {
			diag_error(cx, dims.loc, "'*' is only allowed as the whole shape of a memref");
			return type_none(cx);
		}
		t.kind = TY_UMEMREF;
		t.shape = NULL;
	}
	switch (t.kind) {
	case TY_VECTOR:
		if (t.rank == 0) {
			diag_error(cx, dims.loc, "0-D vectors are not supported");
			return type_none(cx);
		}
		for (int i = 0; i < t.rank; i++)
			if (shape[i] <= 0) {
				diag_error(cx, dims.loc, "vector dimensions must be static and positive");
				return type_none(cx);
			}
		if (elem->kind != TY_INT && elem->kind != TY_INDEX && elem->kind != TY_FLOAT) {
			diag_error(cx, dims.loc, "vector element type must be an integer, index or float type");
			return type_none(cx);
		}
		break;
	case TY_MEMREF:
	case TY_UMEMREF:
		if (!memref_elem_ok(elem)) {
			diag_error(cx, dims.loc, "invalid memref element type '%s'", type_mlir(cx, elem));
			return type_none(cx);
		}
		shaped_tail(P, &t, tail);
		break;
	default:
		break;
	}
	return type_intern(cx, &t);
}

/* ---- attributes ---- */

Attr *b_attr(Parser *P, AttrKind k, Tok t)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = k;
	a->loc = t.loc;
	if (k == AT_STRING)
		a->text = arena_strndup(P->a, tok_text(P, t) + 1, t.len - 2);
	else if (k == AT_SYMBOL)
		a->text = sigil_name(P, t);
	else
		a->text = tok_str(P, t);
	return a;
}

/* Numbers keep their text for exact conversion later; a small integer's
 * value is also kept in ->offset. */
Attr *b_attr_num(Parser *P, Tok t, bool neg, Type *type)
{
	Attr *a = b_attr(P, t.len && memchr(tok_text(P, t), '.', t.len) ? AT_FLOAT : AT_INT, t);
	a->neg = neg;
	a->type = type;
	if (a->kind == AT_INT) {
		char *end;
		unsigned long long v = strtoull(a->text, &end, 0);
		a->offset = (int64_t)(neg ? 0 - v : v);
	}
	return a;
}

Attr *b_dim(Parser *P, Tok t, bool neg, bool dyn)
{
	if (dyn) {
		Attr *a = b_attr(P, AT_INT, t);
		a->offset = DYN;
		return a;
	}
	return b_attr_num(P, t, neg, NULL);
}

Attr *b_attr_type(Parser *P, Type *t)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_TYPE;
	a->type = t;
	return a;
}

Attr *b_attr_list(Parser *P, AttrKind k, Tok at, List *elems, List *keys)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = k;
	a->loc = at.loc;
	(void)keys;
	if (k == AT_DICT) {
		a->n = list_len(elems) / 2;
		a->keys = NEWARRAY(P->a, const char *, a->n + 1);
		a->elems = NEWARRAY(P->a, Attr *, a->n + 1);
		for (int i = 0; i < a->n; i++) {
			Tok *kt = elems->v[2 * i];
			const char *s = tok_text(P, *kt);
			if (kt->len >= 2 && s[0] == '"')
				a->keys[i] = arena_strndup(P->a, s + 1, kt->len - 2);
			else
				a->keys[i] = arena_strndup(P->a, s, kt->len);
			a->elems[i] = elems->v[2 * i + 1];
		}
	} else {
		a->n = list_len(elems);
		a->elems = elems ? (Attr **)elems->v : NULL;
	}
	return a;
}

Attr *b_attr_alias_ref(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	Attr *a = map_get(&P->cx->attr_alias, s, t.len - 1);
	if (a)
		return a;
	if (memchr(s, '.', t.len - 1) || memchr(s, '<', t.len - 1))
		return b_attr(P, AT_OPAQUE, t);   /* a dialect attribute */
	diag_error(P->cx, t.loc, "undefined attribute alias '%.*s'", (int)t.len, s - 1);
	return b_attr(P, AT_UNIT, t);
}

Attr *b_dense(Parser *P, Tok at, Attr *body, Type *type)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_DENSE;
	a->loc = at.loc;
	a->type = type;
	a->n = body ? 1 : 0;
	a->elems = NEWARRAY(P->a, Attr *, 1);
	a->elems[0] = body;
	return a;
}

/* strided<[s0, s1], offset: o>; n = -1 when only the offset was given
 * (old 'offset: ?' syntax); elems != NULL when the offset was given. */
Attr *b_strided(Parser *P, Tok at, List *strides, Attr *offset)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_STRIDED;
	a->loc = at.loc;
	a->n = strides ? strides->n : -1;
	a->strides = NEWARRAY(P->a, int64_t, a->n > 0 ? a->n : 1);
	for (int i = 0; i < a->n; i++) {
		Attr *s = strides->v[i];
		if (s->kind != AT_INT) {
			diag_error(P->cx, s->loc, "expected an integer or '?' stride");
			continue;
		}
		a->strides[i] = s->offset;
	}
	if (offset) {
		a->offset = offset->offset;
		a->elems = NEWARRAY(P->a, Attr *, 1);
		a->elems[0] = offset;
	}
	return a;
}

/* ---- functions, regions, blocks ---- */

void b_func_begin(Parser *P, Tok kw, int vis, Tok name)
{
	Ctx *cx = P->cx;
	P->a = &cx->fa;
	Func *f = NEW(P->a, Func);
	f->name = sigil_name(P, name);
	f->loc = name.loc;
	f->is_private = vis != 0;
	P->fn = f;
	P->fn_errors = cx->nerrors;
	P->func_depth = cx->lex->depth;
	map_init(&P->values, P->a, 64);
	memset(&P->pending, 0, sizeof P->pending);
	memset(&P->forward, 0, sizeof P->forward);
	P->cur = NULL;
	P->scope = NULL;
	(void)kw;
}

void b_func_arg(Parser *P, Tok *name, Type *t, Attr *attrs)
{
	(void)attrs;
	Value *v = value_new(P, name ? sigil_name(P, *name) : NULL, t, name ? name->loc : P->fn->loc);
	list_push(P, &P->pending, v);
}

static bool dict_has(const Attr *d, const char *key)
{
	for (int i = 0; d && i < d->n; i++)
		if (strcmp(d->keys[i], key) == 0)
			return true;
	return false;
}

void b_func_sig(Parser *P, List *results, Attr *attrs)
{
	Ctx *cx = P->cx;
	Func *f = P->fn;
	int n = P->pending.n;
	Type **ins = NEWARRAY(P->a, Type *, n + 1);
	for (int i = 0; i < n; i++)
		ins[i] = ((Value *)P->pending.v[i])->type;
	f->type = type_intern(cx, &(Type){.kind = TY_FUNC, .nin = n, .ins = ins,
		.nout = results->n, .outs = (Type **)results->v});
	f->c_interface = dict_has(attrs, "llvm.emit_c_interface") || cx->opt->emit_c_interface;
}

static void check_forward_refs(Parser *P)
{
	for (int i = 0; i < P->forward.n; i++) {
		Value *v = P->forward.v[i];
		if (!v->defined)
			diag_error(P->cx, v->loc, "use of undeclared SSA value '%%%s'", v->name);
	}
}

void b_func_end(Parser *P, Region *body)
{
	Ctx *cx = P->cx;
	Func *f = P->fn;
	bool has_body = body != NULL;
	f->body = body;
	Symbol *sym = ctx_symbol(cx, f->name);
	if (sym->defined || sym->declared_here) {
		diag_error(cx, f->loc, "redefinition of symbol '@%s'", f->name);
		diag_note(cx, sym->loc, "previously defined here");
	} else if (sym->type && sym->type != f->type) {
		diag_error(cx, f->loc, "function '@%s' has type '%s', but it was called as '%s'",
		           f->name, type_mlir(cx, f->type), type_mlir(cx, sym->type));
		diag_note(cx, sym->loc, "called here");
	}
	sym->type = f->type;
	sym->loc = f->loc;
	if (!has_body) {
		sym->declared_here = true;   /* argument names, if any, are ignored */
		lower_declaration(cx, f);
	} else {
		sym->defined = true;
		check_forward_refs(P);
		if (cx->nerrors == P->fn_errors && verify_func(cx, f))
			lower_func(cx, f);
	}
	b_func_abandon(P);
}

/* Drops the function being parsed: it is done, or it had a syntax error. */
void b_func_abandon(Parser *P)
{
	Ctx *cx = P->cx;
	/* keep the line of the lookahead token, which may already be read */
	lex_release(cx->lex, cx->lex->line_off);
	arena_reset(&cx->fa);
	P->scope = NULL;
	P->depth = 0;
	P->a = &cx->perm;
	P->fn = NULL;
	P->cur = NULL;
	memset(&P->pending, 0, sizeof P->pending);
	memset(&P->forward, 0, sizeof P->forward);
	memset(&P->values, 0, sizeof P->values);
}

static void region_append(Region *r, Block *b)
{
	b->region = r;
	if (r->last)
		r->last->next = b;
	else
		r->first = b;
	r->last = b;
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
	map_init(&sc->blocks, P->a, 16);
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
		v->index = i;
		if (!v->name) {
			diag_error(P->cx, v->loc, "function arguments must be named when it has a body");
			v->name = "";
		}
		entry->args[i] = define(P, v->name, strlen(v->name), v);
	}
	sc->named_entry = P->pending.n > 0;
	memset(&P->pending, 0, sizeof P->pending);
	P->cur = entry;
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
	for (int i = 0; i < sc->defined.n; i++) {
		Value *v = sc->defined.v[i];
		map_put(&P->values, v->name, strlen(v->name), NULL);
	}
	P->cur = sc->saved_cur;
	P->scope = sc->up;
	P->depth--;
	return sc->region;
}

void b_block_label(Parser *P, Tok name, List *args)
{
	Scope *sc = P->scope;
	Region *r = sc->region;
	Block *b = block_ref(P, name);
	if (b->defined) {
		diag_error(P->cx, name.loc, "redefinition of block '^%s'", b->name);
		return;
	}
	b->defined = true;
	b->loc = name.loc;
	b->nargs = list_len(args);
	b->args = args ? (Value **)args->v : NULL;
	for (int i = 0; i < b->nargs; i++) {
		b->args[i]->owner = b;
		b->args[i]->index = i;
	}
	/* A label before any op names the entry block, unless the op gave it
	 * arguments already. */
	if (r->first == r->last && !r->first->first && !r->first->name) {
		if (sc->named_entry) {
			diag_error(P->cx, name.loc, "invalid block name in region with named arguments");
			return;
		}
		r->first = r->last = NULL;
	}
	region_append(r, b);
	P->cur = b;
}

Value *b_block_arg(Parser *P, Tok name, Type *t)
{
	Value *v = value_new(P, sigil_name(P, name), t, name.loc);
	return define(P, v->name, strlen(v->name), v);
}

Tok *b_result_pack(Parser *P, Tok name, Tok count)
{
	Tok *t = tok_box(P, name);
	int64_t n = 0;
	if (!parse_uint(tok_text(P, count), count.len, &n) || n < 1 || n > 1000000) {
		diag_error(P->cx, count.loc, "expected a positive result count");
		n = 1;
	}
	t->op = (int)n;
	return t;
}

void b_stmt(Parser *P, List *results, Op *op)
{
	Ctx *cx = P->cx;
	int want = 0;
	for (int i = 0; i < list_len(results); i++) {
		Tok *t = results->v[i];
		want += t->op ? t->op : 1;
	}
	if (results && want != op->nres) {
		diag_error(cx, ((Tok *)results->v[0])->loc,
		           "operation defines %d results but was provided %d to bind", op->nres, want);
	} else if (results) {
		int k = 0;
		for (int i = 0; i < results->n; i++) {
			Tok *t = results->v[i];
			const char *s = tok_text(P, *t) + 1;
			size_t n = t->len - 1;
			if (!t->op) {
				op->res[k]->name = arena_strndup(P->a, s, n);
				op->res[k]->loc = t->loc;
				op->res[k] = define(P, s, n, op->res[k]);
				k++;
				continue;
			}
			for (int j = 0; j < t->op; j++, k++) {
				char buf[64];
				int m = snprintf(buf, sizeof buf, "%.*s#%d", (int)(n > 40 ? 40 : n), s, j);
				op->res[k]->name = arena_strndup(P->a, buf, (size_t)m);
				op->res[k]->loc = t->loc;
				op->res[k] = define(P, buf, (size_t)m, op->res[k]);
				if (j == 0)
					map_put(&P->values, s, n, op->res[k]);
			}
		}
	} else if (op->nres) {
		for (int i = 0; i < op->nres; i++)
			op->res[i]->name = "";
	}
	Block *b = P->cur;
	if (!b)
		bug("op outside a block");
	op->block = b;
	if (b->last)
		b->last->next = op;
	else
		b->first = op;
	b->last = op;
}

/* ---- ops ---- */

static void symbol_use(Parser *P, const char *name, Loc loc, Type *ft);

static Op *op_new(Parser *P, Tok name, int nopnd, int nres)
{
	Op *op = NEW(P->a, Op);
	op->id = (OpId)name.op;
	op->loc = name.loc;
	op->nopnd = nopnd;
	op->opnd = NEWARRAY(P->a, Value *, nopnd + 1);
	op->nres = nres;
	op->res = NEWARRAY(P->a, Value *, nres + 1);
	return op;
}

static void set_result(Parser *P, Op *op, int i, Type *t)
{
	Value *v = value_new(P, "", t, op->loc);
	v->def = op;
	v->index = i;
	v->defined = true;
	op->res[i] = v;
}

static Type *list_type(List *l, int i)
{
	return l && i < l->n ? l->v[i] : NULL;
}

static Type *i1_like(Parser *P, Type *t)
{
	Type *i1 = type_int(P->cx, 1);
	if (t->kind != TY_VECTOR)
		return i1;
	Type v = *t;
	v.elem = i1;
	v.ll = v.mlir = NULL;
	return type_intern(P->cx, &v);
}

static const char *const cmpi_preds[] = {
	"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", NULL};
static const char *const cmpf_preds[] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true", NULL};

static const char *find_pred(const char *const *preds, const char *s, size_t n)
{
	for (int i = 0; preds[i]; i++)
		if (strlen(preds[i]) == n && memcmp(preds[i], s, n) == 0)
			return preds[i];
	return NULL;
}

static bool want_types(Parser *P, Op *op, List *types, int n)
{
	if (list_len(types) == n)
		return true;
	diag_error(P->cx, op->loc, "'%s' expects %d type%s after ':', got %d",
	           op_info[op->id].name, n, n == 1 ? "" : "s", list_len(types));
	return false;
}

Op *b_simple(Parser *P, Tok name, Tok *pred, List *opnds, unsigned flags,
             Attr *dict, List *types, List *to_types)
{
	Ctx *cx = P->cx;
	OpId id = (OpId)name.op;
	Typing typing = op_info[id].typing;
	int n = list_len(opnds);
	Op *op = op_new(P, name, n, 0);
	op->attrs = dict;
	op->flags = flags;
	if (pred && typing != TYPING_CMP)
		diag_error(cx, pred->loc, "unexpected '%.*s' before the operands of '%s'",
		           (int)pred->len, tok_text(P, *pred), op_info[id].name);
	if (to_types && typing != TYPING_CAST)
		diag_error(cx, op->loc, "'%s' takes no 'to' type", op_info[id].name);
	Type *t = list_type(types, 0);
	Type *opnd_type = t;
	switch (typing) {
	case TYPING_SAME:
	case TYPING_SAME2:
		if (!want_types(P, op, types, 1))
			return op;
		op->nres = typing == TYPING_SAME2 ? 2 : 1;
		for (int i = 0; i < op->nres; i++)
			set_result(P, op, i, t);
		break;
	case TYPING_ADD_EXTENDED:
		if (!want_types(P, op, types, 2))
			return op;
		op->nres = 2;
		set_result(P, op, 0, t);
		set_result(P, op, 1, list_type(types, 1));
		break;
	case TYPING_CMP: {
		if (!want_types(P, op, types, 1))
			return op;
		const char *const *preds = id == OP_ARITH_CMPI ? cmpi_preds : cmpf_preds;
		if (!pred) {
			diag_error(cx, op->loc, "'%s' expects a predicate before its operands", op_info[id].name);
			return op;
		}
		Tok p = *pred;
		if (tok_text(P, p)[0] == '"' && p.len >= 2) {
			p.loc.off++;
			p.len -= 2;
		}
		op->pred = find_pred(preds, tok_text(P, p), p.len);
		op->pred_loc = pred->loc;
		if (!op->pred) {
			diag_error(cx, pred->loc, "unknown predicate '%.*s' for '%s'",
			           (int)pred->len, tok_text(P, *pred), op_info[id].name);
			return op;
		}
		op->nres = 1;
		set_result(P, op, 0, i1_like(P, t));
		break;
	}
	case TYPING_SELECT:
		if (list_len(types) == 2)
			t = list_type(types, 1);
		else if (!want_types(P, op, types, 1))
			return op;
		op->nres = 1;
		set_result(P, op, 0, t);
		break;
	case TYPING_CAST:
		if (!want_types(P, op, types, 1))
			return op;
		if (list_len(to_types) != 1) {
			diag_error(cx, op->loc, "'%s' expects 'to' and one result type", op_info[id].name);
			return op;
		}
		op->nres = 1;
		set_result(P, op, 0, list_type(to_types, 0));
		break;
	case TYPING_LIST:
		if (list_len(types) != n) {
			diag_error(cx, op->loc, "'%s' has %d operand%s but %d type%s", op_info[id].name,
			           n, n == 1 ? "" : "s", list_len(types), list_len(types) == 1 ? "" : "s");
			return op;
		}
		for (int i = 0; i < n; i++)
			op->opnd[i] = use(P, opnds->v[i], types->v[i]);
		return op;
	case TYPING_DIM:
		if (!want_types(P, op, types, 1))
			return op;
		if (n != 2) {
			diag_error(cx, op->loc, "'%s' expects 2 operands, got %d", op_info[id].name, n);
			return op;
		}
		op->opnd[0] = use(P, opnds->v[0], t);
		op->opnd[1] = use(P, opnds->v[1], type_index(cx));
		op->nres = 1;
		set_result(P, op, 0, type_index(cx));
		return op;
	default:
		bug("bad typing for a simple op");
	}
	for (int i = 0; i < n; i++) {
		Type *ot = opnd_type;
		if (typing == TYPING_SELECT)
			ot = i == 0 ? (list_len(types) == 2 ? list_type(types, 0) : type_int(cx, 1)) : t;
		op->opnd[i] = use(P, opnds->v[i], ot);
	}
	return op;
}

Op *b_constant(Parser *P, Tok name, Attr *dict, Attr *value)
{
	Ctx *cx = P->cx;
	Op *op = op_new(P, name, 0, 1);
	op->attrs = dict;
	op->value = value;
	Type *t = value->type;
	if (value->kind == AT_BOOL)
		t = type_int(cx, 1);
	if (!t) {
		diag_error(cx, value->loc.line ? value->loc : op->loc,
		           "expected ':' and a type after the constant value");
		t = type_none(cx);
	}
	set_result(P, op, 0, t);
	return op;
}

Op *b_call(Parser *P, Tok name, Tok callee, List *opnds, Attr *dict, Type *ft)
{
	Ctx *cx = P->cx;
	int n = list_len(opnds);
	Op *op = op_new(P, name, n, ft->nout);
	op->attrs = dict;
	op->callee = sigil_name(P, callee);
	op->type = ft;
	if (n != ft->nin) {
		diag_error(cx, op->loc, "call has %d operands but its type '%s' has %d inputs",
		           n, type_mlir(cx, ft), ft->nin);
		op->nopnd = 0;
	}
	for (int i = 0; i < op->nopnd; i++)
		op->opnd[i] = use(P, opnds->v[i], ft->ins[i]);
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
	symbol_use(P, op->callee, callee.loc, ft);
	return op;
}

/* Records a use of @name at type ft: every use and the definition agree. */
static void symbol_use(Parser *P, const char *name, Loc loc, Type *ft)
{
	Ctx *cx = P->cx;
	Symbol *sym = ctx_symbol(cx, name);
	sym->used = true;
	if (!sym->type) {
		sym->type = ft;
		sym->loc = loc;
	} else if (sym->type != ft) {
		diag_error(cx, loc, "'@%s' is used with type '%s', but it has type '%s'",
		           name, type_mlir(cx, ft), type_mlir(cx, sym->type));
		diag_note(cx, sym->loc, "'@%s' declared here", name);
	}
}

Op *b_func_constant(Parser *P, Tok name, Tok sym, Type *t)
{
	Op *op = op_new(P, name, 0, 1);
	op->id = OP_FUNC_CONSTANT;
	op->callee = sigil_name(P, sym);
	op->type = t;
	set_result(P, op, 0, t);
	if (t->kind != TY_FUNC)
		diag_error(P->cx, op->loc, "'func.constant' must have a function type, got '%s'",
		           type_mlir(P->cx, t));
	else
		symbol_use(P, op->callee, sym.loc, t);
	return op;
}

Op *b_call_indirect(Parser *P, Tok name, Tok callee, List *opnds, Attr *dict, Type *ft)
{
	Ctx *cx = P->cx;
	int n = list_len(opnds);
	Op *op = op_new(P, name, 1 + n, ft->nout);
	op->attrs = dict;
	op->type = ft;
	op->opnd[0] = use(P, &callee, ft);
	if (n != ft->nin) {
		diag_error(cx, op->loc, "call has %d operands but its type '%s' has %d inputs",
		           n, type_mlir(cx, ft), ft->nin);
		op->nopnd = 1;
	}
	for (int i = 1; i < op->nopnd; i++)
		op->opnd[i] = use(P, opnds->v[i - 1], ft->ins[i - 1]);
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
	return op;
}

Op *b_assert(Parser *P, Tok name, Tok cond, Tok msg, Attr *dict)
{
	Op *op = op_new(P, name, 1, 0);
	op->attrs = dict;
	op->opnd[0] = use(P, &cond, type_int(P->cx, 1));
	op->value = b_attr(P, AT_STRING, msg);
	return op;
}

static void add_succs(Parser *P, Op *op, List *succs)
{
	int n = list_len(succs);
	op->nsucc = n;
	op->succ = NEWARRAY(P->a, Block *, n + 1);
	op->succ_args = NEWARRAY(P->a, Value **, n + 1);
	op->succ_nargs = NEWARRAY(P->a, int, n + 1);
	for (int i = 0; i < n; i++) {
		Succ *s = succs->v[i];
		op->succ[i] = block_ref(P, s->name);
		int na = list_len(s->args);
		if (na != list_len(s->types)) {
			diag_error(P->cx, s->name.loc, "successor '^%s' has %d operands but %d types",
			           op->succ[i]->name, na, list_len(s->types));
			na = 0;
		}
		op->succ_nargs[i] = na;
		op->succ_args[i] = NEWARRAY(P->a, Value *, na + 1);
		for (int j = 0; j < na; j++)
			op->succ_args[i][j] = use(P, s->args->v[j], s->types->v[j]);
	}
}

Op *b_branch(Parser *P, Tok name, List *opnds, List *succs, Attr *dict)
{
	int n = list_len(opnds);
	Op *op = op_new(P, name, n, 0);
	op->attrs = dict;
	for (int i = 0; i < n; i++)
		op->opnd[i] = use(P, opnds->v[i], type_int(P->cx, 1));
	add_succs(P, op, succs);
	return op;
}

Op *b_switch(Parser *P, Tok name, Tok flag, Type *t, Succ *def, List *cases,
             List *case_succs, Attr *dict)
{
	(void)case_succs;
	Op *op = op_new(P, name, 1, 0);
	op->attrs = dict;
	op->opnd[0] = use(P, &flag, t);
	List *succs = list_push(P, list_new(P), def);
	int nc = list_len(cases) / 2;
	op->case_vals = NEWARRAY(P->a, Attr *, nc + 1);
	for (int i = 0; i < nc; i++) {
		Attr *v = cases->v[2 * i];
		if (v->text[0] == '?')
			diag_error(P->cx, v->loc, "expected an integer case value");
		op->case_vals[i] = v;
		list_push(P, succs, cases->v[2 * i + 1]);
	}
	add_succs(P, op, succs);
	return op;
}

Op *b_indexed(Parser *P, Tok name, List *opnds, List *indices, Attr *dict, List *types)
{
	Ctx *cx = P->cx;
	OpId id = (OpId)name.op;
	int nval = id == OP_MEMREF_STORE ? 2 : 1;
	int ni = list_len(indices);
	Op *op = op_new(P, name, nval + ni, 0);
	op->attrs = dict;
	Type *m = list_type(types, 0);
	if (list_len(opnds) != nval) {
		diag_error(cx, op->loc, "'%s' expects %s before '['", op_info[id].name,
		           nval == 2 ? "a value and a memref" : "one memref");
		op->nopnd = 0;
		return op;
	}
	if (!want_types(P, op, types, 1))
		return op;
	op->type = m;
	if (m->kind != TY_MEMREF) {
		diag_error(cx, op->loc, "'%s' expects a ranked memref type, got '%s'",
		           op_info[id].name, type_mlir(cx, m));
		op->nopnd = 0;
		return op;
	}
	if (ni != m->rank) {
		diag_error(cx, op->loc, "'%s' of a rank-%d memref needs %d indices, got %d",
		           op_info[id].name, m->rank, m->rank, ni);
		op->nopnd = 0;
		return op;
	}
	if (nval == 2)
		op->opnd[0] = use(P, opnds->v[0], m->elem);
	op->opnd[nval - 1] = use(P, opnds->v[nval - 1], m);
	for (int i = 0; i < ni; i++)
		op->opnd[nval + i] = use(P, indices->v[i], type_index(cx));
	if (id == OP_MEMREF_LOAD) {
		op->nres = 1;
		set_result(P, op, 0, m->elem);
	}
	return op;
}

Op *b_alloc(Parser *P, Tok name, List *dyn, List *syms, Attr *dict, Type *t)
{
	Ctx *cx = P->cx;
	int n = list_len(dyn);
	Op *op = op_new(P, name, n, 1);
	op->attrs = dict;
	op->type = t;
	set_result(P, op, 0, t);
	if (list_len(syms))
		diag_error(cx, op->loc, "symbol operands of '%s' are not supported", op_info[op->id].name);
	if (t->kind != TY_MEMREF) {
		diag_error(cx, op->loc, "'%s' must produce a ranked memref, got '%s'",
		           op_info[op->id].name, type_mlir(cx, t));
		op->nopnd = 0;
		return op;
	}
	int ndyn = 0;
	for (int i = 0; i < t->rank; i++)
		ndyn += t->shape[i] == DYN;
	if (ndyn != n) {
		diag_error(cx, op->loc, "'%s' of '%s' needs %d dynamic sizes, got %d",
		           op_info[op->id].name, type_mlir(cx, t), ndyn, n);
		op->nopnd = 0;
		return op;
	}
	for (int i = 0; i < n; i++)
		op->opnd[i] = use(P, dyn->v[i], type_index(cx));
	return op;
}

/* Queues the entry-block arguments of the region that follows. */
static void pending_arg(Parser *P, Tok name, Type *t)
{
	Value *v = value_new(P, sigil_name(P, name), t, name.loc);
	list_push(P, &P->pending, v);
}

Op *b_for_begin(Parser *P, Tok name, Tok iv, Tok lb, Tok ub, Tok step,
                List *iter_args, Type *ivtype)
{
	Ctx *cx = P->cx;
	List *inits = iter_args ? iter_args->v[0] : NULL;
	List *rtypes = iter_args ? iter_args->v[1] : NULL;
	int ni = list_len(inits) / 2;
	Type *it = ivtype ? ivtype : type_index(cx);
	Op *op = op_new(P, name, 3 + ni, ni);
	op->type = it;
	if (it->kind != TY_INDEX && it->kind != TY_INT)
		diag_error(cx, op->loc, "'scf.for' induction variable must be an integer or index, got '%s'",
		           type_mlir(cx, it));
	op->opnd[0] = use(P, &lb, it);
	op->opnd[1] = use(P, &ub, it);
	op->opnd[2] = use(P, &step, it);
	if (list_len(rtypes) != ni) {
		diag_error(cx, op->loc, "'scf.for' has %d iter_args but %d result types", ni, list_len(rtypes));
		ni = 0;
		op->nopnd = 3;
		op->nres = 0;
	}
	pending_arg(P, iv, it);
	for (int i = 0; i < ni; i++) {
		Type *t = rtypes->v[i];
		op->opnd[3 + i] = use(P, inits->v[2 * i + 1], t);
		set_result(P, op, i, t);
		pending_arg(P, *(Tok *)inits->v[2 * i], t);
	}
	return op;
}

Op *b_if_begin(Parser *P, Tok name, Tok cond, List *result_types)
{
	int n = list_len(result_types);
	Op *op = op_new(P, name, 1, n);
	op->opnd[0] = use(P, &cond, type_int(P->cx, 1));
	for (int i = 0; i < n; i++)
		set_result(P, op, i, result_types->v[i]);
	return op;
}

Op *b_while_begin(Parser *P, Tok name, List *inits, Type *ft)
{
	Ctx *cx = P->cx;
	int ni = list_len(inits) / 2;
	Op *op = op_new(P, name, ni, ft->nout);
	op->type = ft;
	if (ni != ft->nin) {
		diag_error(cx, op->loc, "'scf.while' has %d initial values but its type has %d inputs",
		           ni, ft->nin);
		ni = 0;
		op->nopnd = 0;
	}
	for (int i = 0; i < ni; i++) {
		op->opnd[i] = use(P, inits->v[2 * i + 1], ft->ins[i]);
		pending_arg(P, *(Tok *)inits->v[2 * i], ft->ins[i]);
	}
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
	return op;
}

Op *b_condition(Parser *P, Tok name, Tok cond, List *opnds, List *types)
{
	int n = list_len(opnds);
	Op *op = op_new(P, name, 1 + n, 0);
	op->opnd[0] = use(P, &cond, type_int(P->cx, 1));
	if (list_len(types) != n) {
		diag_error(P->cx, op->loc, "'scf.condition' has %d operands but %d types", n, list_len(types));
		op->nopnd = 1;
		return op;
	}
	for (int i = 0; i < n; i++)
		op->opnd[1 + i] = use(P, opnds->v[i], types->v[i]);
	return op;
}

static Attr *dict_get(Attr *d, const char *key)
{
	for (int i = 0; d && i < d->n; i++)
		if (strcmp(d->keys[i], key) == 0)
			return d->elems[i];
	return NULL;
}

/* "arith.addi"(%a, %b) <{props}> ({regions}) {attrs} : (i32, i32) -> i32 */
Op *b_generic(Parser *P, Tok name, List *opnds, List *succs, Attr *props,
              List *regions, Attr *dict, Type *ft)
{
	Ctx *cx = P->cx;
	const char *s = tok_text(P, name) + 1;
	size_t len = name.len - 2;
	name.op = ops_find(&cx->ops, s, len);
	int n = list_len(opnds);
	Op *op = op_new(P, name, n, ft->nout);
	op->name = arena_strndup(P->a, s, len);
	op->attrs = dict;
	op->type = ft;
	if (n != ft->nin) {
		diag_error(cx, name.loc, "generic op has %d operands but its type '%s' has %d inputs",
		           n, type_mlir(cx, ft), ft->nin);
		op->nopnd = 0;
	}
	for (int i = 0; i < op->nopnd; i++)
		op->opnd[i] = use(P, opnds->v[i], ft->ins[i]);
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
	add_succs(P, op, succs);
	for (int i = 0; i < list_len(regions); i++)
		b_op_region(P, op, regions->v[i]);
	/* The attributes that custom forms spell inline. */
	Attr *value = dict_get(props, "value") ? dict_get(props, "value") : dict_get(dict, "value");
	Attr *pred = dict_get(props, "predicate") ? dict_get(props, "predicate") : dict_get(dict, "predicate");
	Attr *callee = dict_get(props, "callee") ? dict_get(props, "callee") : dict_get(dict, "callee");
	switch (op->id) {
	case OP_ARITH_CONSTANT:
		if (!value)
			diag_error(cx, name.loc, "'arith.constant' needs a 'value' attribute");
		op->value = value;
		break;
	case OP_ARITH_CMPI:
	case OP_ARITH_CMPF: {
		const char *const *preds = op->id == OP_ARITH_CMPI ? cmpi_preds : cmpf_preds;
		int np = op->id == OP_ARITH_CMPI ? 10 : 16;
		if (!pred || pred->kind != AT_INT || pred->offset < 0 || pred->offset >= np)
			diag_error(cx, name.loc, "'%s' needs an integer 'predicate' attribute in range", op->name);
		else
			op->pred = preds[pred->offset];
		op->pred_loc = name.loc;
		break;
	}
	case OP_FUNC_CALL:
		if (!callee || callee->kind != AT_SYMBOL) {
			diag_error(cx, name.loc, "'func.call' needs a 'callee' symbol attribute");
			break;
		}
		op->callee = callee->text;
		break;
	default:
		break;
	}
	return op;
}

/* scf.for and scf.if regions that yield nothing may leave the yield out. */
static void add_implicit_yield(Parser *P, Op *op, Region *r)
{
	if (op->id != OP_SCF_FOR && op->id != OP_SCF_IF)
		return;
	Block *b = r->last;
	if (b->last && (b->last->id == OP_SCF_YIELD || b->last->nsucc))
		return;
	Op *y = NEW(P->a, Op);
	y->id = OP_SCF_YIELD;
	y->loc = b->last ? b->last->loc : op->loc;
	y->opnd = NEWARRAY(P->a, Value *, 1);
	y->res = NEWARRAY(P->a, Value *, 1);
	y->block = b;
	if (b->last)
		b->last->next = y;
	else
		b->first = y;
	b->last = y;
}

void b_op_region(Parser *P, Op *op, Region *r)
{
	if (!r)
		return;
	add_implicit_yield(P, op, r);
	Region **rs = NEWARRAY(P->a, Region *, op->nregion + 1);
	if (op->nregion)
		memcpy(rs, op->regions, sizeof *rs * (size_t)op->nregion);
	rs[op->nregion++] = r;
	op->regions = rs;
	r->op = op;
}

void b_op_attrs(Parser *P, Op *op, Attr *dict)
{
	(void)P;
	if (dict)
		op->attrs = dict;
}

unsigned b_flag(Parser *P, Tok kw, List *words)
{
	static const struct { const char *s; unsigned f; } names[] = {
		{"nsw", FLAG_NSW}, {"nuw", FLAG_NUW}, {"none", 0},
		{"nnan", FM_NNAN}, {"ninf", FM_NINF}, {"nsz", FM_NSZ},
		{"arcp", FM_ARCP}, {"contract", FM_CONTRACT}, {"afn", FM_AFN},
		{"reassoc", FM_REASSOC}, {"fast", FM_FAST},
	};
	const char *k = tok_text(P, kw);
	bool overflow = k[0] == 'o';
	unsigned f = 0;
	for (int i = 0; i < words->n; i++) {
		Tok *w = words->v[i];
		const char *s = tok_text(P, *w);
		size_t j = 0, nn = sizeof names / sizeof names[0];
		for (; j < nn; j++)
			if (strlen(names[j].s) == w->len && memcmp(names[j].s, s, w->len) == 0)
				break;
		if (j == nn || (overflow && names[j].f > FLAG_NUW) || (!overflow && (names[j].f & (FLAG_NSW | FLAG_NUW)))) {
			diag_error(P->cx, w->loc, "unknown %s flag '%.*s'", overflow ? "overflow" : "fastmath",
			           (int)w->len, s);
			continue;
		}
		f |= names[j].f;
	}
	return f;
}

void parser_syntax_error(Parser *P, Loc loc, const char *msg)
{
	P->syntax_error = true;
	diag_error(P->cx, loc, "%s", msg);
}
