/* Type uniquing and spelling. Module types live in the module arena, so a
 * type seen in one function is the same pointer in the next; function types
 * written in a function live and die with it (see type_intern). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ast.h"
#include "ll.h"

static unsigned mix(unsigned h, uint64_t v)
{
	h ^= (unsigned)(v ^ (v >> 32));
	return h * 16777619u;
}

static unsigned finish(unsigned h)   /* spread the bits the bucket index uses */
{
	h ^= h >> 16;
	h *= 0x45d9f3bu;
	h ^= h >> 16;
	return h;
}

static unsigned type_hash(const Type *t)
{
	unsigned h = mix(2166136261u, (uint64_t)t->kind);
	h = mix(h, (uint64_t)t->width * 2 + t->bf16 + ((uint64_t)(unsigned char)t->sign << 32));
	h = mix(h, (uint64_t)t->rank);
	h = mix(h, (uint64_t)(uintptr_t)t->elem);
	for (int i = 0; i < t->rank && t->shape; i++)
		h = mix(h, (uint64_t)t->shape[i]);
	h = mix(h, (uint64_t)t->layout);
	if (t->layout != LAYOUT_IDENTITY) {
		const int64_t *v = t->layout == LAYOUT_STRIDED ? t->strides : t->order;
		for (int i = 0; i < t->rank; i++)
			h = mix(h, (uint64_t)v[i]);
		h = mix(h, (uint64_t)t->offset);
	}
	h = mix(h, (uint64_t)t->memspace);
	h = mix(h, (uint64_t)t->nin * 31 + (uint64_t)t->nout);
	for (int i = 0; i < t->nin; i++)
		h = mix(h, (uint64_t)(uintptr_t)t->ins[i]);
	for (int i = 0; i < t->nout; i++)
		h = mix(h, (uint64_t)(uintptr_t)t->outs[i]);
	return finish(h);
}

static void grow_table(Ctx *cx, TypeTable *tt)
{
	unsigned n = tt->cap ? 2 * tt->cap : 64;
	Type **b = calloc(n, sizeof *b);
	if (!b)
		no_memory(cx->nomem);
	for (unsigned i = 0; i < tt->cap; i++)
		for (Type *t = tt->buckets[i], *next; t; t = next) {
			next = t->next;
			t->next = b[t->hash & (n - 1)];
			b[t->hash & (n - 1)] = t;
		}
	free(tt->buckets);
	tt->buckets = b;
	tt->cap = n;
}

static bool arr_eq(const void *a, const void *b, size_t n)
{
	return n == 0 || memcmp(a, b, n) == 0;
}

static bool type_same(const Type *a, const Type *b)
{
	if (a->kind != b->kind || a->width != b->width || a->bf16 != b->bf16 || a->sign != b->sign ||
	    a->rank != b->rank || a->elem != b->elem || a->layout != b->layout ||
	    a->memspace != b->memspace || a->nin != b->nin || a->nout != b->nout)
		return false;
	size_t r = (size_t)(a->rank > 0 ? a->rank : 0);
	if (a->shape && !arr_eq(a->shape, b->shape, r * sizeof(int64_t)))
		return false;
	if (a->layout == LAYOUT_STRIDED &&
	    (a->offset != b->offset || !arr_eq(a->strides, b->strides, r * sizeof(int64_t))))
		return false;
	if (a->layout == LAYOUT_CONTIGUOUS &&
	    (a->offset != b->offset || !arr_eq(a->order, b->order, r * sizeof(int64_t))))
		return false;
	return arr_eq(a->ins, b->ins, (size_t)a->nin * sizeof(Type *)) &&
	       arr_eq(a->outs, b->outs, (size_t)a->nout * sizeof(Type *));
}

void type_fill_strides(int64_t *s, int rank, const int64_t *shape, const int64_t *order)
{
	int64_t run = 1;
	for (int k = rank - 1; k >= 0; k--) {
		int64_t i = order ? order[k] : k;
		s[i] = run;
		if (run != DYN && (shape[i] == DYN || __builtin_mul_overflow(run, shape[i], &run)))
			run = DYN;
	}
}

int64_t *type_ordered_strides(Arena *a, int rank, const int64_t *shape, const int64_t *order)
{
	int64_t *s = NEWARRAY(a, int64_t, rank > 0 ? rank : 1);
	type_fill_strides(s, rank, shape, order);
	return s;
}

int64_t *type_identity_strides(Arena *a, int rank, const int64_t *shape)
{
	return type_ordered_strides(a, rank, shape, NULL);
}

/* Whether the verifier takes values of type t without a second look: it
 * rejects tensors and none, looks into function types, and unrolls arith
 * and math ops on vectors of rank 2 or more (also memref elements), which
 * the builder leaves to it. Its own check
 * decides when this is false, and says why (the error type was reported
 * where it was written: its check stops the function's without a word). */
static bool lowers(const Type *t)
{
	switch (t->kind) {
	case TY_INT: case TY_INDEX: case TY_FLOAT: case TY_COMPLEX:
		return true;
	case TY_VECTOR:
		return t->rank <= 1;
	case TY_MEMREF: case TY_UMEMREF:
		return t->elem && (t->elem->kind != TY_VECTOR || t->elem->rank <= 1);
	default:
		return false;
	}
}

bool type_has_bf16(const Type *t)
{
	if (t->kind == TY_FLOAT)
		return t->bf16;
	if (t->kind == TY_FUNC) {
		for (int i = 0; i < t->nin + t->nout; i++)
			if (type_has_bf16(i < t->nin ? t->ins[i] : t->outs[i - t->nin]))
				return true;
		return false;
	}
	return t->elem && type_has_bf16(t->elem);
}

static Type *intern(Ctx *cx, const Type *proto, bool local)
{
	TypeTable *tt = local ? &cx->local_types : &cx->types;
	unsigned h = type_hash(proto);
	if (tt->n >= tt->cap)
		grow_table(cx, tt);
	Type **bucket = &tt->buckets[h & (tt->cap - 1)];
	for (Type *t = *bucket; t; t = t->next)
		if (t->hash == h && type_same(t, proto))
			return t;
	Arena *a = local ? &cx->fa : &cx->perm;
	Type *t = arena_alloc_raw(a, sizeof *t);
	*t = *proto;
	size_t r = (size_t)(t->rank > 0 ? t->rank : 0);
	if (t->shape)
		t->shape = arena_dup(a, t->shape, r * sizeof(int64_t));
	if (t->kind == TY_MEMREF) {
		if (t->layout == LAYOUT_IDENTITY) {
			t->strides = type_identity_strides(a, t->rank, t->shape);
			t->offset = 0;
		} else if (t->layout == LAYOUT_CONTIGUOUS) {
			t->order = arena_dup(a, t->order, r * sizeof(int64_t));
			t->strides = type_ordered_strides(a, t->rank, t->shape, t->order);
		} else {
			t->strides = arena_dup(a, t->strides, r * sizeof(int64_t));
		}
	}
	if (t->nin || t->nout) {   /* one array, most of a few entries */
		Type **io = arena_alloc_raw(a, (size_t)(t->nin + t->nout) * sizeof *io);
		for (int i = 0; i < t->nin; i++)
			io[i] = t->ins[i];
		for (int i = 0; i < t->nout; i++)
			io[t->nin + i] = t->outs[i];
		t->ins = io;
		t->outs = io + t->nin;
	}
	t->hash = h;
	t->local = local;
	t->lowers = lowers(t) && !(cx->typed_ptrs && type_has_bf16(t));
	t->id = 0;
	t->ll = t->mlir = t->ll_ptr = NULL;
	t->next = *bucket;
	*bucket = t;
	tt->n++;
	if (!local) {
		if (cx->ntype_ids + 1 >= cx->type_ids_cap) {
			unsigned cap = cx->type_ids_cap ? 2 * cx->type_ids_cap : 256;
			Type **ids = realloc(cx->types_by_id, cap * sizeof *ids);
			if (!ids)
				no_memory(cx->nomem);
			cx->types_by_id = ids;
			cx->type_ids_cap = cap;
		}
		t->id = ++cx->ntype_ids;
		cx->types_by_id[t->id] = t;
	}
	return t;
}

static bool any_local(Type *const *ts, int n)
{
	for (int i = 0; i < n; i++)
		if (ts[i]->local)
			return true;
	return false;
}

Type *type_intern(Ctx *cx, const Type *proto)
{
	bool local = (proto->kind == TY_FUNC && cx->in_function) ||
	             (proto->elem && proto->elem->local) ||
	             any_local(proto->ins, proto->nin) || any_local(proto->outs, proto->nout);
	return intern(cx, proto, local);
}

Type *type_global(Ctx *cx, Type *t)
{
	if (!t->local)
		return t;
	Type g = *t;
	Type **io = NEWARRAY(&cx->fa, Type *, g.nin + g.nout + 1);
	for (int i = 0; i < g.nin; i++)
		io[i] = type_global(cx, g.ins[i]);
	for (int i = 0; i < g.nout; i++)
		io[g.nin + i] = type_global(cx, g.outs[i]);
	g.ins = io;
	g.outs = io + g.nin;
	if (g.elem)
		g.elem = type_global(cx, g.elem);
	return intern(cx, &g, false);
}

Type *type_by_id(Ctx *cx, unsigned id)
{
	if (id == 0 || id > cx->ntype_ids)
		bug("bad type id");
	return cx->types_by_id[id];
}

void type_forget_local(Ctx *cx)
{
	TypeTable *tt = &cx->local_types;
	if (tt->cap > 4096) {   /* after a function with very many: start small again */
		free(tt->buckets);
		*tt = (TypeTable){0};
	} else if (tt->n) {
		memset(tt->buckets, 0, tt->cap * sizeof *tt->buckets);
		tt->n = 0;
	}
}

void type_free_all(Ctx *cx)
{
	free(cx->types.buckets);
	free(cx->local_types.buckets);
	free(cx->types_by_id);
}

/* The scalar types are asked for at every use: they are kept at hand. */
Type *type_int(Ctx *cx, int width)
{
	if (width < 1 || width > 128)
		return type_intern(cx, &(Type){.kind = TY_INT, .width = width});
	Type **t = &cx->scalar_int[width];
	if (!*t)
		*t = type_intern(cx, &(Type){.kind = TY_INT, .width = width});
	return *t;
}

Type *type_int_signed(Ctx *cx, int width, char sign)
{
	return type_intern(cx, &(Type){.kind = TY_INT, .width = width, .sign = sign});
}

Type *type_vector(Ctx *cx, Type *elem, int rank, const int64_t *shape)
{
	return type_intern(cx, &(Type){.kind = TY_VECTOR, .rank = rank, .shape = shape, .elem = elem});
}

Type *type_index(Ctx *cx)
{
	if (!cx->scalar_index)
		cx->scalar_index = type_intern(cx, &(Type){.kind = TY_INDEX});
	return cx->scalar_index;
}

Type *type_float(Ctx *cx, int width, bool bf16)
{
	int k = width == 16 ? (bf16 ? 1 : 0) : width == 32 ? 2 : width == 64 ? 3 : -1;
	if (k < 0)
		return type_intern(cx, &(Type){.kind = TY_FLOAT, .width = width, .bf16 = bf16});
	Type **t = &cx->scalar_float[k];
	if (!*t)
		*t = type_intern(cx, &(Type){.kind = TY_FLOAT, .width = width, .bf16 = bf16});
	return *t;
}

Type *type_none(Ctx *cx)
{
	return type_intern(cx, &(Type){.kind = TY_NONE});
}

Type *type_error(Ctx *cx)
{
	return type_intern(cx, &(Type){.kind = TY_ERROR});
}

int type_bits(Ctx *cx, const Type *t)
{
	return t->kind == TY_INDEX ? cx->index_bits : t->width;
}

int type_storage_bytes(Ctx *cx, const Type *t)
{
	switch (t->kind) {
	case TY_INT: return t->width > 1 ? (t->width + 7) / 8 : 0;
	case TY_INDEX: return 8;
	case TY_FLOAT: return type_bits(cx, t) / 8;
	case TY_COMPLEX: return 2 * type_storage_bytes(cx, t->elem);
	default: return 0;
	}
}

/* A small string builder over a stack buffer, for type spellings. */
typedef struct Sb {
	char buf[1024];
	size_t n;
} Sb;

static void sb_add(Sb *b, const char *s)
{
	/* only diagnostics spell types long enough to be cut */
	while (*s && b->n < sizeof b->buf - 1)
		b->buf[b->n++] = *s++;
	b->buf[b->n] = 0;
}

static void sb_int(Sb *b, int64_t v)
{
	char tmp[32];
	if (v == DYN)
		sb_add(b, "?");
	else {
		snprintf(tmp, sizeof tmp, "%" PRId64, v);
		sb_add(b, tmp);
	}
}

static const char *float_ll(const Type *t)
{
	switch (t->width) {
	case 16: return t->bf16 ? "bfloat" : "half";
	case 32: return "float";
	default: return "double";
	}
}

const char *type_ptr_to(Ctx *cx, Arena *a, const char *pointee, int as)
{
	bool typed = cx->typed_ptrs;
	if (!as && (!typed || !strcmp(pointee, "i8")))
		return typed ? "i8*" : "ptr";
	char buf[256];
	int n;
	if (!typed)
		n = snprintf(buf, sizeof buf, "ptr addrspace(%d)", as);
	else if (as)
		n = snprintf(buf, sizeof buf, "%.200s addrspace(%d)*", pointee, as);
	else
		n = snprintf(buf, sizeof buf, "%.200s*", pointee);
	return arena_strndup(a, buf, (size_t)n);
}

/* type_ll when t has no spelling yet */
const char *type_ll_spell(Ctx *cx, Type *t)
{
	Sb b = {.n = 0};
	b.buf[0] = 0;
	Arena *a = t->local ? &cx->fa : &cx->perm;
	if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF)
		t->ll_ptr = type_ptr_to(cx, a, cx->typed_ptrs ? type_ll(cx, t->elem) : "i8", t->memspace);
	switch (t->kind) {
	case TY_INT:
		sb_add(&b, "i");
		sb_int(&b, t->width);
		break;
	case TY_INDEX:
		sb_add(&b, "i");
		sb_int(&b, cx->index_bits);
		break;
	case TY_FLOAT:
		sb_add(&b, float_ll(t));
		break;
	case TY_VECTOR:
		for (int i = 0; i < t->rank - 1; i++) {
			sb_add(&b, "[");
			sb_int(&b, t->shape[i]);
			sb_add(&b, " x ");
		}
		sb_add(&b, "<");
		sb_int(&b, t->shape[t->rank - 1]);
		sb_add(&b, " x ");
		sb_add(&b, type_ll(cx, t->elem));
		sb_add(&b, ">");
		for (int i = 0; i < t->rank - 1; i++)
			sb_add(&b, "]");
		break;
	case TY_COMPLEX:
		sb_add(&b, "{ ");
		sb_add(&b, type_ll(cx, t->elem));
		sb_add(&b, ", ");
		sb_add(&b, type_ll(cx, t->elem));
		sb_add(&b, " }");
		break;
	case TY_MEMREF: {
		const char *ix = type_ll(cx, type_index(cx));
		sb_add(&b, "{ ");
		sb_add(&b, t->ll_ptr);
		sb_add(&b, ", ");
		sb_add(&b, t->ll_ptr);
		sb_add(&b, ", ");
		sb_add(&b, ix);
		for (int k = 0; k < 2 && t->rank > 0; k++) {
			sb_add(&b, ", [");
			sb_int(&b, t->rank);
			sb_add(&b, " x ");
			sb_add(&b, ix);
			sb_add(&b, "]");
		}
		sb_add(&b, " }");
		break;
	}
	case TY_UMEMREF:   /* the pointer to the descriptor, on the stack or heap, as MLIR 22's */
		sb_add(&b, "{ ");
		sb_add(&b, type_ll(cx, type_index(cx)));
		sb_add(&b, cx->typed_ptrs ? ", i8* }" : ", ptr }");
		break;
	case TY_FUNC:   /* typed pointers: bitcast to the function's type where called */
		sb_add(&b, cx->typed_ptrs ? "i8*" : "ptr");
		break;
	case TY_TENSOR:
	case TY_NONE:
	case TY_ERROR:
		sb_add(&b, "void");
		break;
	}
	t->ll = ll_strdup(a, b.buf, b.n);
	return t->ll;
}

static void add_shape(Sb *b, const Type *t)
{
	for (int i = 0; i < t->rank; i++) {
		sb_int(b, t->shape[i]);
		sb_add(b, "x");
	}
}

/* ", contiguous<2>", or ", contiguous<[1, 0], offset: ?>" when not row-major */
static void add_contiguous(Sb *b, const Type *t)
{
	bool row_major = true;
	for (int i = 0; i < t->rank; i++)
		row_major &= t->order[i] == i;
	sb_add(b, ", contiguous<");
	if (row_major) {
		sb_int(b, t->rank);
	} else {
		sb_add(b, "[");
		for (int i = 0; i < t->rank; i++) {
			if (i)
				sb_add(b, ", ");
			sb_int(b, t->order[i]);
		}
		sb_add(b, "]");
	}
	if (t->offset != 0) {
		sb_add(b, ", offset: ");
		sb_int(b, t->offset);
	}
	sb_add(b, ">");
}

const char *type_mlir(Ctx *cx, Type *t)
{
	if (t->mlir)
		return t->mlir;
	Sb b = {.n = 0};
	b.buf[0] = 0;
	switch (t->kind) {
	case TY_INT:
		sb_add(&b, t->sign == 's' ? "si" : t->sign == 'u' ? "ui" : "i");
		sb_int(&b, t->width);
		break;
	case TY_INDEX:
		sb_add(&b, "index");
		break;
	case TY_FLOAT:
		sb_add(&b, t->bf16 ? "bf16" : t->width == 16 ? "f16" : t->width == 32 ? "f32" : "f64");
		break;
	case TY_VECTOR:
	case TY_TENSOR:
	case TY_MEMREF:
		sb_add(&b, t->kind == TY_VECTOR ? "vector<" : t->kind == TY_TENSOR ? "tensor<" : "memref<");
		add_shape(&b, t);
		sb_add(&b, type_mlir(cx, t->elem));
		if (t->kind == TY_MEMREF && t->layout == LAYOUT_STRIDED) {
			sb_add(&b, ", strided<[");
			for (int i = 0; i < t->rank; i++) {
				if (i)
					sb_add(&b, ", ");
				sb_int(&b, t->strides[i]);
			}
			sb_add(&b, "]");
			if (t->offset != 0) {
				sb_add(&b, ", offset: ");
				sb_int(&b, t->offset);
			}
			sb_add(&b, ">");
		}
		if (t->kind == TY_MEMREF && t->layout == LAYOUT_CONTIGUOUS)
			add_contiguous(&b, t);
		if (t->memspace) {
			sb_add(&b, ", ");
			sb_int(&b, t->memspace);
		}
		sb_add(&b, ">");
		break;
	case TY_UMEMREF:
		sb_add(&b, "memref<*x");
		sb_add(&b, type_mlir(cx, t->elem));
		if (t->memspace) {
			sb_add(&b, ", ");
			sb_int(&b, t->memspace);
		}
		sb_add(&b, ">");
		break;
	case TY_COMPLEX:
		sb_add(&b, "complex<");
		sb_add(&b, type_mlir(cx, t->elem));
		sb_add(&b, ">");
		break;
	case TY_FUNC:
		sb_add(&b, "(");
		for (int i = 0; i < t->nin; i++) {
			if (i)
				sb_add(&b, ", ");
			sb_add(&b, type_mlir(cx, t->ins[i]));
		}
		sb_add(&b, ") -> ");
		if (t->nout != 1)
			sb_add(&b, "(");
		for (int i = 0; i < t->nout; i++) {
			if (i)
				sb_add(&b, ", ");
			sb_add(&b, type_mlir(cx, t->outs[i]));
		}
		if (t->nout != 1)
			sb_add(&b, ")");
		break;
	case TY_NONE:
		sb_add(&b, "none");
		break;
	case TY_ERROR:
		sb_add(&b, "<error>");
		break;
	}
	t->mlir = arena_strndup(t->local ? &cx->fa : &cx->perm, b.buf, b.n);
	return t->mlir;
}
