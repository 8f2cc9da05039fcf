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
	const char *pt = type_ll_ptr(lw->cx, t), *ppt = lower_ptr_to(lw, pt, 0);
	LVal d = lower_ptr_cast(lw, src->ll[1], lower_field_type(lw, t, 1), ppt);
	if (alloc)
		*alloc = ll_def(L, "alloc", "load %s, %s %s", pt, ppt, d.s);
	LVal p = ll_def(L, "aligned.ptr", "getelementptr %s, %s %s, i32 1", pt, ppt, d.s);
	*aligned = ll_def(L, "aligned", "load %s, %s %s", pt, ppt, p.s);
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
	const char *pt = type_ll_ptr(lw->cx, m->type);
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

/* The strides of an identity layout: the type's where static, else the
 * product of the sizes inside (multiplied only where a stride needs it) */
static void row_major_strides(Lower *lw, Type *t, LVal *f)
{
	LVal s = lv_const(&lw->ll, 1);
	for (int i = t->rank - 1; i >= 0; i--) {
		if (t->strides[i] != DYN)
			s = lv_const(&lw->ll, t->strides[i]);
		f[f_stride(t, i)] = s;
		if (i > 0 && t->strides[i - 1] == DYN)
			ll_imul(&lw->ll, lw->ix, &s, &s, &f[f_size(i)]);
	}
}

/* %v = memref.view %buf[%shift][%n] : memref<?xi8> to memref<?x4xf32>
 *   the allocated pointer of %buf, its aligned pointer %shift bytes on,
 *   offset 0, the sizes, and row-major strides (as MLIR 22) */
void lower_memref_view(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0], **dyn = op->opnd + 2;
	Type *to = op->res[0]->type;
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(to));
	const char *bpt = lower_field_type(lw, src->type, F_ALIGNED), *pt = lower_field_type(lw, to, F_ALIGNED);
	f[F_ALLOC] = lower_ptr_cast(lw, src->ll[F_ALLOC], bpt, pt);
	LVal p = ll_def(L, "view.ptr", "getelementptr i8, %s %s, %s %s", bpt, src->ll[F_ALIGNED].s, lw->ix,
	                op->opnd[1]->ll[0].s);
	f[F_ALIGNED] = lower_ptr_cast(lw, p, bpt, pt);
	f[F_OFFSET] = lv_const(L, 0);
	for (int i = 0; i < to->rank; i++)
		f[f_size(i)] = to->shape[i] != DYN ? lv_const(L, to->shape[i]) : (*dyn++)->ll[0];
	row_major_strides(lw, to, f);
	op->res[0]->ll = f;
}

/* Size i of a memref.reshape's shape operand, as an index: a load of
 * shape[i], sign-extended or truncated as arith.index_cast does */
static LVal shape_size(Lower *lw, Value *shape, LVal i)
{
	LFunc *L = &lw->ll;
	Type *t = shape->type;
	Value at = {.ll = &i};
	Value *idx = &at;
	const char *pt = lower_field_type(lw, t, F_ALIGNED);
	LAddress x = {
		.elem = type_ll(lw->cx, t->elem), .ptrty = pt, .ity = lw->ix,
		.base = shape->ll[F_ALIGNED], .offset = t->offset == DYN ? shape->ll[F_OFFSET] : lv_const(L, t->offset),
		.idx = &idx, .strides = t->strides, .dyn = &shape->ll[f_stride(t, 0)], .n = 1,
	};
	LVal p = ll_address(L, &x);
	LVal n = ll_def(L, "shape.size", "load %s, %s %s", x.elem, pt, p.s);
	int from = type_bits(lw->cx, t->elem), to = lw->cx->index_bits;
	if (from != to)
		n = ll_def(L, "shape.size", "%s %s %s to %s", from < to ? "sext" : "trunc", x.elem, n.s, lw->ix);
	return n;
}

/* memref.reshape to memref<*xT>: the ranked descriptor it points to is
 * built on the stack, of the rank the shape's length gives, by a loop
 * over the shape from its innermost size (as MLIR 22 does) */
static void reshape_unranked(Lower *lw, Op *op, LVal alloc, LVal aligned)
{
	LFunc *L = &lw->ll;
	Value *src = op->opnd[0], *shape = op->opnd[1];
	/* the pointers' type, pointers to one, to an index and to bytes (with
	 * opaque pointers, all "ptr" but the first) */
	const char *ix = lw->ix, *pt = type_ll_ptr(lw->cx, src->type), *ppt = lower_ptr_to(lw, pt, 0);
	const char *ipt = lower_ptr_to(lw, ix, 0), *bpt = lower_ptr_type(lw, 0);
	LVal rank = shape->type->shape[0] != DYN ? lv_const(L, shape->type->shape[0]) : shape->ll[f_size(0)];
	LVal offset;
	if (src->type->kind == TY_MEMREF) {
		offset = layout_field(lw, src, -1);
	} else {
		LVal p = lower_ptr_cast(lw, src->ll[1], bpt, ppt);
		p = ll_def(L, "offset.ptr", "getelementptr %s, %s %s, i32 2", pt, ppt, p.s);
		p = lower_ptr_cast(lw, p, ppt, ipt);
		offset = ll_def(L, "offset", "load %s, %s %s", ix, ipt, p.s);
	}
	/* two pointers, the offset, then rank sizes and rank strides */
	LVal bytes = lv_const(L, 2), one = lv_const(L, 1), minus_one = lv_const(L, -1);
	LVal index_size = lv_const(L, lw->cx->index_bits / 8), pointers = lv_const(L, 2 * lw->cx->ptr_bits / 8);
	ll_imul(L, ix, &bytes, &bytes, &rank);
	ll_iadd(L, ix, &bytes, &bytes, &one);
	ll_imul(L, ix, &bytes, &bytes, &index_size);
	ll_iadd(L, ix, &bytes, &bytes, &pointers);
	LVal d = ll_def(L, "desc.ptr", "alloca i8, %s %s, align 8", ix, bytes.s);
	LVal dp = lower_ptr_cast(lw, d, bpt, ppt);
	ll_emit(L, "store %s %s, %s %s", pt, alloc.s, ppt, dp.s);
	LVal p = ll_def(L, "aligned.ptr", "getelementptr %s, %s %s, i32 1", pt, ppt, dp.s);
	ll_emit(L, "store %s %s, %s %s", pt, aligned.s, ppt, p.s);
	p = ll_def(L, "offset.ptr", "getelementptr %s, %s %s, i32 2", pt, ppt, dp.s);
	p = lower_ptr_cast(lw, p, ppt, ipt);
	ll_emit(L, "store %s %s, %s %s", ix, offset.s, ipt, p.s);
	LVal sizes = lower_desc_field(lw, src->type, d, F_SIZES, "sizes.ptr");
	LVal strides = ll_def(L, "strides.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, sizes.s, ix, rank.s);

	LBlock *cond = ll_block(L, "reshape.loop"), *body = ll_block(L, "reshape.body");
	LBlock *end = ll_block(L, "reshape.end");
	LVal *init = NEWARRAY(L->a, LVal, 2), *next = NEWARRAY(L->a, LVal, 2);   /* the edges keep them */
	LVal i = lv_str(ll_name(L, "reshape.i")), stride = lv_str(ll_name(L, "reshape.stride"));
	ll_slots_init(L, cond, 2);
	ll_add_slot(L, cond, i.s, ix);
	ll_add_slot(L, cond, stride.s, ix);
	init[0] = rank;
	ll_iadd(L, ix, &init[0], &init[0], &minus_one);
	init[1] = one;
	ll_br(L, cond, init);
	ll_start(L, cond);
	LVal more = ll_def(L, "reshape.more", "icmp sge %s %s, 0", ix, i.s);
	ll_cond_br(L, more.s, body, NULL, end, NULL);
	ll_start(L, body);
	LVal n = shape_size(lw, shape, i);
	p = ll_def(L, "size.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, sizes.s, ix, i.s);
	ll_emit(L, "store %s %s, %s %s", ix, n.s, ipt, p.s);
	p = ll_def(L, "stride.ptr", "getelementptr %s, %s %s, %s %s", ix, ipt, strides.s, ix, i.s);
	ll_emit(L, "store %s %s, %s %s", ix, stride.s, ipt, p.s);
	next[0] = ll_def(L, "reshape.next", "add %s %s, -1", ix, i.s);
	next[1] = ll_def(L, "reshape.stride.next", "mul %s %s, %s", ix, stride.s, n.s);
	ll_br(L, cond, next);
	ll_start(L, end);
	LVal *f = NEWARRAY(L->a, LVal, 2);
	f[0] = rank;
	f[1] = d;
	op->res[0]->ll = f;
}

/* %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<3x?xf32>
 *   the pointers of %m, offset 0, the sizes of the type or of %shape,
 *   and row-major strides (as MLIR 22) */
void lower_memref_reshape(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *to = op->res[0]->type;
	LVal alloc, aligned;
	source_pointers(lw, op->opnd[0], &alloc, &aligned);
	if (to->kind == TY_UMEMREF) {
		reshape_unranked(lw, op, alloc, aligned);
		return;
	}
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(to));
	f[F_ALLOC] = alloc;
	f[F_ALIGNED] = aligned;
	f[F_OFFSET] = lv_const(L, 0);
	for (int i = 0; i < to->rank; i++)
		f[f_size(i)] = to->shape[i] != DYN ? lv_const(L, to->shape[i]) : shape_size(lw, op->opnd[1], lv_const(L, i));
	row_major_strides(lw, to, f);
	op->res[0]->ll = f;
}

/* memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
 *   -> %t.alloc = addrspacecast ptr addrspace(1) %m.alloc to ptr, the
 *      same of the aligned pointer; the other fields are %m's */
void lower_memory_space_cast(Lower *lw, Op *op)
{
	Value *src = op->opnd[0], *res = op->res[0];
	int n = lower_nfields(res->type);
	LVal *f = NEWARRAY(lw->ll.a, LVal, n);
	memcpy(f, src->ll, sizeof *f * (size_t)n);
	if (src->type->memspace != res->type->memspace)
		for (int i = F_ALLOC; i <= F_ALIGNED; i++)
			f[i] = ll_def(&lw->ll, ll_fmt(&lw->ll, "%s.%s", res->name, lower_field_suffix(lw, res->type, i)),
			              "addrspacecast %s %s to %s", lower_field_type(lw, src->type, i), f[i].s,
			              lower_field_type(lw, res->type, i));
	res->ll = f;
}

/* memref.transpose %m (d0, d1) -> (d1, d0): %m's fields, its sizes and
 * strides permuted */
void lower_transpose(Lower *lw, Op *op)
{
	Value *src = op->opnd[0], *res = op->res[0];
	Type *from = src->type, *to = res->type;
	LVal *f = NEWARRAY(lw->ll.a, LVal, lower_nfields(to));
	memcpy(f, src->ll, sizeof *f * F_SIZES);
	for (int k = 0; k < to->rank; k++) {
		int i = (int)op->statics[1 + k];
		f[f_size(k)] = src->ll[f_size(i)];
		f[f_stride(to, k)] = src->ll[f_stride(from, i)];
	}
	res->ll = f;
}
