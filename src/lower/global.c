/* Module-level memrefs and copies, as MLIR 22's MemRefToLLVM lowers them:
 *   memref.global     -> an LLVM global of nested arrays (the element type
 *                        at rank 0), printed as soon as it is read
 *   memref.get_global -> a descriptor of the global's address, its
 *                        allocated pointer a dead marker (0xdeadbeef)
 *   memref.copy       -> llvm.memcpy between memrefs that are contiguous
 *                        in the same order, else a loop nest of loads and
 *                        stores (MLIR calls memrefCopy from its runtime) */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lower.h"

/* snprintf into a, for the module-level text: ll_fmt is a function's */
static __attribute__((format(printf, 2, 3))) const char *afmt(Arena *a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *s = arena_alloc_raw(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

/* ---- memref.global ---- */

/* Why a dense<...> value does not have the shape of t from dimension d
 * on, or NULL; each element a literal of t's element type. */
static const char *dense_shape_problem(Lower *lw, Type *t, Attr *a, int d, Loc *at)
{
	*at = a->loc;
	if (d == t->rank) {
		if (a->kind == AT_ARRAY)
			return "the dense<...> value has more dimensions than the type";
		return lower_literal_problem(lw, a, t->elem);
	}
	if (a->kind != AT_ARRAY)
		return "the dense<...> value has fewer dimensions than the type";
	if (a->n != t->shape[d])
		return afmt(lw->ll.a, "the dense<...> value has %d elements in dimension %d, but the type has %lld",
		              a->n, d, (long long)t->shape[d]);
	for (int i = 0; i < a->n; i++) {
		const char *why = dense_shape_problem(lw, t, a->elems[i], d + 1, at);
		if (why)
			return why;
	}
	return NULL;
}

static int64_t elem_count(const Type *t)
{
	int64_t n = 1;
	for (int i = 0; i < t->rank; i++)
		n *= t->shape[i];
	return n;
}

const char *lower_global_init_problem(Ctx *cx, Type *t, Attr *init, Loc *at)
{
	Lower lw = {.cx = cx};
	lw.ll.a = &cx->fa;
	*at = init->loc;
	if (init->kind != AT_DENSE)
		return "expected a dense<...> value or 'uninitialized'";
	Attr *body = init->elems[0];
	if (!body)
		return elem_count(t) ? "the dense<...> value is empty" : NULL;
	if (body->kind != AT_ARRAY)   /* a splat */
		return lower_literal_problem(&lw, body, t->elem);
	return dense_shape_problem(&lw, t, body, 0, at);
}

/* "[2 x [3 x i32]]" from dimension d on */
static const char *array_type(Lower *lw, Type *t, int d)
{
	if (d == t->rank)
		return type_ll(lw->cx, t->elem);
	return afmt(lw->ll.a, "[%lld x %s]", (long long)t->shape[d], array_type(lw, t, d + 1));
}

/* Whether an LLVM scalar literal is +0 (a splat of it is zeroinitializer) */
static bool zero_literal(const char *s)
{
	if (s[0] == '{')   /* a complex number's: left as it is */
		return false;
	if (!strcmp(s, "false"))
		return true;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		for (s += 2 + (s[2] == 'H' || s[2] == 'R' || s[2] == 'K' || s[2] == 'L' || s[2] == 'M'); *s; s++)
			if (*s != '0')
				return false;
		return true;
	}
	return s[0] != '-' && strtod(s, NULL) == 0;
}

/* Where a global's elements come from, if not from a dense value's
 * nested lists: the splat literal, or a blob's bytes (size bytes each,
 * little-endian), the next one at element `at` */
typedef struct Elems {
	const char *splat;
	const uint8_t *blob;
	int size;
	int64_t at;
	ArenaMark mark;        /* where a blob's literals begin in the arena */
} Elems;

/* The next element of a blob, read as the hex literal of its bytes, as
 * dense<"0x..."> is (an index narrower than its 8 bytes: the low ones) */
static const char *blob_literal(Lower *lw, Type *t, Elems *e)
{
	int n = t->elem->kind == TY_INDEX ? lw->cx->index_bits / 8 : e->size;
	if (e->at % 4096 == 0)   /* the literals printed so far need not be kept */
		arena_release(lw->ll.a, e->mark);
	char *text = arena_alloc_raw(lw->ll.a, (size_t)(2 * n + 3)), *q = text;
	const uint8_t *p = e->blob + e->size * e->at++;
	*q++ = '0';
	*q++ = 'x';
	for (int b = n - 1; b >= 0; b--) {
		*q++ = "0123456789ABCDEF"[p[b] >> 4];
		*q++ = "0123456789ABCDEF"[p[b] & 15];
	}
	*q = 0;
	return lower_literal(lw, &(Attr){.kind = AT_INT, .text = text}, t->elem);
}

/* The elements of dimension d on: "[i32 1, i32 2]" for its type types[d]
 * ("[2 x i32]"), from the dense value a, or from e. */
static void print_elems(Lower *lw, Type *t, const char **types, Attr *a, Elems *e, int d)
{
	Ctx *cx = lw->cx;
	if (d > 0) {
		out_str(cx, types[d]);
		out_str(cx, " ");
	}
	if (d == t->rank) {
		out_str(cx, e->blob ? blob_literal(lw, t, e) : e->splat ? e->splat : lower_literal(lw, a, t->elem));
		return;
	}
	out_str(cx, "[");
	for (int64_t i = 0; i < t->shape[d]; i++) {
		if (i)
			out_str(cx, ", ");
		print_elems(lw, t, types, a ? a->elems[i] : NULL, e, d + 1);
	}
	out_str(cx, "]");
}

/* Whether n bytes are all 0 */
static bool zero_bytes_only(const uint8_t *p, int64_t n)
{
	for (int64_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

/* @c = private constant [4 x float] [float 1.0, ...], align 64
 * @g = global [2 x [3 x i32]] undef;  @x = external global [3 x i64] */
void lower_global(Ctx *cx, const GlobalDef *g)
{
	Lower lw = {.cx = cx};
	lw.ll.a = &cx->fa;
	Type *t = g->type;
	const char **types = NEWARRAY(&cx->fa, const char *, t->rank + 1);
	for (int d = 0; d <= t->rank; d++)
		types[d] = array_type(&lw, t, d);
	out_str(cx, ll_global(&cx->fa, "", g->name));
	out_str(cx, g->init || g->blob ? (g->is_private ? " = private " : " = ") : " = external ");
	if (t->memspace)
		out_str(cx, afmt(lw.ll.a, "addrspace(%d) ", t->memspace));
	out_str(cx, g->constant ? "constant " : "global ");
	out_str(cx, types[0]);
	Attr *body = g->init && g->init->kind == AT_DENSE ? g->init->elems[0] : NULL;
	if (g->blob) {
		int64_t count = elem_count(t);
		int size = type_storage_bytes(cx, t->elem);
		Elems e = {.blob = g->blob, .size = size, .mark = arena_mark(lw.ll.a)};
		out_str(cx, " ");
		if (t->rank && zero_bytes_only(g->blob, count * size))
			out_str(cx, "zeroinitializer");
		else
			print_elems(&lw, t, types, NULL, &e, 0);
	} else if (g->init && g->init->kind == AT_UNIT) {
		out_str(cx, " undef");
	} else if (g->init && !body) {   /* dense<> of no elements */
		out_str(cx, " zeroinitializer");
	} else if (body) {
		const char *splat = body->kind == AT_ARRAY ? NULL : lower_literal(&lw, body, t->elem);
		out_str(cx, " ");
		if (splat && t->rank && zero_literal(splat))
			out_str(cx, "zeroinitializer");
		else if (t->rank)
			print_elems(&lw, t, types, splat ? NULL : body, &(Elems){.splat = splat}, 0);
		else
			out_str(cx, splat);
	}
	if (g->align)
		out_str(cx, afmt(lw.ll.a, ", align %lld", (long long)g->align));
	out_str(cx, "\n\n");
}

/* Never reached: the verifier rejects a memref.global in a function. */
void lower_global_misplaced(Lower *lw, Op *op)
{
	(void)lw;
	(void)op;
	bug("memref.global in a function");
}

/* %m = memref.get_global @c : memref<4xf32>
 *   -> { inttoptr (i64 3735928559 to ptr), @c, 0, [4], [1] }: the fields
 *      are constants, the aligned pointer the global's first element */
void lower_get_global(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->res[0]->type;
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(t));
	const char *pt = lower_field_type(lw, t, F_ALIGNED);
	f[F_ALLOC] = lv_str(ll_fmt(L, "inttoptr (i%d 3735928559 to %s)", lw->cx->ptr_bits, pt));
	f[F_ALIGNED] = lv_str(ll_global(L->a, "", op->callee));
	if (lw->cx->typed_ptrs && t->rank)   /* the global is an array */
		f[F_ALIGNED].s = ll_fmt(L, "bitcast (%s %s to %s)", lower_ptr_to(lw, array_type(lw, t, 0), t->memspace),
		                        f[F_ALIGNED].s, pt);
	f[F_OFFSET] = lv_const(L, 0);
	for (int i = 0; i < t->rank; i++) {
		f[f_size(i)] = lv_const(L, t->shape[i]);
		f[f_stride(t, i)] = lv_const(L, t->strides[i]);
	}
	op->res[0]->ll = f;
}

/* ---- memref.copy ---- */

/* Whether t's elements are dense in memory: *order is their order,
 * outermost dimension first, NULL for row-major. */
static bool contiguous(const Type *t, const int64_t **order)
{
	*order = NULL;
	if (t->layout == LAYOUT_IDENTITY)
		return true;
	if (t->layout == LAYOUT_CONTIGUOUS) {
		for (int i = 0; i < t->rank; i++)
			if (t->order[i] != i)
				*order = t->order;
		return true;
	}
	int64_t run = 1;   /* strided: the row-major strides, all static */
	for (int i = t->rank - 1; i >= 0; i--) {
		if (t->shape[i] == DYN || t->strides[i] != run)
			return false;
		run *= t->shape[i];
	}
	return true;
}

/* The address of m's first element: aligned + offset */
static LVal first_elem(Lower *lw, Value *m)
{
	Type *t = m->type;
	LVal *f = m->ll;
	LAddress x = {
		.elem = type_ll(lw->cx, t->elem), .ptrty = lower_field_type(lw, t, F_ALIGNED),
		.ity = lw->ix, .base = f[F_ALIGNED],
		.offset = t->offset == DYN ? f[F_OFFSET] : lv_const(&lw->ll, t->offset),
		.strides = t->strides, .dyn = &f[f_stride(t, 0)],
	};
	return ll_address(&lw->ll, &x);
}

static LVal size_of(Lower *lw, Value *m, int i)
{
	Type *t = m->type;
	return t->shape[i] == DYN ? m->ll[f_size(i)] : lv_const(&lw->ll, t->shape[i]);
}

/* memcpy(dst, src, size * sizeof(elem)) */
static void copy_memcpy(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0], *dst = op->opnd[1];
	Type *s = src->type, *d = dst->type;
	LVal n = lv_const(L, 1);
	for (int i = 0; i < s->rank; i++) {
		LVal k = size_of(lw, src, i);
		ll_imul(L, lw->ix, &n, &n, &k);
	}
	const char *sz = ll_fmt(L, "i%d", lw->cx->ptr_bits);
	const char *et = type_ll(lw->cx, s->elem), *pt = lower_ptr_to(lw, et, 0);
	LVal gep = ll_def(L, "copy.size.ptr", "getelementptr %s, %s null, %s %s", et, pt, lw->ix, n.s);
	LVal bytes = ll_def(L, "copy.size", "ptrtoint %s %s to %s", pt, gep.s, sz);
	LVal from = lower_ptr_cast(lw, first_elem(lw, src), lower_field_type(lw, s, F_ALIGNED),
	                           lower_ptr_type(lw, s->memspace));
	LVal to = lower_ptr_cast(lw, first_elem(lw, dst), lower_field_type(lw, d, F_ALIGNED),
	                         lower_ptr_type(lw, d->memspace));
	lower_memcpy(lw, to, d->memspace, from, s->memspace, bytes, sz);
}

/* for each index of the shape, dst[i...] = src[i...]: a loop per
 * dimension, outermost first */
static void copy_elems(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0], *dst = op->opnd[1];
	int r = src->type->rank;
	Value **iv = NEWARRAY(L->a, Value *, r + 1);
	LBlock **cond = NEWARRAY(L->a, LBlock *, r + 1), **end = NEWARRAY(L->a, LBlock *, r + 1);
	LVal *zero = NEW(L->a, LVal), one = lv_const(L, 1);
	*zero = lv_const(L, 0);
	for (int k = 0; k < r; k++) {
		cond[k] = ll_block(L, "copy.loop");
		LBlock *body = ll_block(L, "copy.body");
		end[k] = ll_block(L, "copy.end");
		iv[k] = NEW(L->a, Value);
		iv[k]->ll = ll_new_val(L, ll_name(L, "copy.i"));
		ll_slots_init(L, cond[k], 1);
		ll_add_slot(L, cond[k], iv[k]->ll[0].s, lw->ix);
		ll_br(L, cond[k], zero);
		ll_start(L, cond[k]);
		LVal c = ll_def(L, "copy.more", "icmp slt %s %s, %s", lw->ix, iv[k]->ll[0].s, size_of(lw, src, k).s);
		ll_cond_br(L, c.s, body, NULL, end[k], NULL);
		ll_start(L, body);
	}
	const char *et = type_ll(lw->cx, src->type->elem);
	Type *s = src->type, *d = dst->type;
	LAddress x = {
		.elem = et, .ptrty = lower_field_type(lw, s, F_ALIGNED), .ity = lw->ix,
		.base = src->ll[F_ALIGNED], .offset = s->offset == DYN ? src->ll[F_OFFSET] : lv_const(L, s->offset),
		.idx = iv, .strides = s->strides, .dyn = &src->ll[f_stride(s, 0)], .n = r,
	};
	LVal from = ll_address(L, &x);
	LVal v = ll_def(L, "copy.elem", "load %s, %s %s", et, lower_field_type(lw, s, F_ALIGNED), from.s);
	x = (LAddress){
		.elem = et, .ptrty = lower_field_type(lw, d, F_ALIGNED), .ity = lw->ix,
		.base = dst->ll[F_ALIGNED], .offset = d->offset == DYN ? dst->ll[F_OFFSET] : lv_const(L, d->offset),
		.idx = iv, .strides = d->strides, .dyn = &dst->ll[f_stride(d, 0)], .n = r,
	};
	LVal to = ll_address(L, &x);
	ll_emit(L, "store %s %s, %s %s", et, v.s, lower_field_type(lw, d, F_ALIGNED), to.s);
	for (int k = r - 1; k >= 0; k--) {
		LVal *next = NEW(L->a, LVal);   /* the edge keeps it */
		*next = ll_def(L, "copy.next", "add %s %s, %s", lw->ix, iv[k]->ll[0].s, one.s);
		ll_br(L, cond[k], next);
		ll_start(L, end[k]);
	}
}

/* What copy_unranked reads of a descriptor in memory: its aligned
 * pointer and offset, and pointers to its sizes and strides */
typedef struct DescView {
	LVal aligned, offset, sizes, strides;
} DescView;

static DescView desc_view(Lower *lw, Value *m, LVal rank)
{
	LFunc *L = &lw->ll;
	Type *t = m->type;
	const char *ix = lw->ix, *pt = type_ll_ptr(lw->cx, t), *ppt = lower_ptr_to(lw, pt, 0);
	const char *ipt = lower_ptr_to(lw, ix, 0), *bpt = lower_ptr_type(lw, 0);
	LVal d = t->kind == TY_UMEMREF ? m->ll[1] : lower_desc_on_stack(lw, t, m->ll);
	DescView v;
	LVal p = ll_def(L, "aligned.ptr", "getelementptr %s, %s %s, i32 1", pt, ppt, lower_ptr_cast(lw, d, bpt, ppt).s);
	v.aligned = ll_def(L, "aligned", "load %s, %s %s", pt, ppt, p.s);
	p = lower_desc_field(lw, t, d, F_OFFSET, "offset.ptr");
	v.offset = ll_def(L, "offset", "load %s, %s %s", ix, ipt, p.s);
	v.sizes = lower_desc_field(lw, t, d, F_SIZES, "sizes.ptr");
	v.strides = ll_def(L, "strides.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, v.sizes.s, ix, rank.s);
	return v;
}

/* A loop block of n phi slots named by hints, their values in v */
static LBlock *loop_block(Lower *lw, const char *label, const char *const *hints, const char **types, LVal *v,
                          int n)
{
	LFunc *L = &lw->ll;
	LBlock *b = ll_block(L, label);
	ll_slots_init(L, b, n);
	for (int i = 0; i < n; i++) {
		v[i] = lv_str(ll_name(L, hints[i]));
		ll_add_slot(L, b, v[i].s, types[i]);
	}
	return b;
}

/* memref.copy with an unranked operand (of the same shape at run time,
 * as MLIR requires): both descriptors in memory (a ranked one's put on
 * the stack), n the product of the sizes, and for each k < n in
 * row-major order, the offsets from k's digits in the sizes:
 *     for d = rank - 1 down to 0: i = q % size_d, q /= size_d,
 *         src += i * src.stride_d, dst += i * dst.stride_d
 * (MLIR 22 calls memrefCopy of its runtime library instead) */
static void copy_unranked(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0], *dst = op->opnd[1];
	const char *ix = lw->ix, *ipt = lower_ptr_to(lw, ix, 0), *et = type_ll(lw->cx, src->type->elem);
	Type *ranked = src->type->kind == TY_MEMREF ? src->type : dst->type->kind == TY_MEMREF ? dst->type : NULL;
	LVal rank = ranked ? lv_const(L, ranked->rank) : src->ll[0];   /* both have it */
	DescView s = desc_view(lw, src, rank), t = desc_view(lw, dst, rank);
	const char *types[4] = {ix, ix, ix, ix};
	LVal zero = lv_const(L, 0), one = lv_const(L, 1), minus1 = lv_const(L, -1);

	LVal c[2];   /* n = product of the sizes: i, n */
	LBlock *count = loop_block(lw, "copy.count", (const char *const[]){"copy.d", "copy.n"}, types, c, 2);
	LBlock *count_body = ll_block(L, "copy.count.body"), *count_end = ll_block(L, "copy.count.end");
	LVal *init = NEWARRAY(L->a, LVal, 2), *next = NEWARRAY(L->a, LVal, 2);   /* the edges keep them */
	init[0] = zero;
	init[1] = one;
	ll_br(L, count, init);
	ll_start(L, count);
	ll_cond_br(L, ll_def(L, "copy.more", "icmp slt %s %s, %s", ix, c[0].s, rank.s).s, count_body, NULL, count_end,
	           NULL);
	ll_start(L, count_body);
	LVal p = ll_def(L, "size.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, s.sizes.s, ix, c[0].s);
	next[1] = ll_def(L, "copy.n", "mul %s %s, %s", ix, c[1].s, ll_def(L, "size", "load %s, %s %s", ix, ipt, p.s).s);
	next[0] = ll_def(L, "copy.d", "add %s %s, 1", ix, c[0].s);
	ll_br(L, count, next);
	ll_start(L, count_end);

	LVal k[1];   /* the elements: k */
	LBlock *elems = loop_block(lw, "copy.loop", (const char *const[]){"copy.k"}, types, k, 1);
	LBlock *body = ll_block(L, "copy.body"), *end = ll_block(L, "copy.end");
	LVal *kinit = NEW(L->a, LVal);
	*kinit = zero;
	ll_br(L, elems, kinit);
	ll_start(L, elems);
	ll_cond_br(L, ll_def(L, "copy.more", "icmp slt %s %s, %s", ix, k[0].s, c[1].s).s, body, NULL, end, NULL);
	ll_start(L, body);

	LVal g[4];   /* k's digits: d, q, the source's offset, the destination's */
	LBlock *digits = loop_block(lw, "copy.digit", (const char *const[]){"copy.d", "copy.q", "copy.src", "copy.dst"},
	                            types, g, 4);
	LBlock *digit_body = ll_block(L, "copy.digit.body"), *digit_end = ll_block(L, "copy.digit.end");
	init = NEWARRAY(L->a, LVal, 4);
	next = NEWARRAY(L->a, LVal, 4);
	init[0] = rank;
	ll_iadd(L, ix, &init[0], &init[0], &minus1);
	init[1] = k[0];
	init[2] = s.offset;
	init[3] = t.offset;
	ll_br(L, digits, init);
	ll_start(L, digits);
	ll_cond_br(L, ll_def(L, "copy.more", "icmp sge %s %s, 0", ix, g[0].s).s, digit_body, NULL, digit_end, NULL);
	ll_start(L, digit_body);
	p = ll_def(L, "size.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, s.sizes.s, ix, g[0].s);
	LVal size = ll_def(L, "size", "load %s, %s %s", ix, ipt, p.s);
	LVal i = ll_def(L, "copy.i", "urem %s %s, %s", ix, g[1].s, size.s);
	next[1] = ll_def(L, "copy.q", "udiv %s %s, %s", ix, g[1].s, size.s);
	for (int side = 0; side < 2; side++) {
		DescView *v = side ? &t : &s;
		p = ll_def(L, "stride.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, v->strides.s, ix, g[0].s);
		LVal step = ll_def(L, "copy.step", "mul %s %s, %s", ix, i.s,
		                   ll_def(L, "stride", "load %s, %s %s", ix, ipt, p.s).s);
		next[2 + side] = ll_def(L, side ? "copy.dst" : "copy.src", "add %s %s, %s", ix, g[2 + side].s, step.s);
	}
	next[0] = ll_def(L, "copy.d", "add %s %s, -1", ix, g[0].s);
	ll_br(L, digits, next);
	ll_start(L, digit_end);
	const char *spt = type_ll_ptr(lw->cx, src->type), *dpt = type_ll_ptr(lw->cx, dst->type);
	LVal from = ll_def(L, "copy.from", "getelementptr %s, %s %s, %s %s", et, spt, s.aligned.s, ix, g[2].s);
	LVal v = ll_def(L, "copy.elem", "load %s, %s %s", et, spt, from.s);
	LVal to = ll_def(L, "copy.to", "getelementptr %s, %s %s, %s %s", et, dpt, t.aligned.s, ix, g[3].s);
	ll_emit(L, "store %s %s, %s %s", et, v.s, dpt, to.s);
	LVal *knext = NEW(L->a, LVal);
	*knext = ll_def(L, "copy.k", "add %s %s, 1", ix, k[0].s);
	ll_br(L, elems, knext);
	ll_start(L, end);
}

/* memref.copy %a, %b : memref<?xf32> to memref<?xf32>
 *   -> call void @llvm.memcpy.p0.p0.i64(ptr %b.first, ptr %a.first, i64 %bytes, i1 false)
 * when both are dense in the same order; else a loop nest. */
void lower_copy(Lower *lw, Op *op)
{
	Type *s = op->opnd[0]->type, *d = op->opnd[1]->type;
	if (s->kind == TY_UMEMREF || d->kind == TY_UMEMREF) {
		copy_unranked(lw, op);
		return;
	}
	const int64_t *so, *dord;
	bool same = contiguous(s, &so) && contiguous(d, &dord) &&
	            (so == dord || (so && dord && !memcmp(so, dord, sizeof *so * (size_t)s->rank)));
	if (same)
		copy_memcpy(lw, op);
	else
		copy_elems(lw, op);
}
