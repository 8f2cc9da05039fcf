/* affine.apply, affine.min and affine.max, expanded as MLIR's
 * --lower-affine expands them: + and * are add and mul; mod, floordiv and
 * ceildiv by a positive constant go through srem or sdiv and fix the sign
 * up with selects; min and max compare the map's results in turn. Sums
 * and products go through ll_iadd and ll_imul, those of constants folded
 * in the width of index. */
#include "lower.h"
#include "../affine.h"

typedef struct Expander {
	LFunc *L;
	Op *op;
	int ndims;
	const char *t;      /* the index type */
	int bits;           /* its width */
} Expander;

/* v as an index of x's width computes it: its low bits, sign-extended */
static LVal constant(const Expander *x, uint64_t v)
{
	int shift = 64 - x->bits;
	return lv_const(x->L, shift > 0 ? (int64_t)(v << shift) >> shift : (int64_t)v);
}

/* e's value; a division's or mod's last instruction named name (the op's
 * result), or by what it computes if name is NULL */
static LVal expand(const Expander *x, const AffineExpr *e, const char *name)
{
	LFunc *L = x->L;
	if (e->kind == AFF_CONST)
		return constant(x, (uint64_t)e->value);
	if (e->kind == AFF_DIM || e->kind == AFF_SYM)
		return lower_opnd(x->op, (int)e->value + (e->kind == AFF_SYM ? x->ndims : 0));
	LVal a = expand(x, e->l, NULL), b = expand(x, e->r, NULL);
	const char *t = x->t;
	switch (e->kind) {
	case AFF_ADD:
	case AFF_MUL: {   /* folded in index's width; else numbered as address arithmetic is */
		bool add = e->kind == AFF_ADD;
		if (a.is_const && b.is_const)
			return constant(x, add ? (uint64_t)a.c + (uint64_t)b.c : (uint64_t)a.c * (uint64_t)b.c);
		LVal r;
		(add ? ll_iadd : ll_imul)(L, t, &r, &a, &b);
		return r;
	}
	case AFF_MOD: {   /* r = a srem b; r < 0 ? r + b : r */
		LVal r = ll_def(L, "rem", "srem %s %s, %s", t, a.s, b.s);
		LVal neg = ll_def(L, "rem.neg", "icmp slt %s %s, 0", t, r.s);
		LVal up = ll_def(L, "rem.up", "add %s %s, %s", t, r.s, b.s);
		return ll_def(L, name ? name : "mod", "select i1 %s, %s %s, %s %s", neg.s, t, up.s, t, r.s);
	}
	case AFF_FLOORDIV: {   /* a < 0 ? -1 - (-1 - a) / b : a / b */
		LVal neg = ll_def(L, "fd.neg", "icmp slt %s %s, 0", t, a.s);
		LVal flip = ll_def(L, "fd.flip", "sub %s -1, %s", t, a.s);
		LVal d = ll_def(L, "fd.dividend", "select i1 %s, %s %s, %s %s", neg.s, t, flip.s, t, a.s);
		LVal q = ll_def(L, "fd.q", "sdiv %s %s, %s", t, d.s, b.s);
		LVal back = ll_def(L, "fd.back", "sub %s -1, %s", t, q.s);
		return ll_def(L, name ? name : "floordiv", "select i1 %s, %s %s, %s %s", neg.s, t, back.s, t, q.s);
	}
	default: {   /* ceildiv: a <= 0 ? -(-a / b) : (a - 1) / b + 1 */
		LVal np = ll_def(L, "cd.nonpos", "icmp sle %s %s, 0", t, a.s);
		LVal negated = ll_def(L, "cd.negated", "sub %s 0, %s", t, a.s);
		LVal less = ll_def(L, "cd.less", "sub %s %s, 1", t, a.s);
		LVal d = ll_def(L, "cd.dividend", "select i1 %s, %s %s, %s %s", np.s, t, negated.s, t, less.s);
		LVal q = ll_def(L, "cd.q", "sdiv %s %s, %s", t, d.s, b.s);
		LVal back = ll_def(L, "cd.back", "sub %s 0, %s", t, q.s);
		LVal more = ll_def(L, "cd.more", "add %s %s, 1", t, q.s);
		return ll_def(L, name ? name : "ceildiv", "select i1 %s, %s %s, %s %s", np.s, t, back.s, t, more.s);
	}
	}
}

void lower_affine(Lower *lw, Op *op)
{
	const AffineMap *m = op->map;
	Expander x = {&lw->ll, op, m->ndims, lw->ix, lw->cx->index_bits};
	const char *name = op->res[0]->name;
	if (op->id == OP_AFFINE_APPLY || m->nresults == 1) {
		lower_set(lw, op, 0, expand(&x, m->results[0], name));
		return;
	}
	/* min: the first result, then each one less than the pick so far
	 * taken in its place (max: greater) */
	const char *pred = op_info[op->id].mnemonic;
	LVal pick = expand(&x, m->results[0], NULL);
	for (int i = 1; i < m->nresults; i++) {
		LVal r = expand(&x, m->results[i], NULL);
		bool last = i == m->nresults - 1;
		LVal c = ll_def(&lw->ll, "cmp", "icmp %s %s %s, %s", pred, x.t, r.s, pick.s);
		pick = ll_def(&lw->ll, last ? name : "pick", "select i1 %s, %s %s, %s %s", c.s, x.t, r.s, x.t, pick.s);
	}
	lower_set(lw, op, 0, pick);
}
