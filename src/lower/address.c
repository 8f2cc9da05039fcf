/* Element addresses, as TargetLLVMIR.md's "Address Computation":
 *   aligned + offset + sum(index_i * stride_i)
 * Static strides and offsets come from the type and fold; unit strides are
 * not multiplied, a zero offset is not added; dynamic ones are read from
 * the descriptor's fields. The same address in a block is computed once. */
#include "lower.h"

LVal lower_address(Lower *lw, Value *m, Value **idx, int n)
{
	Type *t = m->type;
	LVal *f = m->ll;
	LAddress x = {
		.elem = type_ll(lw->cx, t->elem), .ptrty = lower_field_type(lw, t, F_ALIGNED), .ity = lw->ix,
		.base = f[F_ALIGNED],
		.offset = t->offset == DYN ? f[F_OFFSET] : lv_const(&lw->ll, t->offset),
		.idx = idx, .strides = t->strides, .dyn = &f[f_stride(t, 0)], .n = n,
	};
	return ll_address(&lw->ll, &x);
}
