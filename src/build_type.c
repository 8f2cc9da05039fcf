/* The builder's types and attributes: MLIR type syntax to interned Types
 * (shapes, layouts, memory spaces), attribute values, and aliases. */
#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "affine.h"
#include "build.h"

Type *b_type_name(Parser *P, Tok t)
{
	Ctx *cx = P->cx;
	const char *s = tok_text(P, t);
	size_t n = t.len;
	/* the usual ones first: they are a tenth of all tokens, and once made
	 * they are kept in cx (see type_int and type_float) */
	Type *ty = NULL;
	if (n == 3 && s[1] >= '0' && s[1] <= '9') {
		int w = (s[1] - '0') * 10 + (s[2] - '0');
		bool usual = w == 16 || w == 32 || w == 64;
		if (s[0] == 'i' && usual)
			ty = cx->scalar_int[w];
		else if (s[0] == 'f' && usual)
			ty = cx->scalar_float[w == 16 ? 0 : w == 32 ? 2 : 3];
	} else if (n == 2 && s[0] == 'i' && s[1] == '1') {
		ty = cx->scalar_int[1];
	} else if (n == 5 && memcmp(s, "index", 5) == 0) {
		ty = cx->scalar_index;
	}
	if (ty)
		return ty;
	int64_t w;
	size_t digits = 0;
	while (digits + 1 < n && s[digits + 1] >= '0' && s[digits + 1] <= '9')
		digits++;
	if (n > 1 && s[0] == 'i' && digits == n - 1 && !parse_uint(s + 1, n - 1, &w)) {
		diag_error(cx, t.loc, "integer width %.*s is out of the supported range 1 to 128", (int)n - 1, s + 1);
		return type_int(cx, 32);
	}
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
#define IS_PREFIX(lit) (n >= sizeof(lit) - 1 && memcmp(s, lit, sizeof(lit) - 1) == 0)
	if ((n > 1 && s[0] == 'f' && s[1] >= '0' && s[1] <= '9') || IS_PREFIX("tf32"))
		diag_error(cx, t.loc, "float type '%.*s' is not supported (f16, bf16, f32 and f64 are)", (int)n, s);
	else if (n > 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i' && parse_uint(s + 2, n - 2, &w)) {
		if (w >= 1 && w <= 128)
			return type_int_signed(cx, (int)w, s[0]);
		diag_error(cx, t.loc, "integer width %" PRId64 " is out of the supported range 1 to 128", w);
	} else
		diag_error(cx, t.loc, "unknown type '%.*s'", (int)n, s);
#undef IS
#undef IS_PREFIX
	return type_error(cx);
}

Type *b_type_alias_ref(Parser *P, Tok t)
{
	const char *s = tok_text(P, t) + 1;
	Type *ty = map_get(&P->cx->type_alias, s, t.len - 1);
	if (!ty) {
		const char *hint = b_dialect_hint(s, t.len - 1);
		if (memchr(s, '.', t.len - 1))
			diag_error(P->cx, t.loc, "dialect type '%.*s' is not supported%s", (int)t.len, s - 1, hint ? hint : "");
		else
			diag_error(P->cx, t.loc, "undefined type alias '%.*s'", (int)t.len, s - 1);
		return type_error(P->cx);
	}
	return ty;
}

/* An alias's name is '#' or '!' and a bare identifier, as in MLIR: a '<'
 * body or a '.' makes it a dialect's attribute or type, which no alias
 * defines. */
static bool alias_name_ok(Parser *P, Tok name, const char *what)
{
	const char *s = tok_text(P, name);
	const char *body = memchr(s, '<', name.len);
	size_t n = body ? (size_t)(body - s) : name.len;
	if (memchr(s, '.', n)) {
		diag_error(P->cx, name.loc, "%s names with a '.' are reserved for dialect-defined names",
		           what);
		return false;
	}
	if (body) {
		diag_error(P->cx, LOC_AT(name.loc.off + n), "expected '=' in %s alias definition", what);
		return false;
	}
	return true;
}

void b_type_alias(Parser *P, Tok name, Type *t)
{
	if (!alias_name_ok(P, name, "type"))
		return;
	const char *s = tok_text(P, name) + 1;
	if (map_get(&P->cx->type_alias, s, name.len - 1)) {
		diag_error(P->cx, name.loc, "redefinition of type alias '%.*s'", (int)name.len, s - 1);
		s = tok_text(P, name) + 1;   /* quoting the line may have read on: the buffer moves */
	}
	map_put(&P->cx->type_alias, s, name.len - 1, t);
}

/* Works out the line and column of a's positions, and of its elements',
 * while their text is kept: an alias is used, and may be reported, after
 * the lexer has let its text go. */
static void hold_attr_positions(Lexer *L, Attr *a)
{
	a->loc = lex_held(L, a->loc);
	int n = a->kind == AT_STRIDED || a->kind == AT_CONTIGUOUS ? 1 : a->n;   /* a layout's elems: its offset */
	if (a->elems)
		for (int i = 0; i < n; i++)
			if (a->elems[i])
				hold_attr_positions(L, a->elems[i]);
}

void b_attr_alias(Parser *P, Tok name, Attr *a)
{
	if (!alias_name_ok(P, name, "attribute"))
		return;
	const char *s = tok_text(P, name) + 1;
	if (map_get(&P->cx->attr_alias, s, name.len - 1)) {
		diag_error(P->cx, name.loc, "redefinition of attribute alias '%.*s'", (int)name.len, s - 1);
		s = tok_text(P, name) + 1;   /* as in b_type_alias */
	}
	hold_attr_positions(P->cx->lex, a);
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

Type *b_func_type(Parser *P, Seq ins, Seq outs)
{
	return type_intern(P->cx, &(Type){
		.kind = TY_FUNC,
		.nin = ins.n, .ins = ins.n ? (Type **)ins.v : NULL,   /* the reader's arrays are reused: interning copies them */
		.nout = outs.n, .outs = outs.n ? (Type **)outs.v : NULL,
	});
}

/* LLVM's vectors hold at most 2^32 - 1 elements, and no constant of a
 * larger vector could be spelled: the count of all of them, as an n-D
 * vector's constant spells them all */
static bool vector_too_large(const int64_t *shape, int rank)
{
	uint64_t n = 1;   /* below 2^32, times a dimension below 2^32 */
	for (int i = 0; i < rank; i++)
		if (shape[i] > UINT32_MAX || (n *= (uint64_t)shape[i]) > UINT32_MAX)
			return true;
	return false;
}

static bool memref_elem_ok(const Type *t)
{
	return t->kind == TY_INT || t->kind == TY_INDEX || t->kind == TY_FLOAT ||
	       t->kind == TY_VECTOR || t->kind == TY_COMPLEX;
}

/* An affine_map layout: the identity, or in strided form, which is the
 * strided layout it computes (MLIR's getStridesAndOffset): its
 * coefficients of the dimensions are the strides and the rest is the
 * offset, dynamic where symbols are in them. */
static void map_layout(Parser *P, Type *t, const Attr *a)
{
	Ctx *cx = P->cx;
	AffineMap m;
	const char *why = affine_parse(&P->scratch, a->text, strlen(a->text), &m);
	if (why) {
		diag_error(cx, a->loc, "invalid affine_map: %s", why);
		return;
	}
	if (m.ndims != t->rank) {
		diag_error(cx, a->loc, "expected %d dimension%s in the affine_map layout of a rank-%d memref, got %d",
		           t->rank, t->rank == 1 ? "" : "s", t->rank, m.ndims);
		return;
	}
	if (t->layout != LAYOUT_IDENTITY) {
		diag_error(cx, a->loc, "a memref type has one layout");
		return;
	}
	int64_t *strides = NEWARRAY(P->a, int64_t, t->rank > 0 ? t->rank : 1), offset;
	int kind = affine_layout(&P->scratch, &m, strides, &offset, &why);
	if (kind < 0) {
		diag_error(cx, a->loc, "the affine_map layout '%s' is not in strided form: %s", a->text, why);
	} else if (kind > 0) {
		t->layout = LAYOUT_STRIDED;
		t->strides = strides;
		t->offset = offset;
	}
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
				diag_error(cx, a->loc, "expected %d stride%s in the layout of a rank-%d memref, got %d",
				           t->rank, t->rank == 1 ? "" : "s", t->rank, a->n);
				continue;
			}
			if (t->layout == LAYOUT_CONTIGUOUS) {
				diag_error(cx, a->loc, "a memref type has one layout");
				continue;
			}
			if (t->layout != LAYOUT_STRIDED) {
				/* 'offset: ?' alone keeps the identity strides */
				t->strides = type_identity_strides(P->a, t->rank, t->shape);
				t->layout = LAYOUT_STRIDED;
			}
			if (a->n >= 0)
				t->strides = a->strides;
			if (a->elems)
				t->offset = a->offset;
		} else if (a->kind == AT_CONTIGUOUS) {
			if (a->n < 0)
				continue;
			if (a->n != t->rank) {
				diag_error(cx, a->loc, "expected %d dimension%s in the layout of a rank-%d memref, got %d",
				           t->rank, t->rank == 1 ? "" : "s", t->rank, a->n);
				continue;
			}
			if (t->layout != LAYOUT_IDENTITY) {
				diag_error(cx, a->loc, "a memref type has one layout");
				continue;
			}
			t->layout = LAYOUT_CONTIGUOUS;
			t->order = a->strides;
			t->offset = a->offset;
		} else if (a->kind == AT_OPAQUE && !strncmp(a->text, "affine_map", 10)) {
			map_layout(P, t, a);
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
			return type_error(cx);
		}
		if (*s == '?') {
			shape[t.rank++] = DYN;
			s++;
		} else if (*s == '*') {
			unranked = true;
			s++;
		} else if (*s == '[') {
			diag_error(cx, dims.loc, "scalable vectors are not supported");
			return type_error(cx);
		} else {
			int64_t v = 0;
			while (s < end && *s >= '0' && *s <= '9') {
				if (v > (INT64_MAX - 9) / 10) {
					diag_error(cx, dims.loc, "dimension size is too large");
					return type_error(cx);
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
			return type_error(cx);
		}
		t.kind = TY_UMEMREF;
		t.shape = NULL;
	}
	switch (t.kind) {
	case TY_VECTOR:
		if (t.rank == 0) {
			diag_error(cx, dims.loc, "0-D vectors are not supported");
			return type_error(cx);
		}
		for (int i = 0; i < t.rank; i++)
			if (shape[i] <= 0) {
				diag_error(cx, dims.loc, "vector dimensions must be static and positive");
				return type_error(cx);
			}
		if (vector_too_large(shape, t.rank)) {
			diag_error(cx, dims.loc, "vector type has more than 4294967295 elements");
			return type_error(cx);
		}
		if (elem->kind != TY_INT && elem->kind != TY_INDEX && elem->kind != TY_FLOAT) {
			diag_error(cx, dims.loc, "vector element type must be an integer, index or float type");
			return type_error(cx);
		}
		if (list_len(tail)) {
			diag_error(cx, ((Attr *)tail->v[0])->loc, "a vector type takes no layout or memory space");
			return type_error(cx);
		}
		break;
	case TY_MEMREF:
	case TY_UMEMREF:
		if (!memref_elem_ok(elem)) {
			if (elem->kind != TY_ERROR)   /* else reported where it was written */
				diag_error(cx, dims.loc, "invalid memref element type '%s'", type_mlir(cx, elem));
			return type_error(cx);
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
		a->text = tok_name(P, t);
	else
		a->text = tok_str(P, t);
	return a;
}

/* Whether the number s of n bytes is decimal (digits only, no leading
 * zero), its digits' value into *v, and whether it has a '.' into *dot.
 * Most are decimal and short: their value comes with the scan for digits;
 * a float's '.' mostly follows its first digit. */
static inline bool num_scan(const char *s, size_t n, unsigned long long *v, bool *dot)
{
	size_t i = 0;
	*v = 0;
	for (unsigned d; i < n && (d = (unsigned)((unsigned char)s[i] - '0')) <= 9; i++)
		*v = *v * 10 + d;
	*dot = false;
	for (size_t j = i; j < n && !*dot; j++)
		*dot = s[j] == '.';
	return i == n && (s[0] != '0' || n == 1);
}

/* b_attr_num in general. */
static __attribute__((noinline)) Attr *attr_num_general(Parser *P, const Tok *t, bool neg, Type *type)
{
	const char *s = tok_text(P, *t);
	size_t n = t->len;
	unsigned long long v;
	bool dot, decimal = num_scan(s, n, &v, &dot) && n && n <= 19;
	Attr *a = NEW(P->a, Attr);
	a->kind = dot ? AT_FLOAT : AT_INT;
	a->loc = t->loc;
	a->text = arena_strndup(P->a, s, n);
	a->neg = neg;
	a->type = type;
	if (a->kind == AT_INT) {
		char *end;
		if (!decimal)
			v = strtoull(a->text, &end, 0);
		a->offset = (int64_t)(neg ? 0 - v : v);
		a->decimal = decimal;
	}
	return a;
}

/* Numbers keep their text for exact conversion later; a small integer's
 * value is also kept in ->offset, and ->decimal tells whether its text is
 * plain decimal. Most are decimal integers or floats of a few bytes: those
 * are made here with every check before the first store, so that the
 * path saves no registers; the others (and hexadecimal integers, which
 * strtoull reads) are one tail call. */
Attr *b_attr_num(Parser *P, const Tok *t, bool neg, Type *type)
{
	const char *s = lex_text(P->cx->lex, t->loc.off);
	size_t n = t->len;
	Arena *ar = P->a;
	enum { SHORT = 16 };   /* the text's room: at most 24 bytes */
	if (!s || n - 1 >= SHORT || !arena_fits(ar, sizeof(Attr) + SHORT + 8))
		return attr_num_general(P, t, neg, type);
	unsigned long long v;
	bool dot, decimal = num_scan(s, n, &v, &dot);
	if (!decimal && !dot)
		return attr_num_general(P, t, neg, type);
	Attr *a = arena_take(ar, sizeof *a);
	char *text = arena_take(ar, (n + 8) & ~(size_t)7);
	copy_bytes(text, s, n);
	text[n] = 0;
	*a = (Attr){.kind = dot ? AT_FLOAT : AT_INT, .loc = t->loc, .type = type, .text = text,
	            .neg = neg, .decimal = decimal, .offset = dot ? 0 : (int64_t)(neg ? 0 - v : v)};
	return a;
}

Attr *b_dim(Parser *P, Tok t, bool neg, bool dyn)
{
	if (dyn) {
		Attr *a = b_attr(P, AT_INT, t);
		a->offset = DYN;
		return a;
	}
	return b_attr_num(P, &t, neg, NULL);
}

Attr *b_attr_type(Parser *P, Type *t)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_TYPE;
	a->type = t;
	return a;
}

Attr *b_attr_list(Parser *P, AttrKind k, Tok at, List *elems)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = k;
	a->loc = at.loc;
	if (k == AT_DICT) {
		a->n = list_len(elems) / 2;
		a->keys = NEWARRAY(P->a, const char *, a->n + 1);
		a->elems = NEWARRAY(P->a, Attr *, a->n + 1);
		for (int i = 0; i < a->n; i++) {
			Tok *kt = elems->v[2 * i];
			a->keys[i] = tok_key(P, P->a, *kt);
			a->elems[i] = elems->v[2 * i + 1];
			if (!a->elems[i]) {   /* a key alone is a unit attribute */
				a->elems[i] = NEW(P->a, Attr);
				a->elems[i]->kind = AT_UNIT;
				a->elems[i]->loc = kt->loc;
			}
		}
	} else {
		a->n = list_len(elems);
		a->elems = NEWARRAY(P->a, Attr *, a->n + 1);
		for (int i = 0; i < a->n; i++)
			a->elems[i] = elems->v[i];
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

/* The dictionary an alias names, where an op's attributes may be one */
Attr *b_attr_alias_dict(Parser *P, Tok t)
{
	Attr *a = b_attr_alias_ref(P, t);
	if (a->kind == AT_DICT)
		return a;
	if (a->kind != AT_UNIT)   /* else undefined, reported */
		diag_error(P->cx, t.loc, "'%.*s' is not a dictionary of attributes", (int)t.len, tok_text(P, t));
	return NULL;
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
	if (type && type->kind == TY_VECTOR)
		b_dense_hex(P, a, type);
	return a;
}

/* The hex literal of the size-byte little-endian value at the hex digits
 * e: most significant byte first */
static Attr *hex_literal(Parser *P, const Attr *d, const char *e, int size)
{
	Attr *a = NEW(P->a, Attr);
	a->loc = d->loc;
	char *text = arena_alloc_raw(P->a, (size_t)(2 * size + 3)), *q = text;
	*q++ = '0';
	*q++ = 'x';
	for (int b = size - 1; b >= 0; b--) {
		*q++ = e[2 * b];
		*q++ = e[2 * b + 1];
	}
	*q = 0;
	a->kind = AT_INT;
	a->text = text;
	return a;
}

/* The elements of t's dimension dim on, from the size-byte element *at of
 * the hex digits on: nested lists of hex literals (most significant byte
 * first), as the elements would be written; d gives their position */
static Attr *hex_elems(Parser *P, const Attr *d, const char *hex, int size, const Type *t, int dim,
                       int64_t *at)
{
	if (dim == t->rank) {
		const char *e = hex + 2 * size * (*at)++;
		if (t->elem->kind != TY_COMPLEX)
			return hex_literal(P, d, e, size);
		Attr *a = NEW(P->a, Attr);   /* (re, im), the real part first */
		a->kind = AT_COMPLEX;
		a->loc = d->loc;
		a->n = 2;
		a->elems = NEWARRAY(P->a, Attr *, 2);
		a->elems[0] = hex_literal(P, d, e, size / 2);
		a->elems[1] = hex_literal(P, d, e + size, size / 2);
		return a;
	}
	Attr *a = NEW(P->a, Attr);
	a->loc = d->loc;
	a->kind = AT_ARRAY;
	a->n = (int)t->shape[dim];
	a->elems = NEWARRAY(P->a, Attr *, a->n > 0 ? a->n : 1);
	for (int i = 0; i < a->n; i++)
		a->elems[i] = hex_elems(P, d, hex, size, t, dim + 1, at);
	return a;
}

bool b_dense_hex(Parser *P, Attr *dense, const Type *t)
{
	Ctx *cx = P->cx;
	Attr *body = dense->n ? dense->elems[0] : NULL;
	if (!body || body->kind != AT_STRING)
		return true;
	const char *hex = body->text + 2;
	size_t digits = strlen(body->text);
	bool ok = digits >= 2 && body->text[0] == '0' && (body->text[1] == 'x' || body->text[1] == 'X') && digits % 2 == 0;
	for (size_t i = 2; ok && i < digits; i++)
		ok = isxdigit((unsigned char)body->text[i]);
	if (!ok) {
		diag_error(cx, body->loc, "a dense<\"...\"> value must be '0x' and hexadecimal digits");
		return false;
	}
	int size = type_storage_bytes(cx, t->elem);
	if (!size) {
		diag_error(cx, body->loc, "a hexadecimal dense<\"...\"> value of '%s' elements is not supported",
		           type_mlir(cx, t->elem));
		return false;
	}
	int64_t count = 1, at = 0;
	for (int i = 0; i < t->rank; i++)
		count *= t->shape[i];
	size_t bytes = (digits - 2) / 2;
	if (bytes == (size_t)size) {   /* a splat */
		Type scalar = *t;
		scalar.rank = 0;
		dense->elems[0] = hex_elems(P, body, hex, size, &scalar, 0, &at);
	} else if (bytes == (size_t)size * (size_t)count) {
		dense->elems[0] = hex_elems(P, body, hex, size, t, 0, &at);
	} else {
		diag_error(cx, body->loc, "the dense<\"...\"> value has %zu bytes, not %d for one '%s' or %lld for all of them",
		           bytes, size, type_mlir(cx, t->elem), (long long)count * size);
		return false;
	}
	return true;
}

/* A layout's stride or offset: a 64-bit integer, or DYN for '?'; false,
 * reported, for anything else (a number past 64 bits would wrap) */
static bool layout_number(Parser *P, const Attr *a, int64_t *v)
{
	bool dyn = a->kind == AT_INT && a->text && a->text[0] == '?';
	if (a->kind != AT_INT ||
	    (!dyn && (a->offset == DYN || (a->neg ? a->offset > 0 : a->offset < 0)))) {
		diag_error(P->cx, a->loc, "expected a 64-bit integer or '?'");
		return false;
	}
	*v = dyn ? DYN : a->offset;
	return true;
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
	for (int i = 0; i < a->n; i++)
		if (!layout_number(P, strides->v[i], &a->strides[i]))
			a->strides[i] = DYN;
	if (offset) {
		layout_number(P, offset, &a->offset);
		a->elems = NEWARRAY(P->a, Attr *, 1);
		a->elems[0] = offset;
	}
	return a;
}

/* contiguous<N, offset: o>, or contiguous<[p0, ..., pN-1], offset: o>
 * whose list names the dimensions from outermost to innermost; N alone
 * is row-major, [0, ..., N-1]. The offset is 0 unless given. */
Attr *b_contiguous(Parser *P, Tok at, Attr *rank, List *dims, Attr *offset)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_CONTIGUOUS;
	a->loc = at.loc;
	int64_t n = rank ? rank->offset : dims->n;
	a->n = -1;   /* an error, reported here */
	if ((rank && rank->kind != AT_INT) || n < 0 || n > 64) {
		diag_error(P->cx, rank ? rank->loc : at.loc, "expected a rank from 0 to 64");
		return a;
	}
	a->strides = NEWARRAY(P->a, int64_t, n > 0 ? n : 1);
	uint64_t seen = 0;
	for (int i = 0; i < n; i++) {
		Attr *d = dims ? dims->v[i] : NULL;
		int64_t v = d ? d->offset : i;
		if (d && (d->kind != AT_INT || d->neg || v < 0 || v >= n || (seen >> v & 1))) {
			diag_error(P->cx, d->loc, "expected the dimensions 0 to %d, each once", (int)n - 1);
			return a;
		}
		seen |= (uint64_t)1 << v;
		a->strides[i] = v;
	}
	a->n = (int)n;
	if (offset && !layout_number(P, offset, &a->offset))
		a->n = -1;
	if (offset) {
		a->elems = NEWARRAY(P->a, Attr *, 1);
		a->elems[0] = offset;
	}
	return a;
}

