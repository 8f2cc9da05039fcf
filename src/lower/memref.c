/* memref dialect: allocation, deallocation, dims, ranks and casts on
 * descriptors (loads and stores are in address.c). A memref value is carried as its
 * descriptor's fields (see lower.h), so most uses need no extractvalue at
 * all. */
#include <string.h>
#include "lower.h"

/* The bits an element of type e takes in memory (LLVM's alloc size):
 * a vector's 1-D rows padded to a power of 2, a complex number's two parts */
static int64_t elem_bits(Lower *lw, Type *e)
{
	if (e->kind == TY_COMPLEX)
		return 2 * type_bits(lw->cx, e->elem);
	int64_t bits = type_bits(lw->cx, type_scalar(e));
	if (e->kind == TY_VECTOR) {
		int64_t row = 8;
		while (row < e->shape[e->rank - 1] * bits)
			row *= 2;
		bits = row;
		for (int i = 0; i + 1 < e->rank; i++)
			bits *= e->shape[i];
	}
	return bits;
}

/* --use-aligned-alloc: aligned_alloc(a, size rounded up to a), a the
 * op's alignment or, as MLIR takes it, the element's size rounded up to
 * a power of 2, at least 16 */
static LVal aligned_alloc_call(Lower *lw, Type *t, LVal bytes, int64_t align, const char *sz,
                               const char *name)
{
	LFunc *L = &lw->ll;
	if (!align) {
		int64_t bits = elem_bits(lw, t->elem);
		for (align = 16; align * 8 < bits; align *= 2)
			;
	}
	LVal up = ll_def(L, "size.up", "add %s %s, %lld", sz, bytes.s, (long long)align - 1);
	LVal rem = ll_def(L, "size.rem", "urem %s %s, %lld", sz, up.s, (long long)align);
	LVal n = ll_def(L, "size.aligned", "sub %s %s, %s", sz, up.s, rem.s);
	const char *fn = lw->cx->opt->use_generic_functions ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc";
	const char *p = lower_ptr_type(lw, 0);
	ll_need_decl(lw->cx, fn, ll_fmt(L, "declare %s @%s(%s, %s)", p, fn, sz, sz));
	return ll_def(L, name, "call %s @%s(%s %lld, %s %s)", p, fn, sz, (long long)align, sz, n.s);
}

/* %m = memref.alloc(%n) {alignment = 64} : memref<?x4xf32>
 *   -> size = ptrtoint(gep float, null, n*4); malloc(size + 64); align up.
 * The buffer is dense in the layout's order from offset 0 (the verifier
 * checks that the type allows that).
 * memref.alloca is an alloca of the element type instead. */
void lower_alloc(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->res[0]->type;
	int r = t->rank, nf = lower_nfields(t);
	LVal *f = NEWARRAY(L->a, LVal, nf);
	int dyn = 0;
	for (int i = 0; i < r; i++)
		f[f_size(i)] = t->shape[i] == DYN ? op->opnd[dyn++]->ll[0] : lv_const(L, t->shape[i]);
	LVal run = lv_const(L, 1);   /* dense, innermost dimension first */
	for (int k = r - 1; k >= 0; k--) {
		int i = t->order ? (int)t->order[k] : k;
		f[f_stride(t, i)] = run;
		ll_imul(L, lw->ix, &run, &run, &f[f_size(i)]);
	}
	const char *et = type_ll(lw->cx, t->elem);
	const char *pt = lower_field_type(lw, t, F_ALIGNED);   /* the memref's pointer type */
	const char *ept = lower_ptr_to(lw, et, 0), *bpt = lower_ptr_type(lw, 0);   /* in space 0 */
	Attr *al = attr_get(op->attrs, "alignment");
	int64_t align = al && al->kind == AT_INT ? al->offset : 0;
	const char *name = op->res[0]->name;
	if (op->id == OP_MEMREF_ALLOCA) {
		LVal p = align ? ll_def(L, name, "alloca %s, %s %s, align %lld", et, lw->ix, run.s, (long long)align)
		               : ll_def(L, name, "alloca %s, %s %s", et, lw->ix, run.s);
		f[F_ALLOC] = f[F_ALIGNED] = p;
	} else {
		/* byte counts are size_t, the target's pointer width, whatever the
		 * width of index (MLIR passes an i32 to malloc under
		 * index-bitwidth=32 on a 64-bit target) */
		const char *sz = ll_fmt(L, "i%d", lw->cx->ptr_bits);
		LVal gep = ll_def(L, "size.ptr", "getelementptr %s, %s null, %s %s", et, ept, lw->ix, run.s);
		LVal bytes = ll_def(L, "size", "ptrtoint %s %s to %s", ept, gep.s, sz);
		if (lw->cx->opt->use_aligned_alloc) {
			f[F_ALLOC] = f[F_ALIGNED] = aligned_alloc_call(lw, t, bytes, align, sz, name);
			align = 0;   /* nothing to pad */
		} else {
			/* malloc aligns for the largest scalar: a vector or complex
			 * element without an alignment is aligned to its size, as MLIR
			 * does (a vector's loads and stores assume it) */
			if (!align && (t->elem->kind == TY_VECTOR || t->elem->kind == TY_COMPLEX))
				align = elem_bits(lw, t->elem) / 8;
			if (align)
				bytes = ll_def(L, "size.padded", "add %s %s, %lld", sz, bytes.s, (long long)align);
			const char *fn = lw->cx->opt->use_generic_functions ? "_mlir_memref_to_llvm_alloc" : "malloc";
			ll_need_decl(lw->cx, fn, ll_fmt(L, "declare %s @%s(%s)", bpt, fn, sz));
			f[F_ALLOC] = f[F_ALIGNED] = ll_def(L, name, "call %s @%s(%s %s)", bpt, fn, sz, bytes.s);
		}
		if (align) {
			LVal p = f[F_ALLOC];
			LVal pi = ll_def(L, "addr", "ptrtoint %s %s to %s", bpt, p.s, sz);
			LVal bump = ll_def(L, "addr.bumped", "add %s %s, %lld", sz, pi.s, (long long)align - 1);
			LVal rem = ll_def(L, "addr.rem", "urem %s %s, %lld", sz, bump.s, (long long)align);
			LVal pad = ll_def(L, "pad", "sub %s %lld, %s", sz, (long long)align - 1, rem.s);
			f[F_ALIGNED] = ll_def(L, "aligned", "getelementptr i8, %s %s, %s %s", bpt, p.s, sz, pad.s);
		}
		if (lw->cx->typed_ptrs) {   /* bytes, as elements */
			LVal a = lower_ptr_cast(lw, f[F_ALLOC], bpt, ept);
			f[F_ALIGNED] = f[F_ALIGNED].s == f[F_ALLOC].s ? a : lower_ptr_cast(lw, f[F_ALIGNED], bpt, ept);
			f[F_ALLOC] = a;
		}
	}
	if (t->memspace) {   /* memory comes in address space 0 */
		LVal a = ll_def(L, "alloc.as", "addrspacecast %s %s to %s", ept, f[F_ALLOC].s, pt);
		f[F_ALIGNED] = f[F_ALIGNED].s == f[F_ALLOC].s ? a :
		               ll_def(L, "aligned.as", "addrspacecast %s %s to %s", ept, f[F_ALIGNED].s, pt);
		f[F_ALLOC] = a;
	}
	f[F_OFFSET] = lv_const(L, 0);
	op->res[0]->ll = f;
}

/* memref.dealloc %m : memref<?xf32>  ->  call void @free(ptr %m.alloc) */
void lower_dealloc(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[0]->type;
	LVal p = op->opnd[0]->ll[F_ALLOC];
	const char *pt = type_ll_ptr(lw->cx, t);
	if (t->kind == TY_UMEMREF) {   /* the allocated pointer leads the ranked descriptor */
		LVal d = lower_ptr_cast(lw, op->opnd[0]->ll[1], lower_field_type(lw, t, 1), lower_ptr_to(lw, pt, 0));
		p = ll_def(L, "alloc", "load %s, %s %s", pt, lower_ptr_to(lw, pt, 0), d.s);
	}
	if (t->memspace) {
		const char *generic = lower_ptr_to(lw, type_ll(lw->cx, t->elem), 0);
		p = ll_def(L, "alloc.generic", "addrspacecast %s %s to %s", pt, p.s, generic);
		pt = generic;
	}
	p = lower_ptr_cast(lw, p, pt, lower_ptr_type(lw, 0));
	const char *fn = lw->cx->opt->use_generic_functions ? "_mlir_memref_to_llvm_free" : "free";
	const char *bpt = lower_ptr_type(lw, 0);
	ll_need_decl(lw->cx, fn, ll_fmt(L, "declare void @%s(%s)", fn, bpt));
	ll_emit(L, "call void @%s(%s %s)", fn, bpt, p.s);
}

/* %d = memref.dim %m, %c1 : memref<4x?xf32>: a static size is a constant,
 * a dynamic one the descriptor's field; a non-constant index selects. */
void lower_dim(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[0]->type;
	LVal *f = op->opnd[0]->ll;
	LVal i = lower_opnd(op, 1);
	if (t->kind == TY_UMEMREF) {   /* sizes[i] of the ranked descriptor */
		const char *ipt = lower_ptr_to(lw, lw->ix, 0);
		LVal sizes = lower_desc_field(lw, t, f[1], F_SIZES, "sizes");
		LVal p = ll_def(L, "size.ptr", "getelementptr %s, %s %s, %s %s", lw->ix, ipt, sizes.s, lw->ix, i.s);
		lower_set(lw, op, 0, ll_def(L, op->res[0]->name, "load %s, %s %s", lw->ix, ipt, p.s));
		return;
	}
	if (i.is_const) {
		if (i.c < 0 || i.c >= t->rank)   /* undefined behaviour in MLIR */
			lower_set(lw, op, 0, lv_str("poison"));
		else
			lower_set(lw, op, 0, t->shape[i.c] == DYN ? f[f_size((int)i.c)] : lv_const(L, t->shape[i.c]));
		return;
	}
	LVal r = lv_str("poison");
	for (int d = 0; d < t->rank; d++) {
		LVal sz = t->shape[d] == DYN ? f[f_size(d)] : lv_const(L, t->shape[d]);
		LVal is = ll_def(L, "is.dim", "icmp eq %s %s, %d", lw->ix, i.s, d);
		r = ll_def(L, op->res[0]->name, "select i1 %s, %s %s, %s %s", is.s, lw->ix, sz.s, lw->ix, r.s);
	}
	lower_set(lw, op, 0, r);
}

/* %r = memref.rank %m : memref<*xf32>: the unranked descriptor's rank; a
 * ranked memref's is a constant. */
void lower_rank(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type;
	lower_set(lw, op, 0, t->kind == TY_UMEMREF ? op->opnd[0]->ll[0] : lv_const(&lw->ll, t->rank));
}

LVal lower_desc_on_stack(Lower *lw, Type *t, LVal *fields)
{
	LFunc *L = &lw->ll;
	const char *dt = type_ll(lw->cx, t), *dpt = lower_ptr_to(lw, dt, 0);
	LVal desc = lower_pack(lw, t, fields);
	LVal p = ll_def(L, "desc.ptr", "alloca %s, i64 1", dt);
	ll_emit(L, "store %s %s, %s %s", dt, desc.s, dpt, p.s);
	return lower_ptr_cast(lw, p, dpt, lower_ptr_type(lw, 0));
}

/* %n = memref.cast %m : memref<4xf32> to memref<?xf32>: the same fields.
 * To an unranked memref, the ranked descriptor goes to the stack (as MLIR
 * puts it) and its address and rank are the new value; from one, the
 * descriptor is loaded. */
void lower_memref_cast(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	Value *res = op->res[0];
	if (from->kind == TY_MEMREF && to->kind == TY_MEMREF) {
		res->ll = op->opnd[0]->ll;   /* no one writes them */
		return;
	}
	if (to->kind == TY_UMEMREF) {
		LVal *f = NEWARRAY(L->a, LVal, 2);
		f[0] = lv_const(L, from->rank);
		f[1] = lower_desc_on_stack(lw, from, op->opnd[0]->ll);
		res->ll = f;
		return;
	}
	const char *dt = type_ll(lw->cx, to), *dpt = lower_ptr_to(lw, dt, 0);
	LVal d = lower_ptr_cast(lw, op->opnd[0]->ll[1], lower_field_type(lw, from, 1), dpt);
	LVal desc = ll_def(L, "desc", "load %s, %s %s", dt, dpt, d.s);
	res->ll = lower_unpack(lw, to, desc, dt, "", res->name);
}
