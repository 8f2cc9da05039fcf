/* The builder's memref views and their metadata. memref.subview and
 * memref.reinterpret_cast make a descriptor from their source's and from
 * lists of offsets, sizes and strides, each entry a number or a value;
 * memref.extract_strided_metadata and extract_aligned_pointer_as_index
 * take one apart. The custom and the generic forms meet in view_op and
 * metadata_op, which check all that the lowering (lower/view.c) relies
 * on. */
#include <stdio.h>
#include <string.h>
#include "affine.h"
#include "build.h"

enum { OFFSETS, SIZES, STRIDES };
static const char *const list_name[3] = {"offsets", "sizes", "strides"};

/* A view's lists: statics holds the offsets, then the sizes, then the
 * strides (n[] of each), DYN where the next of dyn (Tok *) goes. */
typedef struct ViewLists {
	int64_t *statics;
	int n[3];
	List *dyn;
} ViewLists;

Mixed *b_mixed(Parser *P, Tok *value, Attr *num)
{
	Mixed *m = NEW(P->a, Mixed);
	m->value = value;
	m->num = num;
	return m;
}

/* An integer attribute's value; false if it is not an integer or does
 * not fit in 64 bits (DYN, the lowest, is MLIR's mark of a dynamic entry) */
static bool int_value(const Attr *a, int64_t *v)
{
	if (a->kind != AT_INT || (a->neg ? a->offset > 0 : a->offset < 0))
		return false;
	*v = a->offset;
	return true;
}

/* An op whose form had an error (reported): no operands, but its
 * results, so that their names are defined. */
static Op *failed(Parser *P, Tok name, Type *const *res, int nres)
{
	Op *op = b_op_new(P, &name, 0, nres);
	for (int i = 0; i < nres; i++)
		b_op_result(P, op, i, res[i]);
	return op;
}

static int64_t dyn_mul(int64_t a, int64_t b)
{
	int64_t r;
	return a == DYN || b == DYN || __builtin_mul_overflow(a, b, &r) ? DYN : r;
}

static int64_t dyn_add(int64_t a, int64_t b)
{
	int64_t r;
	return a == DYN || b == DYN || __builtin_add_overflow(a, b, &r) ? DYN : r;
}

/* "[4, ?]" into buf */
static const char *spell_list(char *buf, size_t cap, const int64_t *v, int n)
{
	size_t k = (size_t)snprintf(buf, cap, "[");
	for (int i = 0; i < n && k < cap; i++) {
		if (v[i] == DYN)
			k += (size_t)snprintf(buf + k, cap - k, "%s?", i ? ", " : "");
		else
			k += (size_t)snprintf(buf + k, cap - k, "%s%lld", i ? ", " : "", (long long)v[i]);
	}
	if (k < cap)
		snprintf(buf + k, cap - k, "]");
	return buf;
}

/* memref.subview or memref.reinterpret_cast of src (type from) to a
 * memref of type to, with the lists vl: the view it makes must have
 * to's static sizes, strides and offset. */
static Op *view_op(Parser *P, Tok name, Tok *src, Type *from, Type *to, ViewLists *vl, Attr *dict)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[name.op].name;
	bool sub = name.op == OP_MEMREF_SUBVIEW;
	if (from->kind != TY_MEMREF && (sub || from->kind != TY_UMEMREF)) {
		diag_error(cx, name.loc, "'%s' expects a %smemref, got '%s'", opname, sub ? "ranked " : "",
		           type_mlir(cx, from));
		return failed(P, name, &to, 1);
	}
	if (to->kind != TY_MEMREF) {
		diag_error(cx, name.loc, "'%s' must produce a ranked memref, got '%s'", opname, type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	if (from->elem != to->elem || from->memspace != to->memspace) {
		diag_error(cx, name.loc, "'%s' cannot change the element type or memory space: '%s' to '%s'",
		           opname, type_mlir(cx, from), type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	/* n dimensions in the lists: the source's for a subview, which may
	 * drop some of size 1 (rank reduction), the result's for a cast */
	int r = to->rank, n = sub ? from->rank : r;
	int want[3] = {sub ? n : 1, n, n};
	for (int i = 0; i < 3; i++)
		if (vl->n[i] != want[i]) {
			diag_error(cx, name.loc, "'%s' %s a rank-%d memref needs %d %.*s, got %d", opname,
			           sub ? "of" : "to", n, want[i], (int)strlen(list_name[i]) - (want[i] == 1),
			           list_name[i], vl->n[i]);
			return failed(P, name, &to, 1);
		}
	int64_t *off = vl->statics, *size = off + want[0], *step = size + n;
	for (int i = 0; i < n; i++)
		if (size[i] != DYN && size[i] < 0) {
			diag_error(cx, name.loc, "'%s' sizes must not be negative", opname);
			return failed(P, name, &to, 1);
		}
	/* the view's strides and offset, DYN where not static */
	int64_t o = sub ? from->offset : off[0], stride[64];
	for (int i = 0; i < n; i++) {
		stride[i] = sub ? dyn_mul(from->strides[i], step[i]) : step[i];
		if (sub)
			o = dyn_add(o, dyn_mul(off[i], from->strides[i]));
	}
	/* which of the n dimensions the result keeps, in order: the first
	 * that fit, dropping only static sizes of 1. The statics go on with
	 * them: each result dimension's list dimension, after the lists. */
	int64_t *kept = NEWARRAY(P->a, int64_t, want[0] + 2 * n + r + 1);
	int k = 0;
	for (int i = 0; i < n; i++) {
		bool fit = k < r && (to->shape[k] == DYN || to->shape[k] == size[i]) &&
		           (to->strides[k] == DYN || to->strides[k] == stride[i]);
		if (!fit && size[i] == 1 && n - i > r - k)
			continue;
		if (!fit)
			break;
		kept[want[0] + 2 * n + k++] = i;
	}
	if (k != r || (to->offset != DYN && to->offset != o)) {
		char sz[256], st[256], os[32];
		snprintf(os, sizeof os, o == DYN ? "?" : "%lld", (long long)o);
		diag_error(cx, name.loc, "'%s' makes a view of sizes %s, strides %s and offset %s, not '%s'", opname,
		           spell_list(sz, sizeof sz, size, n), spell_list(st, sizeof st, stride, n), os,
		           type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	memcpy(kept, vl->statics, (size_t)(want[0] + 2 * n) * sizeof *kept);
	vl->statics = kept;
	int ndyn = list_len(vl->dyn);
	Op *op = b_op_new(P, &name, 1 + ndyn, 1);
	op->attrs = dict;
	op->type = to;
	op->statics = vl->statics;
	b_op_result(P, op, 0, to);
	op->opnd[0] = b_use(P, src, from);
	for (int i = 0; i < ndyn; i++)
		op->opnd[1 + i] = b_use(P, vl->dyn->v[i], P->index);
	return op;
}

/* Reads a custom form's list, which = OFFSETS, SIZES or STRIDES, into vl
 * at `at`: false, reported, if an entry is a number out of range. */
static bool read_list(Parser *P, ViewLists *vl, int which, List *items, int64_t *at)
{
	for (int i = 0; i < list_len(items); i++) {
		Mixed *m = items->v[i];
		if (m->value) {
			at[i] = DYN;
			list_push(P, vl->dyn, m->value);
		} else if (!int_value(m->num, &at[i]) || at[i] == DYN) {
			diag_error(P->cx, m->num->loc, "expected an SSA value or a 64-bit integer");
			return false;
		}
	}
	vl->n[which] = list_len(items);
	return true;
}

/* The custom forms' lists, in the order offsets, sizes, strides. */
static bool read_lists(Parser *P, ViewLists *vl, List *l0, List *l1, List *l2)
{
	vl->statics = NEWARRAY(P->a, int64_t, list_len(l0) + list_len(l1) + list_len(l2) + 1);
	vl->dyn = list_new(P);
	return read_list(P, vl, OFFSETS, l0, vl->statics) &&
	       read_list(P, vl, SIZES, l1, vl->statics + vl->n[0]) &&
	       read_list(P, vl, STRIDES, l2, vl->statics + vl->n[0] + vl->n[1]);
}

/* memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>> */
Op *b_subview(Parser *P, Tok name, Tok src, List *offsets, List *sizes, List *strides, Attr *dict,
              Type *from, Type *to)
{
	ViewLists vl;
	if (!read_lists(P, &vl, offsets, sizes, strides))
		return failed(P, name, &to, 1);
	return view_op(P, name, &src, from, to, &vl, dict);
}

/* memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1]
 *   : memref<?xf32> to memref<?x4xf32> */
Op *b_reinterpret_cast(Parser *P, Tok name, Tok src, List *offset, Tok sizes_word, List *sizes,
                       List *strides, Attr *dict, Type *from, Type *to)
{
	ViewLists vl;
	if (sizes_word.len != 5 || memcmp(tok_text(P, sizes_word), "sizes", 5)) {
		diag_error(P->cx, sizes_word.loc, "expected 'sizes'");
		return failed(P, name, &to, 1);
	}
	if (!read_lists(P, &vl, offset, sizes, strides))
		return failed(P, name, &to, 1);
	return view_op(P, name, &src, from, to, &vl, dict);
}

/* extract_strided_metadata of a ranked memref gives its base buffer (a
 * rank-0 memref of the element type), offset, sizes and strides;
 * extract_aligned_pointer_as_index of any memref the aligned pointer. */
static Op *metadata_op(Parser *P, Tok name, Tok *src, Type *from, Type *const *res, int nres, Attr *dict)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[name.op].name;
	bool pointer = name.op == OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX;
	if (from->kind != TY_MEMREF && (!pointer || from->kind != TY_UMEMREF)) {
		diag_error(cx, name.loc, "'%s' expects a %smemref, got '%s'", opname, pointer ? "" : "ranked ",
		           type_mlir(cx, from));
		return failed(P, name, res, nres);
	}
	bool ok = nres == (pointer ? 1 : 2 + 2 * from->rank);
	Type base = {.kind = TY_MEMREF, .elem = from->elem, .memspace = from->memspace};
	Type *want0 = pointer ? P->index : type_intern(cx, &base);
	for (int i = 0; ok && i < nres; i++)
		ok = res[i] == (i ? P->index : want0);
	if (!ok) {
		if (pointer)
			diag_error(cx, name.loc, "'%s' gives one 'index'", opname);
		else
			diag_error(cx, name.loc, "'%s' of '%s' gives '%s' and %d 'index' values", opname,
			           type_mlir(cx, from), type_mlir(cx, want0), 1 + 2 * from->rank);
		return failed(P, name, res, nres);
	}
	Op *op = b_op_new(P, &name, 1, nres);
	op->attrs = dict;
	op->type = from;
	for (int i = 0; i < nres; i++)
		b_op_result(P, op, i, res[i]);
	op->opnd[0] = b_use(P, src, from);
	return op;
}

/* memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index */
Op *b_metadata(Parser *P, Tok name, Tok src, Type *from, List *types, Attr *dict)
{
	return metadata_op(P, name, &src, from, (Type *const *)types->v, list_len(types), dict);
}

/* The generic form's static list key into vl at `at`: a dense array of
 * want numbers, DYN for a dynamic entry. */
static bool generic_list(Parser *P, Tok name, Attr *attrs, ViewLists *vl, int which, int64_t *at)
{
	static const char *const key[3] = {"static_offsets", "static_sizes", "static_strides"};
	Attr *a = attr_get(attrs, key[which]);
	bool ok = a && a->kind == AT_ARRAY;
	for (int i = 0; ok && i < a->n; i++)
		ok = int_value(a->elems[i], &at[i]);
	if (!ok) {
		diag_error(P->cx, name.loc, "'%s' needs '%s' to be an array of 64-bit integers",
		           op_info[name.op].name, key[which]);
		return false;
	}
	vl->n[which] = a->n;
	return true;
}

/* "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>,
 *   static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = ...,
 *   static_strides = ...}> : (memref<8x8xf32>, index) -> memref<...> */
Op *b_generic_view(Parser *P, Tok name, List *opnds, Attr *attrs, Type *ft)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[name.op].name;
	int n = list_len(opnds);
	if (n != ft->nin || n < 1 || (name.op != OP_MEMREF_EXTRACT_STRIDED_METADATA && ft->nout != 1)) {
		diag_error(cx, name.loc, "'%s' has a source, its index operands and %s", opname,
		           name.op == OP_MEMREF_EXTRACT_STRIDED_METADATA ? "its results" : "one result");
		return failed(P, name, ft->outs, ft->nout);
	}
	if (name.op == OP_MEMREF_EXTRACT_STRIDED_METADATA || name.op == OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX) {
		if (n != 1) {
			diag_error(cx, name.loc, "'%s' has one operand", opname);
			return failed(P, name, ft->outs, ft->nout);
		}
		return metadata_op(P, name, opnds->v[0], ft->ins[0], ft->outs, ft->nout, attrs);
	}
	ViewLists vl = {.dyn = list_new(P)};
	int seg[4], ndyn = 0;
	Attr *lists[3] = {attr_get(attrs, "static_offsets"), attr_get(attrs, "static_sizes"),
	                  attr_get(attrs, "static_strides")};
	int total = 1;
	for (int i = 0; i < 3; i++)
		total += lists[i] && lists[i]->kind == AT_ARRAY ? lists[i]->n : 0;
	vl.statics = NEWARRAY(P->a, int64_t, total);
	int64_t *at = vl.statics;
	for (int i = 0; i < 3; i++) {
		if (!generic_list(P, name, attrs, &vl, i, at))
			return failed(P, name, ft->outs, 1);
		at += vl.n[i];
	}
	if (!b_segment_sizes(P, &name, attrs, "operandSegmentSizes", 4, n, seg))
		return failed(P, name, ft->outs, 1);
	for (int i = 0, k = 0; i < 3; i++) {
		int d = 0;
		for (int j = 0; j < vl.n[i]; j++)
			d += vl.statics[k++] == DYN;
		if (seg[1 + i] != d) {
			diag_error(cx, name.loc, "'%s' needs %d operand%s for its dynamic %s, got %d", opname, d,
			           d == 1 ? "" : "s", list_name[i], seg[1 + i]);
			return failed(P, name, ft->outs, 1);
		}
		ndyn += d;
	}
	if (seg[0] != 1) {
		diag_error(cx, name.loc, "'%s' has one source", opname);
		return failed(P, name, ft->outs, 1);
	}
	for (int i = 1; i <= ndyn; i++) {
		if (ft->ins[i] != P->index) {
			diag_error(cx, name.loc, "'%s' offsets, sizes and strides are of type 'index'", opname);
			return failed(P, name, ft->outs, 1);
		}
		list_push(P, vl.dyn, opnds->v[i]);
	}
	return view_op(P, name, opnds->v[0], ft->ins[0], ft->outs[0], &vl, attrs);
}

/* memref.collapse_shape and memref.expand_shape: the groups of the
 * reassociation attribute in `end` (one past the last dimension of each
 * group of the higher-rank side), or false, reported. */
static bool read_groups(Parser *P, Tok name, const Attr *re, int groups, int dims, int64_t *end)
{
	const char *opname = op_info[name.op].name;
	int next = 0;
	bool ok = re && re->kind == AT_ARRAY && re->n == groups;
	for (int g = 0; ok && g < groups; g++) {
		const Attr *a = re->elems[g];
		ok = a->kind == AT_ARRAY && a->n > 0;
		for (int i = 0; ok && i < a->n; i++) {
			int64_t v;
			ok = int_value(a->elems[i], &v) && v == next++;
		}
		end[g] = next;
	}
	if (!ok || next != dims) {
		diag_error(P->cx, re ? re->loc : name.loc,
		           "'%s' needs a reassociation of %d group%s of the dimensions 0 to %d, each in order, "
		           "as [[0, 1], [2]]", opname, groups, groups == 1 ? "" : "s", dims - 1);
		return false;
	}
	return true;
}

/* The checks both forms share: src (type from) collapsed or expanded to
 * a memref of type to by the groups of re; an expansion's output shape
 * in shape (n of them, DYN for the next of dyn). The strides and the
 * offset it makes must be to's where to's are static. */
static Op *reshape_op(Parser *P, Tok name, Tok *src, Type *from, Type *to, Attr *re, int64_t *shape,
                      int n, List *dyn, Attr *dict)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[name.op].name;
	bool expand = name.op == OP_MEMREF_EXPAND_SHAPE;
	if (from->kind != TY_MEMREF || to->kind != TY_MEMREF) {
		diag_error(cx, name.loc, "'%s' takes and makes ranked memrefs, got '%s' and '%s'", opname,
		           type_mlir(cx, from), type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	if (from->elem != to->elem || from->memspace != to->memspace) {
		diag_error(cx, name.loc, "'%s' cannot change the element type or memory space: '%s' to '%s'",
		           opname, type_mlir(cx, from), type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	Type *big = expand ? to : from, *small = expand ? from : to;
	if (big->rank < small->rank) {
		diag_error(cx, name.loc, "'%s' of rank %d to rank %d is not %s", opname, from->rank, to->rank,
		           expand ? "an expansion" : "a collapse");
		return failed(P, name, &to, 1);
	}
	int r = small->rank, nb = big->rank;
	int64_t *st = NEWARRAY(P->a, int64_t, r + nb + 1), *end = st;
	if (!read_groups(P, name, re, r, r ? nb : 0, end))
		return failed(P, name, &to, 1);
	for (int i = 0; r == 0 && i < nb; i++)
		if (big->shape[i] != 1) {
			diag_error(cx, name.loc, "'%s' to or from rank 0 takes sizes of 1 only, not '%s'", opname,
			           type_mlir(cx, big));
			return failed(P, name, &to, 1);
		}
	for (int g = 0, b = 0; g < r; b = (int)end[g++]) {
		int64_t p = 1;
		bool dynamic = false;
		for (int i = b; i < end[g]; i++) {
			dynamic |= big->shape[i] == DYN;
			p = dyn_mul(p, big->shape[i]);
		}
		if (dynamic != (small->shape[g] == DYN) || (!dynamic && p != small->shape[g])) {
			if (dynamic)
				diag_error(cx, name.loc, "'%s' needs dimension %d of '%s' to be dynamic, as its group in '%s' is",
				           opname, g, type_mlir(cx, small), type_mlir(cx, big));
			else
				diag_error(cx, name.loc, "'%s' needs dimension %d of '%s' to be %lld, the product of its group's "
				           "sizes in '%s'", opname, g, type_mlir(cx, small), (long long)p, type_mlir(cx, big));
			return failed(P, name, &to, 1);
		}
	}
	if (expand) {
		if (n != nb) {
			diag_error(cx, name.loc, "'%s' to rank %d needs %d output_shape entries, got %d", opname, nb, nb, n);
			return failed(P, name, &to, 1);
		}
		for (int i = 0; i < nb; i++)
			if ((shape[i] != DYN && shape[i] < 0) || (to->shape[i] != DYN && shape[i] != to->shape[i])) {
				if (to->shape[i] == DYN)
					diag_error(cx, name.loc, "'%s' output_shape entry %d must not be negative", opname, i);
				else
					diag_error(cx, name.loc, "'%s' output_shape entry %d must be %lld, as in '%s'", opname, i,
					           (long long)to->shape[i], type_mlir(cx, to));
				return failed(P, name, &to, 1);
			}
		memcpy(st + r, shape, (size_t)nb * sizeof *st);
	}
	/* the strides it makes (as MLIR 22's computeCollapsedLayoutMap and
	 * computeExpandedLayoutMap): a row-major source makes a row-major
	 * result; a collapsed group takes the stride of its innermost
	 * dimension not of size 1 (dynamic for one of dynamic size), the
	 * others must be contiguous; an expanded group's strides are the
	 * running products of its sizes from the source's stride */
	int64_t *want = from->layout == LAYOUT_IDENTITY ? type_identity_strides(P->a, to->rank, to->shape)
	                                                : NEWARRAY(P->a, int64_t, to->rank + 1);
	for (int g = 0, b = 0; from->layout != LAYOUT_IDENTITY && g < r; b = (int)end[g++]) {
		int e = (int)end[g];
		if (expand) {
			int64_t s = from->strides[g];
			for (int i = e - 1; i >= b; i--) {
				want[i] = s;
				s = dyn_mul(s, to->shape[i]);
			}
			continue;
		}
		int last = e - 1;
		while (last > b && from->shape[last] == 1)
			last--;
		want[g] = from->shape[last] != DYN || last == b ? from->strides[last] : DYN;
		int64_t s = want[g];
		for (int i = e - 1; i > b; i--) {
			s = dyn_mul(s, from->shape[i]);
			if (from->shape[i - 1] != 1 && s != DYN && from->strides[i - 1] != DYN && s != from->strides[i - 1]) {
				diag_error(cx, name.loc, "'%s' cannot collapse the non-contiguous dimensions %d to %d of '%s'",
				           opname, b, e - 1, type_mlir(cx, from));
				return failed(P, name, &to, 1);
			}
		}
	}
	for (int i = 0; expand && r == 0 && i < nb; i++)
		want[i] = from->layout == LAYOUT_IDENTITY ? want[i] : 1;
	int64_t o = from->layout == LAYOUT_IDENTITY ? 0 : from->offset;
	bool ok = to->offset == DYN || to->offset == o;
	for (int i = 0; i < to->rank; i++)
		ok &= to->strides[i] == DYN || to->strides[i] == want[i];
	if (!ok) {
		char sb[256], os[32];
		snprintf(os, sizeof os, o == DYN ? "?" : "%lld", (long long)o);
		diag_error(cx, name.loc, "'%s' makes a view of strides %s and offset %s, not '%s'", opname,
		           spell_list(sb, sizeof sb, want, to->rank), os, type_mlir(cx, to));
		return failed(P, name, &to, 1);
	}
	int ndyn = list_len(dyn);
	Op *op = b_op_new(P, &name, 1 + ndyn, 1);
	op->attrs = dict;
	op->type = to;
	op->statics = st;
	b_op_result(P, op, 0, to);
	op->opnd[0] = b_use(P, src, from);
	for (int i = 0; i < ndyn; i++)
		op->opnd[1 + i] = b_use(P, dyn->v[i], P->index);
	return op;
}

/* memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
 * memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32> */
Op *b_reshape(Parser *P, Tok name, Tok src, Attr *re, Tok *word, List *shape, Attr *dict, Type *from,
              Tok into, Type *to)
{
	bool expand = name.op == OP_MEMREF_EXPAND_SHAPE;
	if (expand && (!word || word->len != 12 || memcmp(tok_text(P, *word), "output_shape", 12))) {
		diag_error(P->cx, word ? word->loc : name.loc, "'memref.expand_shape' needs 'output_shape' "
		           "after its reassociation");
		return failed(P, name, &to, 1);
	}
	if (!expand && word) {
		diag_error(P->cx, word->loc, "expected ':'");
		return failed(P, name, &to, 1);
	}
	if (into.len != 4 || memcmp(tok_text(P, into), "into", 4)) {
		diag_error(P->cx, into.loc, "expected 'into'");
		return failed(P, name, &to, 1);
	}
	ViewLists vl = {.dyn = list_new(P)};
	int n = shape ? list_len(shape) : 0;
	vl.statics = NEWARRAY(P->a, int64_t, n + 1);
	if (shape && !read_list(P, &vl, SIZES, shape, vl.statics))
		return failed(P, name, &to, 1);
	return reshape_op(P, name, &src, from, to, re, vl.statics, n, vl.dyn, dict);
}

/* "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1], [2]],
 *   static_output_shape = array<i64: -9223372036854775808, 3, 4>}> : (memref<?x4xf32>, index) -> ... */
Op *b_generic_reshape(Parser *P, Tok name, List *opnds, Attr *attrs, Type *ft)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[name.op].name;
	bool expand = name.op == OP_MEMREF_EXPAND_SHAPE;
	int n = list_len(opnds);
	if (n != ft->nin || n < 1 || ft->nout != 1 || (!expand && n != 1)) {
		diag_error(cx, name.loc, "'%s' has a source%s and one result", opname,
		           expand ? ", the dynamic sizes of its output shape" : "");
		return failed(P, name, ft->outs, ft->nout);
	}
	List *dyn = list_new(P);
	int64_t *shape = NULL;
	int nshape = 0, ndyn = 0;
	if (expand) {
		Attr *a = attr_get(attrs, "static_output_shape");
		bool ok = a && a->kind == AT_ARRAY;
		nshape = ok ? a->n : 0;
		shape = NEWARRAY(P->a, int64_t, nshape + 1);
		for (int i = 0; ok && i < a->n; i++) {
			ok = int_value(a->elems[i], &shape[i]);
			ndyn += shape[i] == DYN;
		}
		if (!ok) {
			diag_error(cx, name.loc, "'%s' needs 'static_output_shape' to be an array of 64-bit integers", opname);
			return failed(P, name, ft->outs, 1);
		}
		if (ndyn != n - 1) {
			diag_error(cx, name.loc, "'%s' needs %d operand%s for its dynamic output_shape, got %d", opname, ndyn,
			           ndyn == 1 ? "" : "s", n - 1);
			return failed(P, name, ft->outs, 1);
		}
		for (int i = 1; i < n; i++) {
			if (ft->ins[i] != P->index) {
				diag_error(cx, name.loc, "'%s' output_shape values are of type 'index'", opname);
				return failed(P, name, ft->outs, 1);
			}
			list_push(P, dyn, opnds->v[i]);
		}
	}
	return reshape_op(P, name, opnds->v[0], ft->ins[0], ft->outs[0], attr_get(attrs, "reassociation"), shape,
	                  nshape, dyn, attrs);
}

/* memref.view %buf[%shift][%n] : memref<?xi8> to memref<?x4xf32>: the
 * operands of the generic form, the source, the byte shift and the
 * dynamic sizes; the verifier checks them, in both forms. */
Op *b_memref_view(Parser *P, Tok name, Tok src, Tok shift, List *sizes, Attr *dict, Type *from, Type *to)
{
	int n = list_len(sizes);
	Op *op = b_op_new(P, &name, 2 + n, 1);
	op->attrs = dict;
	op->opnd[0] = b_use(P, &src, from);
	op->opnd[1] = b_use(P, &shift, P->index);
	for (int i = 0; i < n; i++)
		op->opnd[2 + i] = b_use(P, sizes->v[i], P->index);
	b_op_result(P, op, 0, to);
	return op;
}

/* memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32> */
Op *b_memref_reshape(Parser *P, Tok name, Tok src, Tok shape, Attr *dict, Type *ft)
{
	if (ft->kind != TY_FUNC || ft->nin != 2 || ft->nout != 1) {
		diag_error(P->cx, name.loc, "'memref.reshape' type must be '(source, shape) -> result', got '%s'",
		           type_mlir(P->cx, ft));
		return failed(P, name, NULL, 0);
	}
	Op *op = b_op_new(P, &name, 2, 1);
	op->attrs = dict;
	op->opnd[0] = b_use(P, &src, ft->ins[0]);
	op->opnd[1] = b_use(P, &shape, ft->ins[1]);
	b_op_result(P, op, 0, ft->outs[0]);
	return op;
}

enum { PERM_MAX = 64 };   /* a permutation's dimensions: bits of a word */

/* A permutation of n (at most PERM_MAX) dimensions into statics: {n,
 * source of result 0, ...}; NULL after saying what is wrong (at loc) */
static int64_t *permutation(Parser *P, Loc loc, const int64_t *src, int n)
{
	int64_t *s = NEWARRAY(P->a, int64_t, n + 1);
	uint64_t seen = 0;
	s[0] = n;
	for (int k = 0; k < n; k++) {
		int64_t d = src[k];
		if (d < 0 || d >= n || (seen >> d & 1)) {
			diag_error(P->cx, loc, "'memref.transpose' needs a permutation of its dimensions");
			return NULL;
		}
		seen |= 1ull << d;
		s[1 + k] = d;
	}
	return s;
}

/* memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
 * "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> */
Op *b_memref_transpose(Parser *P, Tok name, Tok v, List *dims, List *results, Attr *map, Attr *dict, Type *from,
                       Type *to)
{
	Op *op = b_op_new(P, &name, 1, 1);
	op->attrs = dict;
	op->opnd[0] = b_use(P, &v, from);
	b_op_result(P, op, 0, to);
	b_transpose_map(P, op, dims, results, map);
	return op;
}

void b_transpose_map(Parser *P, Op *op, List *dims, List *results, Attr *map)
{
	int64_t src[PERM_MAX];
	int n;
	if (dims) {
		n = list_len(dims);
		if (n != list_len(results) || n > PERM_MAX) {
			diag_error(P->cx, op->loc, "'memref.transpose' needs as many results as dimensions, at most %d",
			           PERM_MAX);
			return;
		}
		for (int k = 0; k < n; k++) {
			Tok *r = results->v[k];
			src[k] = -1;
			for (int i = 0; i < n; i++) {
				Tok *d = dims->v[i];
				if (d->len == r->len && !memcmp(tok_text(P, *d), tok_text(P, *r), r->len))
					src[k] = i;
			}
		}
	} else {
		AffineMap *m = b_affine_map(P, op, map);
		if (!m)
			return;
		n = m->ndims;
		if (m->nsyms || m->nresults != n || n > PERM_MAX) {
			diag_error(P->cx, map->loc, "'memref.transpose' needs a permutation of its dimensions");
			return;
		}
		for (int k = 0; k < n; k++)
			src[k] = m->results[k]->kind == AFF_DIM ? m->results[k]->value : -1;
	}
	op->statics = permutation(P, dims ? op->loc : map->loc, src, n);
}
