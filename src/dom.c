/* SSA dominance: every use of a value must be dominated by its definition.
 * Per region, blocks are numbered in reverse postorder, immediate
 * dominators come from the Cooper-Harvey-Kennedy iteration, and a DFS over
 * the dominator tree gives each block an interval, so that "A dominates B"
 * is two comparisons. A use inside a nested region is checked at the op
 * that holds the region. All walks are iterative: long block chains and
 * deep dominator trees cost no stack. */
#include <stdlib.h>
#include <string.h>
#include "dom.h"

typedef struct Dom {
	Ctx *cx;
	Arena *a;
} Dom;

/* Blocks of r in reverse postorder; returns their count, unreachable
 * blocks get rpo -1. */
static int number_blocks(Dom *d, Region *r, Block ***order_out)
{
	int n = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->rpo = -1;
		b->idom = NULL;
		n++;
		int k = 0;
		for (Op *op = b->first; op; op = op->next)
			op->pos = k++;
	}
	Block **post = NEWARRAY(d->a, Block *, n + 1);
	Block **stack = NEWARRAY(d->a, Block *, n + 1);
	int *next = NEWARRAY(d->a, int, n + 1);
	int np = 0, sp = 0;
	r->first->rpo = 0;   /* visited mark for now */
	stack[sp] = r->first;
	next[sp++] = 0;
	while (sp) {
		Block *b = stack[sp - 1];
		Op *t = b->last;
		int i = next[sp - 1]++;
		if (t && i < t->nsucc) {
			Block *s = t->succ[i];
			if (s->rpo == -1 && s->region == r) {
				s->rpo = 0;
				stack[sp] = s;
				next[sp++] = 0;
			}
			continue;
		}
		post[np++] = b;
		sp--;
	}
	Block **order = NEWARRAY(d->a, Block *, np + 1);
	for (int i = 0; i < np; i++) {
		order[i] = post[np - 1 - i];
		order[i]->rpo = i;
	}
	*order_out = order;
	return np;
}

static Block *intersect(Block *a, Block *b)
{
	while (a != b) {
		while (a->rpo > b->rpo)
			a = a->idom;
		while (b->rpo > a->rpo)
			b = b->idom;
	}
	return a;
}

static void dominators(Dom *d, Region *r, Block **order, int n)
{
	/* predecessor lists, reachable blocks only */
	int *npred = NEWARRAY(d->a, int, n + 1);
	for (int i = 0; i < n; i++)
		for (int s = 0; order[i]->last && s < order[i]->last->nsucc; s++) {
			Block *t = order[i]->last->succ[s];
			if (t->region == r && t->rpo >= 0)
				npred[t->rpo]++;
		}
	Block ***preds = NEWARRAY(d->a, Block **, n + 1);
	for (int i = 0; i < n; i++) {
		preds[i] = NEWARRAY(d->a, Block *, npred[i] + 1);
		npred[i] = 0;
	}
	for (int i = 0; i < n; i++)
		for (int s = 0; order[i]->last && s < order[i]->last->nsucc; s++) {
			Block *t = order[i]->last->succ[s];
			if (t->region == r && t->rpo >= 0)
				preds[t->rpo][npred[t->rpo]++] = order[i];
		}
	order[0]->idom = order[0];
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 1; i < n; i++) {
			Block *nd = NULL;
			/* latest predecessors first, so that nd climbs the dominator
			 * tree a step at a time, and nothing is above the entry: a
			 * block with thousands of predecessors stays linear */
			for (int p = npred[i] - 1; p >= 0 && nd != order[0]; p--) {
				Block *q = preds[i][p];
				if (!q->idom)
					continue;
				nd = nd ? intersect(q, nd) : q;
			}
			if (nd && order[i]->idom != nd) {
				order[i]->idom = nd;
				changed = true;
			}
		}
	}
	/* DFS intervals over the dominator tree */
	int *nkid = NEWARRAY(d->a, int, n + 1);
	for (int i = 1; i < n; i++)
		nkid[order[i]->idom->rpo]++;
	Block ***kids = NEWARRAY(d->a, Block **, n + 1);
	for (int i = 0; i < n; i++) {
		kids[i] = NEWARRAY(d->a, Block *, nkid[i] + 1);
		nkid[i] = 0;
	}
	for (int i = 1; i < n; i++) {
		int p = order[i]->idom->rpo;
		kids[p][nkid[p]++] = order[i];
	}
	Block **stack = NEWARRAY(d->a, Block *, n + 1);
	int *next = NEWARRAY(d->a, int, n + 1);
	int sp = 0, clock = 0;
	stack[sp] = order[0];
	next[sp++] = 0;
	order[0]->dom_pre = clock++;
	while (sp) {
		Block *b = stack[sp - 1];
		int i = next[sp - 1]++;
		if (i < nkid[b->rpo]) {
			Block *k = kids[b->rpo][i];
			k->dom_pre = clock++;
			stack[sp] = k;
			next[sp++] = 0;
			continue;
		}
		b->dom_post = clock++;
		sp--;
	}
}

static bool dominates(Block *a, Block *b)
{
	return a->dom_pre <= b->dom_pre && b->dom_post <= a->dom_post;
}

/* The op in region target that holds u (u itself if it is there), or
 * NULL. The answer is remembered in each region on the way, so that deep
 * nests with many uses of the same outer values cost no more than shallow
 * ones. */
static Op *ancestor_in(Op *u, Region *target)
{
	Op *a = u;
	while (a && a->block->region != target) {
		Region *r = a->block->region;
		a = r->anc_in == target ? r->anc_op : r->op;
	}
	for (Op *p = u; p && p->block->region != target;) {   /* the same path again */
		Region *r = p->block->region;
		if (r->anc_in == target)
			break;
		r->anc_in = target;
		r->anc_op = a;
		p = r->op;
	}
	return a;
}

/* A use that its definition may not dominate: the general case. */
static bool check_far_use(Dom *d, Value *v, Op *user, int index)
{
	Block *db = v->def ? v->def->block : v->owner;
	if (!db)
		return true;
	Op *u = ancestor_in(user, db->region);
	bool ok;
	if (!u)
		ok = false;           /* defined in a region that does not hold the use */
	else if (u->block->rpo < 0)
		ok = true;            /* unreachable code: nothing to dominate */
	else if (db->rpo < 0)
		ok = false;
	else if (db == u->block)
		ok = !v->def || v->def->pos < u->pos;
	else
		ok = dominates(db, u->block);
	if (ok)
		return true;
	diag_error(d->cx, user->loc, "operand #%d ('%%%s') does not dominate this use", index, v->name);
	diag_note(d->cx, v->loc, "operand defined here");
	return false;
}

/* Most uses are of a value defined earlier in the same block (or an
 * argument of it): those need no lookup at all. */
static inline bool check_use(Dom *d, Value *v, Op *user, int index)
{
	Op *def = v->def;
	if (def ? def->block == user->block && def->pos < user->pos : v->owner == user->block)
		return true;
	return check_far_use(d, v, user, index);
}

static bool check_region(Dom *d, Region *r);

static bool check_op(Dom *d, Op *op)
{
	for (int i = 0; i < op->nopnd; i++)
		if (!check_use(d, op->opnd[i], op, i))
			return false;
	for (int s = 0; s < op->nsucc; s++)
		for (int i = 0; i < op->succ_nargs[s]; i++)
			if (!check_use(d, op->succ_args[s][i], op, op->nopnd + i))
				return false;
	for (int i = 0; i < op->nregion; i++)
		if (!check_region(d, op->regions[i]))
			return false;
	return true;
}

static bool check_region(Dom *d, Region *r)
{
	Block **order;
	int n = number_blocks(d, r, &order);
	dominators(d, r, order, n);
	for (Block *b = r->first; b; b = b->next)
		for (Op *op = b->first; op; op = op->next)
			if (!check_op(d, op))
				return false;
	return true;
}

bool dom_check_func(Ctx *cx, Func *f)
{
	Dom d = {.cx = cx, .a = &cx->fa};
	return check_region(&d, f->body);
}
