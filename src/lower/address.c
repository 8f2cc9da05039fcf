/* Element addresses, as TargetLLVMIR.md's "Address Computation":
 *   aligned + offset + sum(index_i * stride_i)
 * Static strides and offsets come from the type and fold; unit strides are
 * not multiplied, a zero offset is not added; dynamic ones are read from
 * the descriptor's fields. The same address in a block is computed once. */
#include "lower.h"

LVal lower_address(Lower *lw, Value *m, Value **idx, int n)
{
	LFunc *L = &lw->ll;
	Type *t = m->type;
	LVal *f = m->ll;
	LVal lin = t->offset == DYN ? f[F_OFFSET] : lv_const(L, t->offset);
	for (int i = 0; i < n; i++) {
		LVal stride = t->strides[i] == DYN ? f[f_stride(t, i)] : lv_const(L, t->strides[i]);
		ll_imuladd(L, lw->ix, &lin, &idx[i]->ll[0], &stride);
	}
	if (lin.is_const && lin.c == 0)
		return f[F_ALIGNED];
	return ll_gep(L, type_ll(lw->cx, t->elem), lower_field_type(lw, t, F_ALIGNED), f[F_ALIGNED],
	              lw->ix, lin);
}
