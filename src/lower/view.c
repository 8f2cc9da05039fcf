/* memref views and their metadata (built by build_view.c): a view is a
 * new descriptor of the same buffer, as TargetLLVMIR.md lays it out; the
 * metadata are its fields. Static entries are constants, and the index
 * arithmetic folds them as address computation does. */
#include "lower.h"

/* The source's pointers: fields of a ranked memref, or the first two
 * fields of the descriptor an unranked one points to (alloc NULL: the
 * aligned one only) */
static void source_pointers(Lower *lw, Value *src, LVal *alloc, LVal *aligned)
{
	Type *t = src->type;
	if (t->kind == TY_MEMREF) {
		if (alloc)
			*alloc = src->ll[F_ALLOC];
		*aligned = src->ll[F_ALIGNED];
		return;
	}
	LFunc *L = &lw->ll;
	const char *pt = lower_ptr_type(lw, t->memspace);
	if (alloc)
		*alloc = ll_def(L, "alloc", "load %s, ptr %s", pt, src->ll[1].s);
	LVal p = ll_def(L, "aligned.ptr", "getelementptr %s, ptr %s, i32 1", pt, src->ll[1].s);
	*aligned = ll_def(L, "aligned", "load %s, ptr %s", pt, p.s);
}

/* A ranked memref's stride i, or its offset (i = -1): a constant where
 * its type has it, else the field */
static LVal layout_field(Lower *lw, Value *m, int i)
{
	Type *t = m->type;
	int64_t v = i < 0 ? t->offset : t->strides[i];
	return v != DYN ? lv_const(&lw->ll, v) : m->ll[i < 0 ? F_OFFSET : f_stride(t, i)];
}

/* %v = memref.subview %m[%i, 0] [4, 4] [1, 2] : ...
 *   offset = m.offset + i * m.stride0 + 0 * m.stride1,
 *   sizes = 4, 4; strides = m.stride0 * 1, m.stride1 * 2
 * %v = memref.reinterpret_cast %m to offset: [%o], sizes: [...], strides: [...]
 *   the pointers of %m, and the lists as they are */
void lower_view(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0];
	Type *to = op->res[0]->type;
	bool sub = op->id == OP_MEMREF_SUBVIEW;
	int r = to->rank, n = sub ? src->type->rank : r, no = sub ? n : 1;
	const int64_t *st = op->statics, *kept = st + no + 2 * n;
	Value **dyn = op->opnd + 1;
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(to));
	LVal entry[1 + 3 * 64];   /* the lists' entries, constants or values */
	for (int k = 0; k < no + 2 * n; k++)
		entry[k] = st[k] == DYN ? (*dyn++)->ll[0] : lv_const(L, st[k]);
	source_pointers(lw, src, &f[F_ALLOC], &f[F_ALIGNED]);
	const LVal *off = entry, *size = entry + no, *step = size + n;
	LVal stride[64];
	if (sub) {
		LVal o = layout_field(lw, src, -1);
		for (int i = 0; i < n; i++) {
			LVal s = layout_field(lw, src, i), p;
			ll_imul(L, lw->ix, &p, &off[i], &s);
			ll_iadd(L, lw->ix, &o, &o, &p);
			stride[i] = s;
		}
		f[F_OFFSET] = o;
	} else {
		f[F_OFFSET] = off[0];
	}
	for (int k = 0; k < r; k++) {
		int i = (int)kept[k];
		f[f_size(k)] = size[i];
		if (sub)
			ll_imul(L, lw->ix, &f[f_stride(to, k)], &stride[i], &step[i]);
		else
			f[f_stride(to, k)] = step[i];
	}
	op->res[0]->ll = f;
}

/* %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
 *   : memref<?x4xf32> -> memref<f32>, index, index, index, index, index */
void lower_extract_metadata(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *m = op->opnd[0];
	Type *t = m->type;
	LVal *base = NEWARRAY(L->a, LVal, 3);
	base[F_ALLOC] = m->ll[F_ALLOC];
	base[F_ALIGNED] = m->ll[F_ALIGNED];
	base[F_OFFSET] = lv_const(L, 0);
	op->res[0]->ll = base;
	lower_set(lw, op, 1, layout_field(lw, m, -1));
	for (int i = 0; i < t->rank; i++) {
		lower_set(lw, op, 2 + i, t->shape[i] != DYN ? lv_const(L, t->shape[i]) : m->ll[f_size(i)]);
		lower_set(lw, op, 2 + t->rank + i, layout_field(lw, m, i));
	}
}

/* %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
 *   -> %p = ptrtoint ptr %m.aligned to i64 */
void lower_extract_pointer(Lower *lw, Op *op)
{
	Value *m = op->opnd[0];
	LVal aligned;
	source_pointers(lw, m, NULL, &aligned);
	const char *pt = lower_ptr_type(lw, m->type->memspace);
	lower_set(lw, op, 0, ll_def(&lw->ll, op->res[0]->name, "ptrtoint %s %s to %s", pt, aligned.s, lw->ix));
}

/* A ranked memref's size i: a constant where its type has it, else the field */
static LVal size_field(Lower *lw, Value *m, int i)
{
	int64_t v = m->type->shape[i];
	return v != DYN ? lv_const(&lw->ll, v) : m->ll[f_size(i)];
}

/* %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x3x4xf32> into memref<?x4xf32>
 *   the pointers and offset of %m; a group's size the product of its
 *   sizes, its stride that of its innermost dimension not of size 1
 * %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 3, 4] : ...
 *   the sizes of output_shape; strides from the innermost of a group:
 *   the source's stride, times each size on the way out
 * (as MLIR 22's expand-strided-metadata; static sizes and strides of the
 * result type are constants) */
void lower_reshape(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0];
	Type *from = src->type, *to = op->res[0]->type;
	bool expand = op->id == OP_MEMREF_EXPAND_SHAPE;
	int r = expand ? from->rank : to->rank;
	const int64_t *end = op->statics, *shape = end + r;
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(to));
	f[F_ALLOC] = src->ll[F_ALLOC];
	f[F_ALIGNED] = src->ll[F_ALIGNED];
	f[F_OFFSET] = layout_field(lw, src, -1);
	if (expand) {
		Value **dyn = op->opnd + 1;
		for (int i = 0; i < to->rank; i++)
			f[f_size(i)] = to->shape[i] != DYN ? lv_const(L, to->shape[i])
			             : shape[i] == DYN       ? (*dyn++)->ll[0]
			                                     : lv_const(L, shape[i]);
		for (int i = 0; r == 0 && i < to->rank; i++)
			f[f_stride(to, i)] = lv_const(L, to->strides[i] != DYN ? to->strides[i] : 1);
		for (int g = 0, b = 0; g < r; b = (int)end[g++]) {
			LVal s = layout_field(lw, src, g);   /* the stride of dimension i */
			for (int i = (int)end[g] - 1; i >= b; i--) {
				if (to->strides[i] != DYN)
					s = lv_const(L, to->strides[i]);
				f[f_stride(to, i)] = s;
				if (i > b && to->strides[i - 1] == DYN)
					ll_imul(L, lw->ix, &s, &s, &f[f_size(i)]);
			}
		}
	} else {
		for (int g = 0, b = 0; g < r; b = (int)end[g++]) {
			int e = (int)end[g], last = e - 1;
			if (to->shape[g] != DYN) {
				f[f_size(g)] = lv_const(L, to->shape[g]);
			} else {
				LVal p = size_field(lw, src, b);
				for (int i = b + 1; i < e; i++) {
					LVal s = size_field(lw, src, i);
					ll_imul(L, lw->ix, &p, &p, &s);
				}
				f[f_size(g)] = p;
			}
			while (last >= b && from->shape[last] == 1)
				last--;
			f[f_stride(to, g)] = to->strides[g] != DYN ? lv_const(L, to->strides[g])
			                                           : layout_field(lw, src, last < b ? b : last);
		}
	}
	op->res[0]->ll = f;
}
