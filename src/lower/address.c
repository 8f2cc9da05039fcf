/* Element addresses, as TargetLLVMIR.md's "Address Computation":
 *   aligned + offset + sum(index_i * stride_i)
 * Static strides and offsets come from the type and fold; unit strides are
 * not multiplied, a zero offset is not added; dynamic ones are read from
 * the descriptor's fields. The same address in a block is computed once.
 * memref.load and memref.store, the users of an address, are here too: a
 * load or store is one of the most frequent ops, and lower_address is
 * inline in them. */
#include "lower.h"

/* The element address of m[idx...], and in *pt m's pointer type, NULL
 * for 'ptr' (memory space 0, the usual one: see ll_ptr_in) */
static inline LVal lower_address(Lower *lw, Value *m, Value **idx, int n, const char **pt)
{
	Type *t = m->type;
	LVal *f = m->ll;
	*pt = t->memspace ? lower_field_type(lw, t, F_ALIGNED) : NULL;
	LAddress x = {
		.elem = type_ll(lw->cx, t->elem), .ptrty = *pt, .ity = lw->ix,
		.base = f[F_ALIGNED],
		.offset = t->offset == DYN ? f[F_OFFSET] : lv_const(&lw->ll, t->offset),
		.idx = idx, .strides = t->strides, .dyn = &f[f_stride(t, 0)], .n = n,
	};
	return ll_address(&lw->ll, &x);
}

/* %v = memref.load %m[%i, %j] : memref<?x4xf32>
 *   -> %idx = mul i64 %i, 4; %idx.1 = add i64 %idx, %j
 *      %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
 *      %v = load float, ptr %ptr */
void lower_load(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[0], op->opnd + 1, op->nopnd - 1, &pt);
	const char *t = type_ll(lw->cx, op->res[0]->type);
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 78 */
	n = LL_LIT_IN(n, "load ");
	n = ll_str_in(L, n, t);
	n = ll_ptr_in(L, n, pt);
	n = ll_str_in(L, n, p.s);
	ll_end_in(L, n);
}

/* memref.store %v, %m[%i] : memref<?xf32>  ->  store float %v, ptr %ptr */
void lower_store(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[1], op->opnd + 2, op->nopnd - 2, &pt);
	const char *t = type_ll(lw->cx, op->opnd[0]->type);
	LLine n = ll_begin(L, NULL);   /* a budget of 96 */
	n = LL_LIT_IN(n, "store ");
	n = ll_str_in(L, n, t);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, lower_opnd(op, 0).s);
	n = ll_ptr_in(L, n, pt);
	n = ll_str_in(L, n, p.s);
	ll_end_in(L, n);
}
