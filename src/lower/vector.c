/* vector dialect, as MLIR 22 lowers it (convert-vector-to-llvm): a 1-D
 * vector is an LLVM vector, an n-D one an array of arrays of 1-D vectors
 * (its "leaves"), which extractvalue and insertvalue take apart and put
 * together; ops on n-D vectors go leaf by leaf, or element by element
 * where the leaves do not line up (shape_cast, transpose). */
#include <string.h>
#include "lower.h"

static const char *hint(Op *op)
{
	return op->res[0]->name;
}

static const char *ty(Lower *lw, Type *t)
{
	return type_ll(lw->cx, t);
}

/* The 1-D vector type of t's leaves */
static Type *leaf_type(Lower *lw, Type *t)
{
	return type_vector(lw->cx, t->elem, 1, t->shape + t->rank - 1);
}

/* The number of leaves of t */
static int64_t leaf_count(const Type *t)
{
	int64_t n = 1;
	for (int i = 0; i + 1 < t->rank; i++)
		n *= t->shape[i];
	return n;
}

/* ", p0, p1": the path of extractvalue and insertvalue to pos[0..n) */
static const char *path(Lower *lw, const int64_t *pos, int n)
{
	const char *s = "";
	for (int i = 0; i < n; i++)
		s = ll_fmt(&lw->ll, "%s, %lld", s, (long long)pos[i]);
	return s;
}

/* The leading position of leaf k of t, row-major, into pos[0..rank-1) */
static void leaf_pos(const Type *t, int64_t k, int64_t *pos)
{
	for (int i = t->rank - 2; i >= 0; i--) {
		pos[i] = k % t->shape[i];
		k /= t->shape[i];
	}
}

/* Leaf k of the value v of type t (v itself for a 1-D vector) */
static LVal leaf_get(Lower *lw, Type *t, LVal v, int64_t k)
{
	if (t->rank == 1)
		return v;
	int64_t pos[VECTOR_RANK_MAX];
	leaf_pos(t, k, pos);
	return ll_def(&lw->ll, "leaf", "extractvalue %s %s%s", ty(lw, t), v.s, path(lw, pos, t->rank - 1));
}

/* agg with leaf k set to leaf (leaf itself for a 1-D vector) */
static LVal leaf_put(Lower *lw, Type *t, LVal agg, LVal leaf, int64_t k, const char *name)
{
	if (t->rank == 1)
		return leaf;
	int64_t pos[VECTOR_RANK_MAX];
	leaf_pos(t, k, pos);
	return ll_def(&lw->ll, name, "insertvalue %s %s, %s %s%s", ty(lw, t), agg.s, ty(lw, leaf_type(lw, t)),
	              leaf.s, path(lw, pos, t->rank - 1));
}

/* A 1-D vector t of the scalar s in every lane, as MLIR 22 makes it */
static LVal splat(Lower *lw, Type *t, LVal s, const char *name)
{
	const char *vt = ty(lw, t);
	LVal one = ll_def(&lw->ll, "splat", "insertelement %s poison, %s %s, i32 0", vt, ty(lw, t->elem), s.s);
	return ll_def(&lw->ll, name, "shufflevector %s %s, %s poison, <%lld x i32> zeroinitializer", vt, one.s,
	              vt, (long long)t->shape[0]);
}

/* The name for leaf k of n: the op's result's for the last */
static const char *leaf_name(Op *op, int64_t k, int64_t n)
{
	return k + 1 == n ? hint(op) : "acc";
}

/* %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
 *   -> the address of memref.load; load <8 x float>, ptr %p, align 4 (the
 *      element's alignment, or the op's 'alignment') */
static int64_t alignment(Lower *lw, Op *op, Type *elem)
{
	Attr *a = attr_get(op->attrs, "alignment");
	if (a && a->kind == AT_INT && a->decimal && a->offset > 0)
		return a->offset;
	int64_t bytes = (type_bits(lw->cx, elem) + 7) / 8, al = 1;
	while (al < bytes)
		al *= 2;
	return al;
}

/* The address of m[idx...] as a pointer to a vector of type vt (a
 * bitcast from the element pointer with typed pointers), its type in *pt */
static LVal vector_address(Lower *lw, Value *m, Value **idx, int n, Type *vt, const char **pt)
{
	LVal p = lower_element_address(lw, m, idx, n, pt);
	if (!*pt)
		*pt = "ptr";
	const char *to = lower_ptr_to(lw, ty(lw, vt), m->type->memspace);
	p = lower_ptr_cast(lw, p, *pt, to);
	*pt = to;
	return p;
}

void lower_vector_load(Lower *lw, Op *op)
{
	const char *pt;
	Type *m = op->opnd[0]->type;
	LVal p = vector_address(lw, op->opnd[0], op->opnd + 1, op->nopnd - 1, op->res[0]->type, &pt);
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "load %s, %s %s, align %lld", ty(lw, op->res[0]->type),
	                            pt, p.s, (long long)alignment(lw, op, m->elem)));
}

/* vector.store %v, %m[%i] : memref<?xf32>, vector<8xf32>  ->  store <8 x float> %v, ptr %p, align 4 */
void lower_vector_store(Lower *lw, Op *op)
{
	const char *pt;
	Type *m = op->opnd[1]->type;
	LVal p = vector_address(lw, op->opnd[1], op->opnd + 2, op->nopnd - 2, op->opnd[0]->type, &pt);
	ll_emit(&lw->ll, "store %s %s, %s %s, align %lld", ty(lw, op->opnd[0]->type), lower_opnd(op, 0).s,
	        pt, p.s, (long long)alignment(lw, op, m->elem));
}

/* The call of the masked intrinsic `name` at p (of type pt) with the
 * alignment al, on vectors of LLVM type v and masks of type mt: of a load
 * (p, al, mask, the pass-through `last`) into a value named into, or of a
 * store (the value `last`, p, al, mask) when into is NULL */
static LVal masked_op(Lower *lw, const char *into, const char *name, const char *v, const char *pt, const char *p,
                      long long al, const char *mt, const char *mask, const char *last)
{
	LFunc *L = &lw->ll;
	if (into) {
		ll_need_decl(lw->cx, name, ll_fmt(L, "declare %s @%s(%s, i32, %s, %s)", v, name, pt, mt, v));
		return ll_def(L, into, "call %s @%s(%s %s, i32 %lld, %s %s, %s %s)", v, name, pt, p, al, mt, mask, v, last);
	}
	ll_need_decl(lw->cx, name, ll_fmt(L, "declare void @%s(%s, %s, i32, %s)", name, v, pt, mt));
	ll_emit(L, "call void @%s(%s %s, %s %s, i32 %lld, %s %s)", name, v, last, pt, p, al, mt, mask);
	return (LVal){0};
}

/* masked_op for op, whose last operands are the mask and the
 * pass-through or value, and which has a result if it loads */
static void masked_call(Lower *lw, Op *op, const char *name, const char *pt, const char *p, long long al)
{
	int n = op->nopnd;
	LVal r = masked_op(lw, op->nres ? hint(op) : NULL, name, ty(lw, op->opnd[n - 1]->type), pt, p, al,
	                   ty(lw, op->opnd[n - 2]->type), lower_opnd(op, n - 2).s, lower_opnd(op, n - 1).s);
	if (op->nres)
		lower_set(lw, op, 0, r);
}

/* llvm.masked.load or store (the mnemonic) of the vector type vt in memory
 * space as: ".v8f32.p0", with typed pointers ".v8f32.p0v8f32" */
static const char *masked_name(Lower *lw, const char *mnemonic, Type *vt, int as)
{
	const char *v = lower_mangle(lw, vt);
	return ll_fmt(&lw->ll, "%s%s.p%d%s", mnemonic, v, as, lw->cx->typed_ptrs ? v + 1 : "");
}

/* %v = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
 *   -> @llvm.masked.expandload.v8f32(ptr %p, mask, pass) at memref.load's address %p
 * vector.compressstore %m[%i], %mask, %v -> @llvm.masked.compressstore.v8f32(v, ptr %p, mask)
 * (no alignment; the element's pointer, of memory space 0) */
static void expand_compress(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	int n = op->nopnd;
	Type *vt = op->opnd[n - 1]->type;
	const char *pt, *v = ty(lw, vt), *mt = ty(lw, op->opnd[n - 2]->type), *mask = lower_opnd(op, n - 2).s;
	LVal p = lower_element_address(lw, op->opnd[0], op->opnd + 1, n - 3, &pt);
	if (!pt)
		pt = "ptr";
	const char *name = ll_fmt(L, "%s%s", op_info[op->id].mnemonic, lower_mangle(lw, vt)), *last = lower_opnd(op, n - 1).s;
	if (op->nres) {
		ll_need_decl(lw->cx, name, ll_fmt(L, "declare %s @%s(%s, %s, %s)", v, name, pt, mt, v));
		lower_set(lw, op, 0, ll_def(L, hint(op), "call %s @%s(%s %s, %s %s, %s %s)", v, name, pt, p.s, mt, mask, v, last));
		return;
	}
	ll_need_decl(lw->cx, name, ll_fmt(L, "declare void @%s(%s, %s, %s)", name, v, pt, mt));
	ll_emit(L, "call void @%s(%s %s, %s %s, %s %s)", name, v, last, pt, p.s, mt, mask);
}

/* vector.maskedload %m[%i], %mask, %pass -> @llvm.masked.load.v8f32.p0(ptr %p, i32 4, mask, pass)
 * vector.maskedstore %m[%i], %mask, %v -> @llvm.masked.store.v8f32.p0(v, ptr %p, i32 4, mask)
 * (the alignment an i32 operand, as LLVM 15 takes it; LLVM 22 reads it
 * as the pointer's align attribute, as MLIR 22 writes it) */
void lower_vector_masked(Lower *lw, Op *op)
{
	const char *pt;
	Type *m = op->opnd[0]->type;
	int n = op->nopnd;
	Type *vt = op->opnd[n - 1]->type;
	if (op->id == OP_VECTOR_EXPANDLOAD || op->id == OP_VECTOR_COMPRESSSTORE) {
		expand_compress(lw, op);
		return;
	}
	LVal p = vector_address(lw, op->opnd[0], op->opnd + 1, n - 3, vt, &pt);
	masked_call(lw, op, masked_name(lw, op_info[op->id].mnemonic, vt, m->memspace), pt, p.s,
	            (long long)alignment(lw, op, m->elem));
}

/* llvm.masked.gather or scatter (the mnemonic) of the vector type vt at
 * pointers to elem in memory space as: ".v4f32.v4p0", with typed pointers
 * ".v4f32.v4p0f32" */
static const char *gather_name(Lower *lw, const char *mnemonic, Type *vt, int as, Type *elem)
{
	return ll_fmt(&lw->ll, "%s%s.v%lldp%d%s", mnemonic, lower_mangle(lw, vt), (long long)vt->shape[0], as,
	              lw->cx->typed_ptrs ? lower_mangle(lw, elem) + 1 : "");
}

/* %v = vector.gather %m[%i][%idx], %mask, %pass : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
 *   -> %ptrs = getelementptr float, ptr %p, <4 x i32> %idx (%p: memref.load's address)
 *      %v = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %ptrs, i32 4, <4 x i1> %mask, <4 x float> %pass)
 * vector.scatter: llvm.masked.scatter of the value, at the same pointers
 * (the alignment an i32 operand, LLVM 15's form, as maskedload's) */
void lower_vector_gather(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *m = op->opnd[0]->type;
	int n = op->nopnd;
	Type *vt = op->opnd[n - 1]->type, *iv = op->opnd[n - 3]->type;
	const char *pt, *e = ty(lw, m->elem);
	LVal p = lower_element_address(lw, op->opnd[0], op->opnd + 1, n - 4, &pt);
	if (!pt)
		pt = lower_ptr_to(lw, e, m->memspace);
	long long lanes = (long long)vt->shape[0];
	LVal ptrs = ll_def(L, "ptrs", "getelementptr %s, %s %s, %s %s", e, pt, p.s, ty(lw, iv), lower_opnd(op, n - 3).s);
	masked_call(lw, op, gather_name(lw, op_info[op->id].mnemonic, vt, m->memspace, m->elem),
	            ll_fmt(L, "<%lld x %s>", lanes, pt), ptrs.s, (long long)alignment(lw, op, m->elem));
}

/* %b = vector.broadcast %s : f32 to vector<2x4xf32>: the 1-D splat in
 * every leaf; of a vector, each leaf is the source's leaf that lines up
 * with it (its dimensions of size 1 stretched), or the splat of its one
 * element. vector.splat is the broadcast of a scalar. */
void lower_vector_broadcast(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *r = op->res[0]->type, *a = op->opnd[0]->type, *leaf = leaf_type(lw, r);
	int64_t n = leaf_count(r), lanes = r->shape[r->rank - 1];
	LVal src = lower_opnd(op, 0), acc = lv_str("poison"), once = {0};
	if (a->kind != TY_VECTOR)
		once = splat(lw, leaf, src, n == 1 ? hint(op) : "splat");
	for (int64_t k = 0; k < n; k++) {
		LVal l = once;
		if (a->kind == TY_VECTOR) {
			int64_t pos[VECTOR_RANK_MAX], spos[VECTOR_RANK_MAX];
			leaf_pos(r, k, pos);
			for (int j = 0; j + 1 < a->rank; j++)   /* source dimension j is result dimension i */
				spos[j] = a->shape[j] == 1 ? 0 : pos[j + r->rank - a->rank];
			int64_t sk = 0;
			for (int j = 0; j + 1 < a->rank; j++)
				sk = sk * a->shape[j] + spos[j];
			l = leaf_get(lw, a, src, sk);
			if (a->shape[a->rank - 1] != lanes) {   /* of size 1 */
				LVal e = ll_def(L, "elem", "extractelement %s %s, i64 0", ty(lw, leaf_type(lw, a)), l.s);
				l = splat(lw, leaf, e, r->rank == 1 ? hint(op) : "splat");
			}
		}
		acc = leaf_put(lw, r, acc, l, k, leaf_name(op, k, n));
	}
	lower_set(lw, op, 0, acc);
}

/* The position of a vector.extract or insert: static, or the operand
 * after the vector (a DYN, in the last dimension only) */
static const char *lane(Lower *lw, Op *op, int64_t p, int dyn)
{
	if (p == DYN)
		return ll_fmt(&lw->ll, "%s %s", lw->ix, lower_opnd(op, dyn).s);
	return ll_fmt(&lw->ll, "i64 %lld", (long long)p);
}

static bool has_poison(const int64_t *pos, int n)
{
	for (int i = 0; i < n; i++)
		if (pos[i] == -1)
			return true;
	return false;
}

/* %e = vector.extract %v[1, 2] : f32 from vector<4x8xf32>
 *   -> %leaf = extractvalue [4 x <8 x float>] %v, 1
 *      %e = extractelement <8 x float> %leaf, i64 2
 * a part of rank 1 or more is one extractvalue; position -1 is poison */
void lower_vector_extract(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[0]->type;
	int n = (int)op->statics[0];
	const int64_t *pos = op->statics + 1;
	LVal v = lower_opnd(op, 0);
	if (has_poison(pos, n)) {
		lower_set(lw, op, 0, lv_str("poison"));
		return;
	}
	if (n == 0) {
		lower_set(lw, op, 0, v);
		return;
	}
	if (n < t->rank) {
		lower_set(lw, op, 0, ll_def(L, hint(op), "extractvalue %s %s%s", ty(lw, t), v.s, path(lw, pos, n)));
		return;
	}
	if (t->rank > 1)
		v = ll_def(L, "leaf", "extractvalue %s %s%s", ty(lw, t), v.s, path(lw, pos, n - 1));
	lower_set(lw, op, 0, ll_def(L, hint(op), "extractelement %s %s, %s", ty(lw, leaf_type(lw, t)), v.s,
	                            lane(lw, op, pos[n - 1], 1)));
}

/* %r = vector.insert %e, %v[1, 2] : f32 into vector<4x8xf32>
 *   -> extractvalue the leaf, insertelement %e into it, insertvalue it back */
void lower_vector_insert(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[1]->type, *e = op->opnd[0]->type;
	int n = (int)op->statics[0];
	const int64_t *pos = op->statics + 1;
	LVal x = lower_opnd(op, 0), v = lower_opnd(op, 1);
	if (has_poison(pos, n)) {
		lower_set(lw, op, 0, lv_str("poison"));
		return;
	}
	if (n == 0) {
		lower_set(lw, op, 0, x);
		return;
	}
	const char *tt = ty(lw, t);
	if (n < t->rank) {
		lower_set(lw, op, 0, ll_def(L, hint(op), "insertvalue %s %s, %s %s%s", tt, v.s, ty(lw, e), x.s,
		                            path(lw, pos, n)));
		return;
	}
	Type *lt = leaf_type(lw, t);
	LVal l = t->rank > 1 ? ll_def(L, "leaf", "extractvalue %s %s%s", tt, v.s, path(lw, pos, n - 1)) : v;
	l = ll_def(L, t->rank > 1 ? "leaf" : hint(op), "insertelement %s %s, %s %s, %s", ty(lw, lt), l.s,
	           ty(lw, e), x.s, lane(lw, op, pos[n - 1], 2));
	if (t->rank > 1)
		l = ll_def(L, hint(op), "insertvalue %s %s, %s %s%s", tt, v.s, ty(lw, lt), l.s, path(lw, pos, n - 1));
	lower_set(lw, op, 0, l);
}

/* %e = vector.extractelement %v[%i : i32] : vector<4xf32>  ->  extractelement <4 x float> %v, i32 %i
 * %r = vector.insertelement %e, %v[%i : i32] : vector<4xf32>  ->  insertelement ... */
void lower_vector_element(Lower *lw, Op *op)
{
	Value *p = op->opnd[op->nopnd - 1];
	const char *pos = ll_fmt(&lw->ll, "%s %s", ty(lw, p->type), p->ll[0].s);
	if (op->id == OP_VECTOR_EXTRACTELEMENT) {
		lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "extractelement %s %s, %s", ty(lw, op->opnd[0]->type),
		                            lower_opnd(op, 0).s, pos));
		return;
	}
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "insertelement %s %s, %s %s, %s", ty(lw, op->opnd[1]->type),
	                            lower_opnd(op, 1).s, ty(lw, op->opnd[0]->type), lower_opnd(op, 0).s, pos));
}

/* %s = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
 *   -> shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
 * (-1: i32 poison); of 1-D vectors of two lengths, lane by lane; of n-D
 * ones, the rows of the leading dimension one by one */
void lower_vector_shuffle(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *a = op->opnd[0]->type, *b = op->opnd[1]->type, *r = op->res[0]->type;
	int64_t n = op->statics[0], na = a->shape[0];
	const int64_t *mask = op->statics + 1;
	LVal x = lower_opnd(op, 0), y = lower_opnd(op, 1);
	if (a->rank == 1 && a == b) {
		const char *m = "";
		for (int64_t i = 0; i < n; i++)
			m = mask[i] < 0 ? ll_fmt(L, "%s%si32 poison", m, i ? ", " : "")
			                : ll_fmt(L, "%s%si32 %lld", m, i ? ", " : "", (long long)mask[i]);
		lower_set(lw, op, 0, ll_def(L, hint(op), "shufflevector %s %s, %s %s, <%lld x i32> <%s>", ty(lw, a), x.s,
		                            ty(lw, b), y.s, (long long)n, m));
		return;
	}
	LVal acc = lv_str("poison");
	const char *rt = ty(lw, r);
	for (int64_t i = 0; i < n; i++) {
		if (mask[i] < 0)
			continue;
		bool first = mask[i] < na;
		Type *src = first ? a : b;
		int64_t at = first ? mask[i] : mask[i] - na;
		const char *name = i + 1 == n ? hint(op) : "acc";
		if (a->rank == 1) {
			LVal e = ll_def(L, "elem", "extractelement %s %s, i64 %lld", ty(lw, src), first ? x.s : y.s,
			                (long long)at);
			acc = ll_def(L, name, "insertelement %s %s, %s %s, i64 %lld", rt, acc.s, ty(lw, r->elem), e.s,
			             (long long)i);
		} else {
			LVal e = ll_def(L, "row", "extractvalue %s %s, %lld", ty(lw, src), first ? x.s : y.s, (long long)at);
			Type *row = type_intern(lw->cx, &(Type){.kind = TY_VECTOR, .rank = r->rank - 1,
			                                        .shape = r->shape + 1, .elem = r->elem});
			acc = ll_def(L, name, "insertvalue %s %s, %s %s, %lld", rt, acc.s, ty(lw, row), e.s, (long long)i);
		}
	}
	lower_set(lw, op, 0, acc);
}

/* The result of type r whose element at each row-major position
 * (pos[0..rank)) is the source's element at what src_pos gives: built
 * lane by lane into each leaf, the leaves into the array */
typedef void (*SrcPos)(const Op *op, const int64_t *pos, int64_t *spos);
static LVal by_element(Lower *lw, Op *op, SrcPos src_pos)
{
	LFunc *L = &lw->ll;
	Type *r = op->res[0]->type, *a = op->opnd[0]->type;
	Type *rl = leaf_type(lw, r), *al = leaf_type(lw, a);
	int64_t n = leaf_count(r), lanes = r->shape[r->rank - 1];
	LVal v = lower_opnd(op, 0), acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		int64_t pos[VECTOR_RANK_MAX], spos[VECTOR_RANK_MAX];
		leaf_pos(r, k, pos);
		LVal l = lv_str("poison");
		for (int64_t j = 0; j < lanes; j++) {
			pos[r->rank - 1] = j;
			src_pos(op, pos, spos);
			LVal sl = a->rank > 1 ? ll_def(L, "leaf", "extractvalue %s %s%s", ty(lw, a), v.s,
			                               path(lw, spos, a->rank - 1)) : v;
			LVal e = ll_def(L, "elem", "extractelement %s %s, i64 %lld", ty(lw, al), sl.s,
			                (long long)spos[a->rank - 1]);
			l = ll_def(L, r->rank == 1 && j + 1 == lanes ? hint(op) : "lane", "insertelement %s %s, %s %s, i64 %lld",
			           ty(lw, rl), l.s, ty(lw, r->elem), e.s, (long long)j);
		}
		acc = leaf_put(lw, r, acc, l, k, leaf_name(op, k, n));
	}
	return acc;
}

/* shape_cast: the same row-major index in the source */
static void cast_pos(const Op *op, const int64_t *pos, int64_t *spos)
{
	const Type *r = op->res[0]->type, *a = op->opnd[0]->type;
	int64_t flat = 0;
	for (int i = 0; i < r->rank; i++)
		flat = flat * r->shape[i] + pos[i];
	for (int i = a->rank - 1; i >= 0; i--) {
		spos[i] = flat % a->shape[i];
		flat /= a->shape[i];
	}
}

/* %r = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>: the
 * same elements in row-major order; where the innermost sizes agree, the
 * leaves in order */
void lower_vector_shape_cast(Lower *lw, Op *op)
{
	Type *r = op->res[0]->type, *a = op->opnd[0]->type;
	LVal v = lower_opnd(op, 0);
	if (r == a) {
		lower_set(lw, op, 0, v);
		return;
	}
	if (r->shape[r->rank - 1] != a->shape[a->rank - 1]) {
		lower_set(lw, op, 0, by_element(lw, op, cast_pos));
		return;
	}
	int64_t n = leaf_count(r);
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++)
		acc = leaf_put(lw, r, acc, leaf_get(lw, a, v, k), k, leaf_name(op, k, n));
	lower_set(lw, op, 0, acc);
}

/* transpose: result dimension i is source dimension perm[i] */
static void transpose_pos(const Op *op, const int64_t *pos, int64_t *spos)
{
	const int64_t *perm = op->statics + 1;
	for (int i = 0; i < op->statics[0]; i++)
		spos[perm[i]] = pos[i];
}

/* %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32> */
void lower_vector_transpose(Lower *lw, Op *op)
{
	lower_set(lw, op, 0, by_element(lw, op, transpose_pos));
}

/* The largest (max) or smallest signed integer of w bits, as LLVM reads it */
static const char *int_bound(Lower *lw, int w, bool max)
{
	if (w <= 64) {
		int64_t least = w == 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1));
		return ll_fmt(&lw->ll, "%lld", (long long)(max ? -(least + 1) : least));
	}
	/* u0x and a hex digit of the top bits, then w / 4 digits: 2^(w-1) - 1 or 2^(w-1) */
	int top = (w - 1) % 4, digits = (w - 1) / 4;
	char *s = arena_alloc(lw->ll.a, (size_t)digits + 5);
	memcpy(s, "u0x", 3);
	s[3] = "0123456789ABCDEF"[max ? (1 << top) - 1 : 1 << top];
	memset(s + 4, max ? 'F' : '0', (size_t)digits);
	s[4 + digits] = 0;
	return s;
}

/* What a masked-off lane of a reduction of the kind k, of elements of
 * type e, becomes: the value that the kind's op leaves the other operand
 * of (-0.0 for a float add, NaN for minnumf, +inf for minimumf, ...) */
static const char *neutral(Lower *lw, int k, Type *e)
{
	static const char *const fl[VRED_KINDS] = {"-0.0", "1.0", [4] = "0x7FF8000000000000",
		[7] = "0x7FF8000000000000", [11] = "0xFFF0000000000000", [12] = "0x7FF0000000000000"};
	static const char *const in[VRED_KINDS] = {"0", "1", "-1", NULL, [5] = "0", [8] = "-1", "0", "0"};
	if (e->kind == TY_FLOAT)
		return fl[k];
	return in[k] ? in[k] : int_bound(lw, type_bits(lw->cx, e), k == 3);
}

/* The 1-D vector x of type vt with the lanes off in mask m (vector.mask's)
 * replaced by the kind k's neutral value */
static LVal mask_lanes(Lower *lw, int k, Type *vt, LVal x, LVal m)
{
	Type *mt = type_vector(lw->cx, type_int(lw->cx, 1), 1, vt->shape);
	return ll_def(&lw->ll, "masked", "select %s %s, %s %s, %s %s", ty(lw, mt), m.s, ty(lw, vt), x.s, ty(lw, vt),
	              lower_splat(lw, vt, neutral(lw, k, vt->elem)).s);
}

/* %r = vector.reduction <add>, %v [, %acc] : vector<4xf32> into f32
 *   -> call float @llvm.vector.reduce.fadd.v4f32(float 0.0 or %acc, <4 x float> %v)
 * An integer or min/max reduction has no start value: the accumulator
 * joins its result after, as MLIR 22 does (add, mul, and, or, xor; a
 * compare and select for integer min/max; llvm.maxnum etc. for floats).
 * reduce() is that of the kind k of the 1-D vector v of type vt, with
 * the fastmath flags fm, the last value named name. */
static LVal reduce(Lower *lw, int k, Type *vt, const char *v, const char *acc, const char *fm, const char *name)
{
	LFunc *L = &lw->ll;
	Type *e = vt->elem;
	const char *ll = vred_kinds[k].ll, *vs = ty(lw, vt), *et = ty(lw, e), *mangle = lower_mangle(lw, vt);
	bool fl = e->kind == TY_FLOAT, minmax = !strcmp(ll, "fmaximum") || !strcmp(ll, "fminimum");
	if (fl && (k == 0 || k == 1)) {   /* fadd, fmul: ordered, from the start value */
		const char *fn = ll_fmt(L, "llvm.vector.reduce.f%s%s", ll, mangle);
		lower_declare(lw, fn, et, ll_fmt(L, "%s, %s", et, vs));
		const char *start = acc ? acc : k == 0 ? "0.0" : "1.0";
		return ll_def(L, name, "call %s%s @%s(%s %s, %s %s)", fm, et, fn, et, start, vs, v);
	}
	LVal r;
	if (minmax) {
		/* llvm.vector.reduce.fmaximum is newer than LLVM 15: a chain of
		 * minimum or maximum over the lanes, the same value (it is
		 * associative) */
		int64_t lanes = vt->shape[0];
		r = ll_def(L, lanes == 1 && !acc ? name : "lane", "extractelement %s %s, i64 0", vs, v);
		for (int64_t i = 1; i < lanes; i++) {
			LVal x = ll_def(L, "lane", "extractelement %s %s, i64 %lld", vs, v, (long long)i);
			r = lower_minimum(lw, ll[2] == 'a', e, r.s, x.s, i + 1 == lanes && !acc ? name : "red");
		}
	} else {
		const char *fn = ll_fmt(L, "llvm.vector.reduce.%s%s", ll, mangle);
		lower_declare(lw, fn, et, vs);
		r = ll_def(L, acc ? "red" : name, "call %s%s @%s(%s %s)", fm, et, fn, vs, v);
	}
	if (!acc)
		return r;
	if (minmax)
		return lower_minimum(lw, ll[2] == 'a', e, r.s, acc, name);
	if (fl) {   /* fmax -> llvm.maxnum, fmin -> llvm.minnum: no flags, as MLIR 22 */
		const char *fn = ll_fmt(L, "llvm.%s%s", !strcmp(ll, "fmax") ? "maxnum" : "minnum", lower_mangle(lw, e));
		lower_declare(lw, fn, et, ll_fmt(L, "%s, %s", et, et));
		return ll_def(L, name, "call %s @%s(%s %s, %s %s)", et, fn, et, r.s, et, acc);
	}
	static const char *const pred[] = {[2] = "ule", [3] = "sle", [5] = "uge", [6] = "sge"};
	if (k >= 2 && k <= 6) {   /* the integer min and max */
		LVal c = ll_def(L, "cmp", "icmp %s %s %s, %s", pred[k], et, acc, r.s);
		return ll_def(L, name, "select i1 %s, %s %s, %s %s", c.s, et, acc, et, r.s);
	}
	return ll_def(L, name, "%s %s %s, %s", ll, et, acc, r.s);
}

/* Under vector.mask (FLAG_MASKED, the mask last), the lanes off are the
 * kind's neutral value: the value of MLIR 22's llvm.vp.reduce.* */
void lower_vector_reduction(Lower *lw, Op *op)
{
	Type *vt = op->opnd[0]->type;
	bool masked = op->flags & FLAG_MASKED;
	const char *fm = vt->elem->kind == TY_FLOAT ? lower_fastmath(lw, op->flags) : "";
	const char *acc = op->nopnd - masked == 2 ? lower_opnd(op, 1).s : NULL;
	LVal v = lower_opnd(op, 0);
	if (masked)
		v = mask_lanes(lw, (int)op->imm, vt, v, lower_opnd(op, op->nopnd - 1));
	lower_set(lw, op, 0, reduce(lw, (int)op->imm, vt, v.s, acc, fm, hint(op)));
}

/* x combined with acc by the kind k, on values of the type t, as MLIR 22
 * lowers the kinds' arith ops */
static LVal kind_op(Lower *lw, int k, Type *t, const char *x, const char *acc, const char *name)
{
	LFunc *L = &lw->ll;
	const char *tt = ty(lw, t), *ll = vred_kinds[k].ll;
	if (k <= 1)   /* add, mul */
		return ll_def(L, name, "%s%s %s %s, %s", type_scalar(t)->kind == TY_FLOAT ? "f" : "", ll, tt, x, acc);
	if (!strcmp(ll, "fmaximum") || !strcmp(ll, "fminimum"))
		return lower_minimum(lw, ll[2] == 'a', t, x, acc, name);
	if (!strcmp(ll, "and") || !strcmp(ll, "or") || !strcmp(ll, "xor"))
		return ll_def(L, name, "%s %s %s, %s", ll, tt, x, acc);
	const char *fn = ll_fmt(L, "llvm.%s%s", !strcmp(ll, "fmin") ? "minnum" : !strcmp(ll, "fmax") ? "maxnum" : ll,
	                        lower_mangle(lw, t));
	lower_declare(lw, fn, tt, ll_fmt(L, "%s, %s", tt, tt));
	return ll_def(L, name, "call %s @%s(%s %s, %s %s)", tt, fn, tt, x, tt, acc);
}

/* x * y combined with acc (or alone, acc NULL) by the kind k, on values
 * of the type t, as MLIR 22 lowers outerproduct: a float add llvm.fmuladd
 * (vector.fma), else the product, then the kind's op */
static LVal combine(Lower *lw, int k, Type *t, const char *x, const char *y, const char *acc, const char *name)
{
	LFunc *L = &lw->ll;
	const char *tt = ty(lw, t);
	bool fl = t->elem->kind == TY_FLOAT;
	if (fl && acc && k == 0) {
		const char *fn = ll_fmt(L, "llvm.fmuladd%s", lower_mangle(lw, t));
		lower_declare(lw, fn, tt, ll_fmt(L, "%s, %s, %s", tt, tt, tt));
		return ll_def(L, name, "call %s @%s(%s %s, %s %s, %s %s)", tt, fn, tt, x, tt, y, tt, acc);
	}
	LVal p = ll_def(L, acc ? "mul" : name, "%s %s %s, %s", fl ? "fmul" : "mul", tt, x, y);
	return acc ? kind_op(lw, k, t, p.s, acc, name) : p;
}

/* %r = vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<4xf32>
 *   -> row i: combine(splat(%a[i]), %b, %acc[i]), llvm.fmuladd for add
 * of a scalar %b: combine(%a, splat(%b), %acc) */
void lower_vector_outerproduct(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *a = op->opnd[0]->type, *r = op->res[0]->type, *row = leaf_type(lw, r);
	const char *acc = op->nopnd == 3 ? lower_opnd(op, 2).s : NULL;
	if (r->rank == 1) {
		LVal b = splat(lw, row, lower_opnd(op, 1), "splat");
		lower_set(lw, op, 0, combine(lw, (int)op->imm, row, lower_opnd(op, 0).s, b.s, acc, hint(op)));
		return;
	}
	int64_t n = a->shape[0];
	LVal res = lv_str("poison");
	for (int64_t i = 0; i < n; i++) {
		LVal e = ll_def(L, "lane", "extractelement %s %s, i64 %lld", ty(lw, a), lower_opnd(op, 0).s, (long long)i);
		LVal x = splat(lw, row, e, "splat");
		LVal c = acc ? leaf_get(lw, r, lv_str(acc), i) : (LVal){0};
		LVal v = combine(lw, (int)op->imm, row, x.s, lower_opnd(op, 1).s, c.s, "row");
		res = leaf_put(lw, r, res, v, i, leaf_name(op, i, n));
	}
	lower_set(lw, op, 0, res);
}

/* The reduced positions of a multi_reduction, in MLIR 22's order: row-major
 * over the reduction dimensions as the op lists them, the first outermost */
typedef struct {
	const int64_t *dims;   /* the listed dimensions */
	int n;                 /* how many of them are stepped */
	int64_t at[VECTOR_RANK_MAX];
} RedPos;

/* Steps to the next position, writing it into spos; false after the last */
static bool red_next(RedPos *p, const Type *src, int64_t *spos)
{
	for (int i = p->n - 1; i >= 0; i--) {
		if (++p->at[i] < src->shape[p->dims[i]]) {
			for (int j = 0; j < p->n; j++)
				spos[p->dims[j]] = p->at[j];
			return true;
		}
		p->at[i] = 0;
	}
	return false;
}

/* The first position, written into spos */
static RedPos red_first(const int64_t *dims, int n, int64_t *spos)
{
	RedPos p = {dims, n, {0}};
	for (int i = 0; i < n; i++)
		spos[dims[i]] = 0;
	return p;
}

/* The row-major number of the leaf of t at the position pos */
static int64_t leaf_at(const Type *t, const int64_t *pos)
{
	int64_t k = 0;
	for (int i = 0; i + 1 < t->rank; i++)
		k = k * t->shape[i] + pos[i];
	return k;
}

/* c where the mask m (of i1, or of the 1-D vector t's lanes) is on, else a */
static LVal keep_off(Lower *lw, Type *t, LVal m, LVal c, LVal a)
{
	const char *mt = t->kind == TY_VECTOR ? ty(lw, type_vector(lw->cx, type_int(lw->cx, 1), 1, t->shape)) : "i1";
	return ll_def(&lw->ll, "red", "select %s %s, %s %s, %s %s", mt, m.s, ty(lw, t), c.s, ty(lw, t), a.s);
}

/* %r = vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32>
 * Each result element is the kind's op of the elements reduced into it,
 * one after another onto the accumulator's element, in the order of MLIR
 * 22's --lower-vector-multi-reduction, so that float sums are the same to
 * the bit: row-major over the reduced dimensions, in the order the op
 * lists them unless they are the outermost ones (or all), which it
 * steps in their own order:
 * - the last dimension kept: leaf by leaf (acc = op(leaf, acc));
 * - the last dimension reduced: element by element, each leaf of its
 *   reduced elements one vector.reduction onto the accumulator where the
 *   order allows (the last dimension is also listed last, or the kind
 *   does not depend on the order), else lane by lane;
 * - no dimension reduced: the source (the accumulator unused), as MLIR 22. */
void lower_vector_multi_reduction(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *src = op->opnd[0]->type, *dst = op->res[0]->type, *sl = leaf_type(lw, src);
	int n = src->rank, nd = (int)op->statics[0], k = (int)op->statics[nd + 1];
	const int64_t *dims = op->statics + 1;
	LVal v = lower_opnd(op, 0), acc = lower_opnd(op, 1), res = lv_str("poison");
	Type *mt = op->flags & FLAG_MASKED ? op->opnd[2]->type : NULL;   /* vector.mask's, of the source's shape */
	LVal mask = mt ? lower_opnd(op, 2) : (LVal){0};
	if (nd == 0) {
		lower_set(lw, op, 0, v);
		return;
	}
	bool red[VECTOR_RANK_MAX] = {false}, outer = true;
	for (int i = 0; i < nd; i++)
		red[dims[i]] = true;
	for (int i = 0; i < nd; i++)
		outer &= red[i];
	int64_t sorted[VECTOR_RANK_MAX];
	if (outer) {   /* all dimensions, or the outermost ones: MLIR 22 steps them in order */
		for (int i = 0; i < nd; i++)
			sorted[i] = i;
		dims = sorted;
	}
	int64_t spos[VECTOR_RANK_MAX], dpos[VECTOR_RANK_MAX];
	if (!red[n - 1]) {   /* dst is a vector of the same last dimension */
		int64_t nl = leaf_count(dst);
		for (int64_t j = 0; j < nl; j++) {
			leaf_pos(dst, j, dpos);
			for (int i = 0, d = 0; i + 1 < n; i++)
				if (!red[i])
					spos[i] = dpos[d++];
			LVal a = leaf_get(lw, dst, acc, j);
			RedPos p = red_first(dims, nd, spos);
			do {
				int64_t at = leaf_at(src, spos);
				LVal c = kind_op(lw, k, sl, leaf_get(lw, src, v, at).s, a.s, "red");
				a = mt ? keep_off(lw, sl, leaf_get(lw, mt, mask, at), c, a) : c;
			} while (red_next(&p, src, spos));
			res = leaf_put(lw, dst, res, a, j, leaf_name(op, j, nl));
		}
		lower_set(lw, op, 0, res);
		return;
	}
	bool ordered = src->elem->kind == TY_FLOAT && k <= 1;
	bool by_leaf = !ordered || dims[nd - 1] == n - 1;
	int64_t count = type_count(dst), lanes = dst->kind == TY_VECTOR ? dst->shape[dst->rank - 1] : 1;
	Type *dl = dst->kind == TY_VECTOR ? leaf_type(lw, dst) : NULL;
	int64_t other[VECTOR_RANK_MAX];   /* by leaf: the dimensions stepped, all but the last */
	int no = 0;
	for (int i = 0; by_leaf && i < nd; i++)
		if (dims[i] != n - 1)
			other[no++] = dims[i];
	const int64_t *steps = by_leaf ? other : dims;
	int nsteps = by_leaf ? no : nd;
	LVal row = lv_str("poison");
	for (int64_t e = 0; e < count; e++) {
		int64_t lane = e % lanes, j = e / lanes;
		if (dl) {
			leaf_pos(dst, j, dpos);
			dpos[dst->rank - 1] = lane;
		}
		for (int i = 0, d = 0; i < n; i++)
			if (!red[i])
				spos[i] = dpos[d++];
		LVal a = acc;
		if (dl)
			a = ll_def(L, "acc", "extractelement %s %s, i64 %lld", ty(lw, dl), leaf_get(lw, dst, acc, j).s,
			           (long long)lane);
		RedPos p = red_first(steps, nsteps, spos);
		spos[n - 1] = 0;
		do {
			int64_t at = leaf_at(src, spos);
			LVal x = leaf_get(lw, src, v, at), m = mt ? leaf_get(lw, mt, mask, at) : (LVal){0};
			if (by_leaf) {
				if (mt)
					x = mask_lanes(lw, k, sl, x, m);
				a = reduce(lw, k, sl, x.s, a.s, "", dl ? "red" : hint(op));
				continue;
			}
			x = ll_def(L, "elem", "extractelement %s %s, i64 %lld", ty(lw, sl), x.s, (long long)spos[n - 1]);
			LVal c = kind_op(lw, k, src->elem, x.s, a.s, dl ? "red" : hint(op));
			if (mt)
				m = ll_def(L, "on", "extractelement %s %s, i64 %lld", ty(lw, leaf_type(lw, mt)), m.s,
				           (long long)spos[n - 1]);
			a = mt ? keep_off(lw, src->elem, m, c, a) : c;
		} while (red_next(&p, src, spos));
		if (!dl) {
			lower_set(lw, op, 0, a);
			return;
		}
		row = ll_def(L, dst->rank == 1 && e + 1 == count ? hint(op) : "lane", "insertelement %s %s, %s %s, i64 %lld",
		             ty(lw, dl), row.s, ty(lw, dst->elem), a.s, (long long)lane);
		if (lane + 1 == lanes) {
			res = leaf_put(lw, dst, res, row, j, leaf_name(op, j, count / lanes));
			row = lv_str("poison");
		}
	}
	lower_set(lw, op, 0, res);
}

/* %f = vector.fma %a, %b, %c : vector<4xf32>
 *   -> call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
 * (MLIR 22's choice: fmuladd, which LLVM may or may not fuse), leaf by leaf */
void lower_vector_fma(Lower *lw, Op *op)
{
	Type *t = op->res[0]->type, *lt = leaf_type(lw, t);
	const char *l = ty(lw, lt);
	const char *name = ll_fmt(&lw->ll, "llvm.fmuladd%s", lower_mangle(lw, lt));
	lower_declare(lw, name, l, ll_fmt(&lw->ll, "%s, %s, %s", l, l, l));
	int64_t n = leaf_count(t);
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		LVal x = leaf_get(lw, t, lower_opnd(op, 0), k), y = leaf_get(lw, t, lower_opnd(op, 1), k);
		LVal z = leaf_get(lw, t, lower_opnd(op, 2), k);
		LVal r = ll_def(&lw->ll, t->rank == 1 ? hint(op) : "leaf", "call %s%s @%s(%s %s, %s %s, %s %s)",
		                lower_fastmath(lw, op->flags), l, name, l, x.s, l, y.s, l, z.s);
		acc = leaf_put(lw, t, acc, r, k, leaf_name(op, k, n));
	}
	lower_set(lw, op, 0, acc);
}

/* %b = vector.bitcast %v : vector<4xf32> to vector<8xi16>  ->  bitcast, leaf by leaf */
void lower_vector_bitcast(Lower *lw, Op *op)
{
	Type *a = op->opnd[0]->type, *r = op->res[0]->type;
	const char *al = ty(lw, leaf_type(lw, a)), *rl = ty(lw, leaf_type(lw, r));
	int64_t n = leaf_count(r);
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		LVal x = leaf_get(lw, a, lower_opnd(op, 0), k);
		LVal c = ll_def(&lw->ll, r->rank == 1 ? hint(op) : "leaf", "bitcast %s %s to %s", al, x.s, rl);
		acc = leaf_put(lw, r, acc, c, k, leaf_name(op, k, n));
	}
	lower_set(lw, op, 0, acc);
}

/* %v = vector.from_elements %a, %b, ... : vector<2x2xf32>: each leaf
 * insertelement by insertelement from poison, in row-major order */
void lower_vector_from_elements(Lower *lw, Op *op)
{
	Type *t = op->res[0]->type, *lt = leaf_type(lw, t);
	int64_t n = leaf_count(t), lanes = t->shape[t->rank - 1];
	const char *l = ty(lw, lt), *et = ty(lw, t->elem);
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		LVal v = lv_str("poison");
		for (int64_t j = 0; j < lanes; j++)
			v = ll_def(&lw->ll, t->rank == 1 && j + 1 == lanes ? hint(op) : "lane",
			           "insertelement %s %s, %s %s, i64 %lld", l, v.s, et, lower_opnd(op, (int)(k * lanes + j)).s,
			           (long long)j);
		acc = leaf_put(lw, t, acc, v, k, leaf_name(op, k, n));
	}
	lower_set(lw, op, 0, acc);
}

/* %a:4 = vector.to_elements %v : vector<2x2xf32>: an extractelement per
 * element, row-major */
void lower_vector_to_elements(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type;
	int64_t n = leaf_count(t), lanes = t->shape[t->rank - 1];
	const char *l = ty(lw, leaf_type(lw, t));
	for (int64_t k = 0; k < n; k++) {
		LVal v = leaf_get(lw, t, lower_opnd(op, 0), k);
		for (int64_t j = 0; j < lanes; j++) {
			int i = (int)(k * lanes + j);
			lower_set(lw, op, i, ll_def(&lw->ll, op->res[i]->name, "extractelement %s %s, i64 %lld", l, v.s,
			                            (long long)j));
		}
	}
}

/* call void @fn(arg), fn a function of MLIR's runtime library (its
 * libmlir_c_runner_utils) taking arg's type, or nothing (arg NULL) */
static void print_call(Lower *lw, const char *fn, const char *argty, const char *arg)
{
	LFunc *L = &lw->ll;
	ll_need_decl(lw->cx, fn, ll_fmt(L, "declare void @%s(%s)", fn, argty ? argty : ""));
	if (argty)
		ll_emit(L, "call void @%s(%s %s)", fn, argty, arg);
	else
		ll_emit(L, "call void @%s()", fn);
}

/* The scalar s of type t, as MLIR 22 prints it: index unsigned, other
 * integers signed (i1 as 0 or 1), halves by their bits */
static void print_scalar(Lower *lw, Type *t, const char *s)
{
	LFunc *L = &lw->ll;
	const char *lt = ty(lw, t);
	if (t->kind == TY_FLOAT) {
		if (t->width == 16) {
			LVal bits = ll_def(L, "bits", "bitcast %s %s to i16", lt, s);
			print_call(lw, t->bf16 ? "printBF16" : "printF16", "i16", bits.s);
		} else {
			print_call(lw, t->width == 32 ? "printF32" : "printF64", lt, s);
		}
		return;
	}
	int w = type_bits(lw->cx, t);
	bool unsig = t->kind == TY_INDEX || t->sign == 'u';   /* ui8: zero-extended, printU64 */
	if (w < 64)
		s = ll_def(L, "wide", "%s %s %s to i64", unsig || w == 1 ? "zext" : "sext", lt, s).s;
	print_call(lw, unsig ? "printU64" : "printI64", "i64", s);
}

/* ( e0, e1, ... ) of dimension d of the vector v of type t, its leading
 * positions in pos: unrolled, as the dimensions are static */
static void print_dims(Lower *lw, Type *t, LVal v, int d, int64_t *pos)
{
	print_call(lw, "printOpen", NULL, NULL);
	LVal leaf = {0};
	if (d == t->rank - 1)
		leaf = t->rank == 1 ? v : ll_def(&lw->ll, "leaf", "extractvalue %s %s%s", ty(lw, t), v.s,
		                                   path(lw, pos, t->rank - 1));
	for (int64_t i = 0; i < t->shape[d]; i++) {
		if (d < t->rank - 1) {
			pos[d] = i;
			print_dims(lw, t, v, d + 1, pos);
		} else {
			LVal e = ll_def(&lw->ll, "elem", "extractelement %s %s, i64 %lld", ty(lw, leaf_type(lw, t)),
			                leaf.s, (long long)i);
			print_scalar(lw, t->elem, e.s);
		}
		if (i + 1 < t->shape[d])
			print_call(lw, "printComma", NULL, NULL);
	}
	print_call(lw, "printClose", NULL, NULL);
}

/* vector.print %v : vector<2xf32>
 *   -> printOpen(); printF32(v[0]); printComma(); printF32(v[1]); printClose(); printNewline()
 * as MLIR 22's --convert-vector-to-scf and --convert-vector-to-llvm make
 * it, a string through printString */
void lower_vector_print(Lower *lw, Op *op)
{
	static const char *const punct[VPRINT_KINDS] = {
		[VPRINT_NEWLINE] = "printNewline", [VPRINT_COMMA] = "printComma",
		[VPRINT_OPEN] = "printOpen", [VPRINT_CLOSE] = "printClose",
	};
	if (op->nopnd) {
		Type *t = op->opnd[0]->type;
		int64_t pos[VECTOR_RANK_MAX];
		if (t->kind == TY_VECTOR)
			print_dims(lw, t, lower_opnd(op, 0), 0, pos);
		else
			print_scalar(lw, t, lower_opnd(op, 0).s);
	}
	if (op->flags & FLAG_PRINT_STR) {
		print_call(lw, "printString", lower_ptr_type(lw, 0), lower_cstring(lw, op->value->text, "print_str"));
	} else if (punct[op->imm]) {
		print_call(lw, punct[op->imm], NULL, NULL);
	}
}

/* "<2n x i32> <i32 0, i32 n, i32 1, i32 n + 1, ...>": interleave's mask
 * (of two n-lane vectors), or deinterleave's of lanes from, from + 2,
 * ... (of one 2n-lane vector) */
static const char *lane_mask(Lower *lw, int64_t n, bool inter, int from)
{
	int64_t m = inter ? 2 * n : n;
	char *s = arena_alloc_raw(lw->ll.a, (size_t)m * 24 + 32), *p = s;
	p += sprintf(p, "<%lld x i32> <", (long long)m);
	for (int64_t i = 0; i < m; i++)
		p += sprintf(p, "%si32 %lld", i ? ", " : "", (long long)(inter ? i / 2 + (i % 2) * n : 2 * i + from));
	strcpy(p, ">");
	return s;
}

/* %r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
 *   -> shufflevector <4 x float> %a, <4 x float> %b, <8 x i32> <0, 4, 1, 5, ...>
 * %x, %y = vector.deinterleave %r: two shufflevectors of the even and
 * the odd lanes; n-D vectors leaf by leaf */
void lower_vector_interleave(Lower *lw, Op *op)
{
	bool inter = op->id == OP_VECTOR_INTERLEAVE;
	Type *half = inter ? op->opnd[0]->type : op->res[0]->type, *in = op->opnd[0]->type;
	const char *lt = ty(lw, leaf_type(lw, in));
	int64_t n = leaf_count(in), lanes = half->shape[half->rank - 1];
	const char *mask[2] = {lane_mask(lw, lanes, inter, 0), inter ? NULL : lane_mask(lw, lanes, inter, 1)};
	LVal acc[2] = {lv_str("poison"), lv_str("poison")};
	for (int64_t k = 0; k < n; k++) {   /* each leaf of the operands taken out once */
		LVal x = leaf_get(lw, in, lower_opnd(op, 0), k);
		LVal y = inter ? leaf_get(lw, in, lower_opnd(op, 1), k) : lv_str("poison");
		for (int r = 0; r < op->nres; r++) {
			Type *t = op->res[r]->type;
			LVal v = ll_def(&lw->ll, t->rank == 1 ? op->res[r]->name : "leaf", "shufflevector %s %s, %s %s, %s", lt,
			                x.s, lt, y.s, mask[r]);
			acc[r] = leaf_put(lw, t, acc[r], v, k, k + 1 == n ? op->res[r]->name : "acc");
		}
	}
	for (int r = 0; r < op->nres; r++)
		lower_set(lw, op, r, acc[r]);
}

/* "<ix 0, ix step, ..., ix (n - 1) * step>" of the index type ix (i32 or
 * i64, wrapping): the lanes' positions for step 1 */
static const char *lane_steps(Lower *lw, const char *ix, int64_t n, int64_t step)
{
	char *s = arena_alloc_raw(lw->ll.a, (size_t)n * (strlen(ix) + 24) + 4), *p = s;
	bool i32 = !strcmp(ix, "i32");
	*p++ = '<';
	for (int64_t i = 0; i < n; i++) {
		uint64_t x = (uint64_t)i * (uint64_t)step;
		p += sprintf(p, "%s%s %lld", i ? ", " : "", ix, i32 ? (long long)(int32_t)x : (long long)x);
	}
	strcpy(p, ">");
	return s;
}

/* vector.step : vector<4xindex>  ->  <i64 0, i64 1, i64 2, i64 3> */
void lower_vector_step(Lower *lw, Op *op)
{
	Type *t = op->res[0]->type;
	lower_set(lw, op, 0, lv_str(lane_steps(lw, lw->ix, t->shape[0], 1)));
}

/* vector.create_mask %a, %b : vector<2x4xi1>: lane j of row i is set
 * when i < %a and j < %b (signed, in the width of index, where MLIR 22
 * compares 32 bits)
 *   -> %mask = icmp sgt <4 x i64> (splat %b), <i64 0, i64 1, i64 2, i64 3>;
 *      row i: select (icmp sgt %a, i), %mask, zeroinitializer
 * vector.constant_mask [1, 3] : vector<2x4xi1>: the same, a constant */
void lower_vector_mask(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->res[0]->type, *lt = leaf_type(lw, t);
	bool c = op->id == OP_VECTOR_CONSTANT_MASK;
	int r = t->rank;
	int64_t lanes = t->shape[r - 1], n = leaf_count(t), pos[VECTOR_RANK_MAX];
	const char *l = ty(lw, lt);
	LVal mask;
	if (c) {
		int64_t set = op->statics[r];
		char *s = arena_alloc_raw(L->a, (size_t)lanes * 12 + 4), *p = s;
		*p++ = '<';
		for (int64_t i = 0; i < lanes; i++)
			p += sprintf(p, "%si1 %s", i ? ", " : "", i < set ? "true" : "false");
		strcpy(p, ">");
		mask = lv_str(s);
	} else {
		Type *it = type_vector(lw->cx, type_index(lw->cx), 1, t->shape + r - 1);
		LVal bound = splat(lw, it, lower_opnd(op, r - 1), "bound");
		mask = ll_def(L, r == 1 ? hint(op) : "mask", "icmp sgt %s %s, %s", ty(lw, it), bound.s,
		              lane_steps(lw, lw->ix, lanes, 1));
	}
	if (r == 1) {
		lower_set(lw, op, 0, mask);
		return;
	}
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		leaf_pos(t, k, pos);
		LVal row = mask;
		if (c) {
			for (int d = 0; d < r - 1; d++)
				if (pos[d] >= op->statics[1 + d])
					row = lv_str("zeroinitializer");
		} else {
			LVal cond = {0};
			for (int d = 0; d < r - 1; d++) {
				LVal in = ll_def(L, "inrow", "icmp sgt %s %s, %lld", lw->ix, lower_opnd(op, d).s, (long long)pos[d]);
				cond = d ? ll_def(L, "inrow", "and i1 %s, %s", cond.s, in.s) : in;
			}
			row = ll_def(L, "row", "select i1 %s, %s %s, %s zeroinitializer", cond.s, l, mask.s, l);
		}
		acc = leaf_put(lw, t, acc, row, k, leaf_name(op, k, n));
	}
	lower_set(lw, op, 0, acc);
}

/* a - b in the index type, folded for constants */
static LVal isub(Lower *lw, LVal a, LVal b, const char *name)
{
	if (a.is_const && b.is_const)
		return lv_const(&lw->ll, (int64_t)((uint64_t)a.c - (uint64_t)b.c));
	return ll_def(&lw->ll, name, "sub %s %s, %s", lw->ix, a.s, b.s);
}

/* %v = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<2x4xf32>
 *   -> row r (each 1-D leaf) at [%i + r, %j]:
 *      %inrow = icmp slt i64 (%i + r), %m.size0         (dimension 0 not in bounds)
 *      %lanes = icmp sgt <4 x i64> (splat %m.size1 - %j), <i64 0, i64 1, i64 2, i64 3>
 *      %rowmask = and (select %inrow, %lanes, zeroinitializer), (row r of %mask)
 *      %row = call @llvm.masked.load.v4f32.p0(ptr (row's address), i32 4, %rowmask, (splat %pad))
 * as MLIR 22 does it with --convert-vector-to-scf=full-unroll in front
 * (rows out of bounds: the padding; --convert-vector-to-llvm compares a
 * 1-D vector's lanes in i32); a row wholly in bounds and unmasked is a
 * plain load. The permutation map says which memref dimension each
 * vector dimension runs along (Op.statics): a row along another than the
 * last, or along a last of stride other than 1, is an llvm.masked.gather
 * (mask all true if none is needed); a broadcast row (map result 0) the
 * splat of one element (loaded under <1 x i1> if its row may be out of
 * bounds). transfer_write stores each row the same way (scatter). The
 * addresses are not 'inbounds': a row out of bounds may be past the end. */
/* What the rows of a transfer share */
typedef struct Transfer {
	Lower *lw;
	Op *op;
	bool read, contiguous;
	int inner;                 /* the memref dimension a row runs along, or -1 */
	Type *m, *lt, *mlt;        /* the memref; a row's type and its mask's */
	const char *e, *l, *mt, *pt, *vpt;   /* LLVM types: element, row, mask, pointers */
	long long al;
	LVal offsets, pad;         /* the lanes' offsets (gather), the padding splatted */
	int nk, kdims[VECTOR_RANK_MAX];   /* the mask's rank, the vector dimension each of its is */
} Transfer;

/* The padding, splatted to a row once */
static const char *transfer_pad(Transfer *x)
{
	if (!x->pad.s)
		x->pad = splat(x->lw, x->lt, lower_opnd(x->op, 1 + x->m->rank), "pad");
	return x->pad.s;
}

/* The row at the element address p: read (into a value named into) or
 * write v, under mask (if any; in_row: whether the row is in bounds, if
 * that is not known) */
static LVal transfer_row(Transfer *x, LVal p, LVal mask, LVal in_row, LVal v, const char *into)
{
	Lower *lw = x->lw;
	LFunc *L = &lw->ll;
	const char *mnemonic = op_info[x->op->id].mnemonic, *to = x->read ? into : NULL;
	if (x->inner < 0 && !in_row.s)   /* a broadcast row */
		return splat(lw, x->lt, ll_def(L, "elem", "load %s, %s %s, align %lld", x->e, x->pt, p.s, x->al), into);
	if (x->inner < 0) {   /* of an element that may be out of bounds: under a one-lane mask */
		int64_t one_lane = 1;
		Type *t1 = type_vector(lw->cx, x->m->elem, 1, &one_lane);
		const char *one = ty(lw, t1), *p1 = lower_ptr_to(lw, one, x->m->memspace);
		LVal in = ll_def(L, "inrow", "insertelement <1 x i1> poison, i1 %s, i32 0", in_row.s);
		LVal pass = ll_def(L, "pad", "insertelement %s poison, %s %s, i32 0", one, x->e,
		                   lower_opnd(x->op, 1 + x->m->rank).s);
		LVal e = masked_op(lw, "elem", masked_name(lw, mnemonic, t1, x->m->memspace), one, p1,
		                   lower_ptr_cast(lw, p, x->pt, p1).s, x->al, "<1 x i1>", in.s, pass.s);
		return splat(lw, x->lt, ll_def(L, "elem", "extractelement %s %s, i32 0", one, e.s), into);
	}
	if (!x->contiguous) {   /* lanes at a stride: gather or scatter */
		const char *ptrs_t = ll_fmt(L, "<%lld x %s>", (long long)x->lt->shape[0], x->pt);
		LVal ptrs = ll_def(L, "ptrs", "getelementptr %s, %s %s, <%lld x %s> %s", x->e, x->pt, p.s,
		                   (long long)x->lt->shape[0], lw->ix, x->offsets.s);
		const char *name = gather_name(lw, x->read ? "llvm.masked.gather" : "llvm.masked.scatter", x->lt,
		                               x->m->memspace, x->m->elem);
		return masked_op(lw, to, name, x->l, ptrs_t, ptrs.s, x->al, x->mt,
		                 mask.s ? mask.s : lower_splat(lw, x->mlt, "true").s, x->read ? transfer_pad(x) : v.s);
	}
	p = lower_ptr_cast(lw, p, x->pt, x->vpt);
	if (mask.s)
		return masked_op(lw, to, masked_name(lw, mnemonic, x->lt, x->m->memspace), x->l, x->vpt, p.s, x->al, x->mt,
		                 mask.s, x->read ? transfer_pad(x) : v.s);
	if (x->read)
		return ll_def(L, into, "load %s, %s %s, align %lld", x->l, x->vpt, p.s, x->al);
	ll_emit(L, "store %s %s, %s %s, align %lld", x->l, v.s, x->vpt, p.s, x->al);
	return (LVal){0};
}

/* The mask operand's bits for the row at the leading positions pos: the
 * row's lanes (of type x->mt), or, for broadcast lanes, their one bit. The
 * mask's dimensions are the vector's that are not broadcast, in the order
 * of the memref dimensions they run along (x->kdims): where the lanes'
 * dimension is its last, a row of it, else gathered bit by bit. */
static LVal transfer_mask(Transfer *x, int r, const int64_t *pos)
{
	Lower *lw = x->lw;
	Op *op = x->op;
	Type *kt = op->opnd[op->nopnd - 1]->type;
	LVal k = lower_opnd(op, op->nopnd - 1);
	int n = x->nk, lane_dim = -1;
	int64_t q[VECTOR_RANK_MAX];   /* the position in the mask */
	for (int j = 0; j < n; j++) {
		if (x->kdims[j] == r - 1)
			lane_dim = j;
		q[j] = x->kdims[j] == r - 1 ? 0 : pos[x->kdims[j]];
	}
	if (lane_dim == n - 1)
		return leaf_get(lw, kt, k, leaf_at(kt, q));
	const char *kl = ty(lw, leaf_type(lw, kt));
	LVal row = lv_str("poison");
	for (int64_t l = 0; l < (lane_dim < 0 ? 1 : x->lt->shape[0]); l++) {
		if (lane_dim >= 0)
			q[lane_dim] = l;
		LVal bit = ll_def(&lw->ll, "on", "extractelement %s %s, i64 %lld", kl, leaf_get(lw, kt, k, leaf_at(kt, q)).s,
		                  (long long)q[n - 1]);
		if (lane_dim < 0)
			return bit;
		row = ll_def(&lw->ll, "on", "insertelement %s %s, i1 %s, i64 %lld", x->mt, row.s, bit.s, (long long)l);
	}
	return row;
}

void lower_vector_transfer(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	bool read = op->id == OP_VECTOR_TRANSFER_READ;
	Value *mv = op->opnd[!read], **idx = op->opnd + 2 - read;
	Type *m = mv->type, *vt = read ? op->res[0]->type : op->opnd[0]->type, *lt = leaf_type(lw, vt);
	int r = vt->rank, inner = (int)op->statics[2 * r];
	Transfer x = {.lw = lw, .op = op, .read = read, .inner = inner, .m = m, .lt = lt,
	              .contiguous = inner == m->rank - 1 && m->strides[inner] == 1,
	              .mlt = type_vector(lw->cx, type_int(lw->cx, 1), 1, lt->shape),
	              .e = ty(lw, m->elem), .l = ty(lw, lt), .pt = lower_field_type(lw, m, F_ALIGNED),
	              .al = (long long)alignment(lw, op, m->elem)};
	x.mt = ty(lw, x.mlt);
	x.vpt = lower_ptr_to(lw, x.l, m->memspace);
	bool masked = op->nopnd > 2 + m->rank;
	if (masked) {
		int64_t kshape[VECTOR_RANK_MAX];
		x.nk = transfer_mask_shape(op, m->rank, vt, kshape, x.kdims);
	}
	const int64_t *in_bounds = op->statics + 1, *dim = op->statics + 1 + r;
	const LVal *f = mv->ll;
	const char *ix = lw->ix;
	int64_t n = leaf_count(vt), lanes = vt->shape[r - 1], pos[VECTOR_RANK_MAX];
	Type *it = type_vector(lw->cx, type_index(lw->cx), 1, lt->shape);   /* a row's positions */
	LVal *size = NEWARRAY(L->a, LVal, m->rank), *stride = NEWARRAY(L->a, LVal, m->rank);
	LVal lin = m->offset == DYN ? f[F_OFFSET] : lv_const(L, m->offset);
	for (int d = 0; d < m->rank; d++) {
		LVal p;
		size[d] = m->shape[d] == DYN ? f[f_size(d)] : lv_const(L, m->shape[d]);
		stride[d] = m->strides[d] == DYN ? f[f_stride(m, d)] : lv_const(L, m->strides[d]);
		ll_imul(L, ix, &p, &idx[d]->ll[0], &stride[d]);
		ll_iadd(L, ix, &lin, &lin, &p);
	}
	LVal lane_mask = {0};
	if (inner >= 0 && !in_bounds[r - 1]) {   /* the lanes before the end of the row's dimension */
		LVal left = splat(lw, it, isub(lw, size[inner], idx[inner]->ll[0], "left"), "left");
		lane_mask = ll_def(L, "lanes", "icmp sgt %s %s, %s", ty(lw, it), left.s, lane_steps(lw, ix, lanes, 1));
	}
	if (inner >= 0 && !x.contiguous)   /* the lanes' offsets from the row's first */
		x.offsets = m->strides[inner] != DYN ? lv_str(lane_steps(lw, ix, lanes, m->strides[inner])) :
		            ll_def(L, "offsets", "mul %s %s, %s", ty(lw, it), lane_steps(lw, ix, lanes, 1),
		                   splat(lw, it, stride[inner], "stride").s);
	LVal acc = lv_str("poison");
	for (int64_t k = 0; k < n; k++) {
		leaf_pos(vt, k, pos);
		LVal row = lin, in_row = {0}, mask = lane_mask;
		for (int i = 0; i + 1 < r; i++) {
			if (dim[i] < 0)
				continue;
			LVal p = lv_const(L, pos[i]), at;
			if (!in_bounds[i]) {   /* the row's index in its dimension before its end */
				ll_iadd(L, ix, &at, &idx[dim[i]]->ll[0], &p);
				LVal in = ll_def(L, "inrow", "icmp slt %s %s, %s", ix, at.s, size[dim[i]].s);
				in_row = in_row.s ? ll_def(L, "inrow", "and i1 %s, %s", in_row.s, in.s) : in;
			}
			ll_imul(L, ix, &p, &p, &stride[dim[i]]);
			ll_iadd(L, ix, &row, &row, &p);
		}
		if (in_row.s && inner >= 0)
			mask = ll_def(L, "rowmask", "select i1 %s, %s %s, %s zeroinitializer", in_row.s, x.mt,
			              mask.s ? mask.s : lower_splat(lw, x.mlt, "true").s, x.mt);
		if (masked && inner < 0) {   /* broadcast lanes: their element's bit */
			LVal bit = transfer_mask(&x, r, pos);
			in_row = in_row.s ? ll_def(L, "inrow", "and i1 %s, %s", in_row.s, bit.s) : bit;
		} else if (masked) {
			LVal user = transfer_mask(&x, r, pos);
			mask = mask.s ? ll_def(L, "rowmask", "and %s %s, %s", x.mt, mask.s, user.s) : user;
		}
		LVal p = row.is_const && row.c == 0 ? f[F_ALIGNED] :
		         ll_def(L, "ptr", "getelementptr %s, %s %s, %s %s", x.e, x.pt, f[F_ALIGNED].s, ix, row.s);
		LVal v = read ? (LVal){0} : leaf_get(lw, vt, lower_opnd(op, 0), k);
		LVal got = transfer_row(&x, p, mask, in_row, v, r == 1 && read ? hint(op) : "row");
		if (read)
			acc = leaf_put(lw, vt, acc, got, k, leaf_name(op, k, n));
	}
	if (read)
		lower_set(lw, op, 0, acc);
}

/* vector.contract, element by element, each result element's sum in the
 * order MLIR 22's --convert-vector-to-llvm gives it (its default "dot"
 * lowering, LowerVectorContract.cpp), so that float results are the same
 * to the bit: a problem of iterators (parallel, parallel, reduction) or
 * (parallel, reduction) whose maps are a matrix-matrix or matrix-vector
 * product (of any transposition) sums its products from zero and then
 * adds the accumulator; otherwise a parallel dimension is unrolled (the
 * first in lhs and rhs, then the first of lhs's, then of rhs's) and the
 * rest solved alike, and where only reductions are left the products are
 * added to the accumulator one by one, the first dimension outermost. */
typedef struct Contract {
	Lower *lw;
	Op *op;
	int n;                     /* iteration dimensions */
	const int64_t *red;        /* of each, whether a reduction */
	const int64_t *map[3];     /* lhs, rhs, acc: the count, then the dimensions */
	int64_t size[32];
	Type *t[3];
	LVal *elems[2];            /* lhs's and rhs's elements, extracted once */
	LVal *leaves[2];
	LVal *cur;                 /* the accumulator's elements, so far */
} Contract;

/* The flat (row-major) position in operand m of the iteration point pos */
static int64_t contract_flat(const Contract *c, int m, const int64_t *pos)
{
	Type *t = c->t[m];
	int64_t f = 0;
	for (int j = 0; j < c->map[m][0]; j++)
		f = f * t->shape[j] + pos[c->map[m][1 + j]];
	return f;
}

/* Element f of operand m (lhs or rhs) */
static LVal contract_elem(Contract *c, int m, int64_t f)
{
	Lower *lw = c->lw;
	Type *t = c->t[m];
	if (!c->elems[m][f].s) {
		int64_t lanes = t->shape[t->rank - 1], k = f / lanes;
		if (!c->leaves[m][k].s)
			c->leaves[m][k] = leaf_get(lw, t, lower_opnd(c->op, m), k);
		c->elems[m][f] = ll_def(&lw->ll, "elem", "extractelement %s %s, i64 %lld", ty(lw, leaf_type(lw, t)),
		                        c->leaves[m][k].s, (long long)(f % lanes));
	}
	return c->elems[m][f];
}

/* a + b, or a * b (mul), of the element type */
static LVal contract_op(Contract *c, bool mul, LVal a, LVal b, const char *name)
{
	Type *e = c->t[0]->elem;
	const char *op = e->kind == TY_FLOAT ? mul ? "fmul" : "fadd" : mul ? "mul" : "add";
	return ll_def(&c->lw->ll, name, "%s %s %s, %s", op, ty(c->lw, e), a.s, b.s);
}

/* The product at the iteration point pos (rhs's element first if swap) */
static LVal contract_product(Contract *c, const int64_t *pos, bool swap)
{
	LVal a = contract_elem(c, 0, contract_flat(c, 0, pos)), b = contract_elem(c, 1, contract_flat(c, 1, pos));
	return swap ? contract_op(c, true, b, a, "prod") : contract_op(c, true, a, b, "prod");
}

/* Whether map m, without the fixed dimensions, is the dimensions d0..dk-1 in order */
static bool contract_map_is(const Contract *c, int m, const int64_t *fixed, const int *d, int k)
{
	int j = 0;
	for (int i = 0; i < c->map[m][0]; i++) {
		int64_t x = c->map[m][1 + i];
		if (fixed[x] >= 0)
			continue;
		if (j == k || x != d[j])
			return false;
		j++;
	}
	return j == k;
}

/* Whether the problem of the free dimensions rem (nr of them) is one the
 * dot lowering takes; in *swap whether it multiplies rhs by lhs */
static bool contract_dot(const Contract *c, const int64_t *fixed, const int *rem, int nr, bool *swap)
{
	if (nr == 3 && !c->red[rem[0]] && !c->red[rem[1]] && c->red[rem[2]]) {
		int mk[2] = {rem[0], rem[2]}, km[2] = {rem[2], rem[0]}, kn[2] = {rem[2], rem[1]}, nk[2] = {rem[1], rem[2]};
		int mn[2] = {rem[0], rem[1]}, nm[2] = {rem[1], rem[0]};
		*swap = contract_map_is(c, 2, fixed, nm, 2);
		return (contract_map_is(c, 0, fixed, mk, 2) || contract_map_is(c, 0, fixed, km, 2)) &&
		       (contract_map_is(c, 1, fixed, kn, 2) || contract_map_is(c, 1, fixed, nk, 2)) &&
		       (contract_map_is(c, 2, fixed, mn, 2) || *swap);
	}
	if (nr == 2 && !c->red[rem[0]] && c->red[rem[1]]) {
		int mn[2] = {rem[0], rem[1]}, nm[2] = {rem[1], rem[0]}, n1[1] = {rem[1]}, m1[1] = {rem[0]};
		bool lhs2 = contract_map_is(c, 0, fixed, mn, 2) || contract_map_is(c, 0, fixed, nm, 2);
		bool rhs2 = contract_map_is(c, 1, fixed, mn, 2) || contract_map_is(c, 1, fixed, nm, 2);
		*swap = rhs2;
		return contract_map_is(c, 2, fixed, m1, 1) &&
		       ((lhs2 && contract_map_is(c, 1, fixed, n1, 1)) || (rhs2 && contract_map_is(c, 0, fixed, n1, 1)));
	}
	return false;
}

/* The parallel dimension the generic lowering unrolls next, or -1 */
static int contract_unroll_dim(const Contract *c, const int64_t *fixed)
{
	for (int d = 0; d < c->n; d++) {   /* in lhs and rhs, in iterator order */
		bool in[2] = {false, false};
		for (int m = 0; m < 2; m++)
			for (int j = 0; j < c->map[m][0]; j++)
				in[m] |= c->map[m][1 + j] == d;
		if (!c->red[d] && fixed[d] < 0 && in[0] && in[1])
			return d;
	}
	for (int m = 0; m < 2; m++)
		for (int j = 0; j < c->map[m][0]; j++) {
			int64_t d = c->map[m][1 + j];
			if (!c->red[d] && fixed[d] < 0)
				return (int)d;
		}
	return -1;
}

/* Adds to c->cur the products of the iteration points whose dimensions
 * fixed are set (-1: free), in MLIR 22's order (see above) */
static void contract_rec(Contract *c, int64_t *fixed)
{
	int rem[32], nr = 0;
	for (int d = 0; d < c->n; d++)
		if (fixed[d] < 0)
			rem[nr++] = d;
	bool swap;
	if (contract_dot(c, fixed, rem, nr, &swap)) {   /* each result element: (0 + sum) + acc */
		int64_t pos[32], np = c->size[rem[0]] * (nr == 3 ? c->size[rem[1]] : 1), k = rem[nr - 1];
		memcpy(pos, fixed, sizeof pos);
		for (int64_t p = 0; p < np; p++) {
			pos[rem[0]] = nr == 3 ? p / c->size[rem[1]] : p;
			if (nr == 3)
				pos[rem[1]] = p % c->size[rem[1]];
			LVal s = c->t[0]->elem->kind == TY_FLOAT ? lv_str("0.0") : lv_const(&c->lw->ll, 0);
			for (pos[k] = 0; pos[k] < c->size[k]; pos[k]++)
				s = contract_op(c, false, s, contract_product(c, pos, swap), "sum");
			int64_t f = contract_flat(c, 2, pos);
			c->cur[f] = contract_op(c, false, s, c->cur[f], "acc");
		}
		return;
	}
	int d = contract_unroll_dim(c, fixed);
	if (d >= 0) {
		for (fixed[d] = 0; fixed[d] < c->size[d]; fixed[d]++)
			contract_rec(c, fixed);
		fixed[d] = -1;
		return;
	}
	int64_t pos[32], np = 1;   /* reductions alone: onto the accumulator */
	memcpy(pos, fixed, sizeof pos);
	for (int i = 0; i < nr; i++)
		np *= c->size[rem[i]];
	int64_t f = contract_flat(c, 2, pos);
	for (int64_t p = 0; p < np; p++) {
		for (int64_t i = nr - 1, q = p; i >= 0; q /= c->size[rem[i]], i--)
			pos[rem[i]] = q % c->size[rem[i]];
		c->cur[f] = contract_op(c, false, c->cur[f], contract_product(c, pos, false), "acc");
	}
}

void lower_vector_contract(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Contract c = {.lw = lw, .op = op, .n = (int)op->statics[0], .red = op->statics + 1};
	const int64_t *p = op->statics + 1 + c.n;
	for (int m = 0; m < 3; m++, p += 1 + p[0]) {
		c.map[m] = p;
		c.t[m] = op->opnd[m]->type;
		for (int j = 0; j < p[0]; j++)
			c.size[p[1 + j]] = c.t[m]->shape[j];
	}
	Type *r = c.t[2];
	for (int m = 0; m < 2; m++) {
		c.elems[m] = arena_alloc(L->a, (size_t)type_count(c.t[m]) * sizeof(LVal));
		c.leaves[m] = arena_alloc(L->a, (size_t)leaf_count(c.t[m]) * sizeof(LVal));
	}
	int64_t n = r->kind == TY_VECTOR ? type_count(r) : 1, lanes = r->kind == TY_VECTOR ? r->shape[r->rank - 1] : 1;
	c.cur = NEWARRAY(L->a, LVal, n);
	LVal acc = lower_opnd(op, 2), leaf = {0};
	for (int64_t f = 0; f < n; f++) {
		if (r->kind != TY_VECTOR) {
			c.cur[f] = acc;
			break;
		}
		if (f % lanes == 0)
			leaf = leaf_get(lw, r, acc, f / lanes);
		c.cur[f] = ll_def(L, "acc", "extractelement %s %s, i64 %lld", ty(lw, leaf_type(lw, r)), leaf.s,
		                  (long long)(f % lanes));
	}
	int64_t fixed[32];
	for (int d = 0; d < 32; d++)
		fixed[d] = -1;
	contract_rec(&c, fixed);
	if (r->kind != TY_VECTOR) {
		lower_set(lw, op, 0, c.cur[0]);
		return;
	}
	LVal res = lv_str("poison");
	const char *l = ty(lw, leaf_type(lw, r));
	for (int64_t k = 0; k < n / lanes; k++) {
		LVal v = lv_str("poison");
		for (int64_t j = 0; j < lanes; j++)
			v = ll_def(L, r->rank == 1 && j + 1 == lanes ? hint(op) : "row", "insertelement %s %s, %s %s, i64 %lld",
			           l, v.s, ty(lw, r->elem), c.cur[k * lanes + j].s, (long long)j);
		res = leaf_put(lw, r, res, v, k, leaf_name(op, k, n / lanes));
	}
	lower_set(lw, op, 0, res);
}

/* Element i of the integer array attribute key of op (checked) */
static int64_t attr_at(const Op *op, const char *key, int i)
{
	return attr_get(op->attrs, key)->elems[i]->offset;
}

/* %s = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 *   -> each result row the source's row at the offsets, its lanes from
 *      the last offset (a shufflevector) if the slice cuts the rows
 * %r = vector.insert_strided_slice %s, %v {offsets = [3, 5], strides = [1]} : vector<2xf32> into vector<4x8xf32>
 *   -> %v with each row of %s blended into the row at the offsets (the
 *      row widened to the vector's, then lanes from each) */
void lower_vector_strided_slice(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	bool insert = op->id == OP_VECTOR_INSERT_STRIDED_SLICE;
	Type *small = insert ? op->opnd[0]->type : op->res[0]->type, *big = insert ? op->res[0]->type : op->opnd[0]->type;
	int lead = big->rank - small->rank, k = attr_get(op->attrs, "offsets")->n;
	int64_t n = leaf_count(small), lanes = small->shape[small->rank - 1], blanes = big->shape[big->rank - 1];
	int64_t off = k == big->rank ? attr_at(op, "offsets", k - 1) : 0, pos[VECTOR_RANK_MAX], bpos[VECTOR_RANK_MAX];
	LVal acc = insert ? lower_opnd(op, 1) : lv_str("poison"), src = lower_opnd(op, 0);
	const char *bl = ty(lw, leaf_type(lw, big)), *sl = ty(lw, leaf_type(lw, small));
	for (int64_t j = 0; j < n; j++) {
		leaf_pos(small, j, pos);
		for (int i = 0; i + 1 < big->rank; i++)   /* the big vector's row */
			bpos[i] = (i < k ? attr_at(op, "offsets", i) : 0) + (i >= lead ? pos[i - lead] : 0);
		int64_t bk = 0;
		for (int i = 0; i + 1 < big->rank; i++)
			bk = bk * big->shape[i] + bpos[i];
		LVal row = leaf_get(lw, insert ? small : big, src, insert ? j : bk), out = row;
		const char *name = !insert && small->rank == 1 ? hint(op) : "row";
		char *mask = arena_alloc_raw(L->a, (size_t)(insert ? 2 * blanes : lanes) * 24 + 4), *p = mask;
		p += sprintf(p, "<");
		if (!insert && lanes != blanes) {   /* lanes off..off + lanes - 1 */
			for (int64_t i = 0; i < lanes; i++)
				p += sprintf(p, "%si32 %lld", i ? ", " : "", (long long)(off + i));
			strcpy(p, ">");
			out = ll_def(L, name, "shufflevector %s %s, %s poison, <%lld x i32> %s", bl, row.s, bl, (long long)lanes, mask);
		} else if (insert && lanes != blanes) {   /* widened, then blended at off */
			for (int64_t i = 0; i < blanes; i++)
				p += sprintf(p, "%si32 %lld", i ? ", " : "", (long long)(i < lanes ? i : 0));
			strcpy(p, ">");
			LVal wide = ll_def(L, "wide", "shufflevector %s %s, %s poison, <%lld x i32> %s", sl, row.s, sl,
			                   (long long)blanes, mask);
			p = mask;
			p += sprintf(p, "<");
			for (int64_t i = 0; i < blanes; i++)
				p += sprintf(p, "%si32 %lld", i ? ", " : "",
				             (long long)(i >= off && i < off + lanes ? blanes + i - off : i));
			strcpy(p, ">");
			LVal old = leaf_get(lw, big, acc, bk);
			out = ll_def(L, big->rank == 1 ? hint(op) : "row", "shufflevector %s %s, %s %s, <%lld x i32> %s", bl,
			             old.s, bl, wide.s, (long long)blanes, mask);
		}
		acc = insert ? leaf_put(lw, big, acc, out, bk, leaf_name(op, j, n)) :
		      leaf_put(lw, small, acc, out, j, leaf_name(op, j, n));
	}
	lower_set(lw, op, 0, acc);
}

/* vector.mask and vector.yield: the builder made the masked op of the
 * mask's region, so that neither is left to lower */
void lower_built_away(Lower *lw, Op *op)
{
	(void)lw;
	(void)op;
	bug("vector.mask or vector.yield left to lower");
}
