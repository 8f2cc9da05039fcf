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

/* The nearest common dominator of blocks a and b (by rpo number). */
static int intersect(const int *idom, int a, int b)
{
	while (a != b) {
		while (a > b)
			a = idom[a];
		while (b > a)
			b = idom[b];
	}
	return a;
}

/* Numbers the blocks of r in reverse postorder (unreachable blocks get rpo
 * -1 and an empty interval, which dominates no reachable block), and each
 * op by its position in its block. Then finds each reachable block's
 * immediate dominator, and its interval in the dominator tree. Lists
 * (predecessors, children) are linked through arrays indexed by rpo
 * number, with 0 for "none": the entry block is nobody's child, and edge
 * numbers start at 1. */
static void dominators(Dom *d, Region *r)
{
	int n = 0, nedge = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->rpo = -1;
		b->idom = NULL;
		b->dom_pre = 1;
		b->dom_post = 0;
		n++;
		if (b->last)
			nedge += b->last->nsucc;
		int k = 0;
		for (Op *op = b->first; op; op = op->next)
			op->pos = k++;
	}
	Block *entry = r->first;
	entry->rpo = 0;
	entry->idom = entry;
	entry->dom_pre = 0;
	entry->dom_post = 1;
	if (n == 1)
		return;   /* most regions: nothing can branch to an entry block */

	/* depth-first search; postorder fills order from its end */
	Block **order = NEWARRAY(d->a, Block *, n);
	Block **stack = NEWARRAY(d->a, Block *, n);
	int *next = NEWARRAY(d->a, int, n);
	int np = 0, sp = 0;
	stack[sp] = entry;
	next[sp++] = 0;
	while (sp) {
		Block *b = stack[sp - 1];
		Op *t = b->last;
		int i = next[sp - 1]++;
		if (t && i < t->nsucc) {
			Block *s = t->succ[i];
			if (s->rpo == -1 && s->region == r) {
				s->rpo = 0;   /* visited mark for now */
				stack[sp] = s;
				next[sp++] = 0;
			}
			continue;
		}
		order[n - 1 - np++] = b;
		sp--;
	}
	order += n - np;
	n = np;
	for (int i = 0; i < n; i++)
		order[i]->rpo = i;

	/* predecessors, reachable ones only, the latest first */
	int *head = NEWARRAY(d->a, int, n);
	int *src = NEWARRAY(d->a, int, nedge + 1);
	int *link = NEWARRAY(d->a, int, nedge + 1);
	int ne = 0;
	for (int i = 0; i < n; i++) {
		Op *t = order[i]->last;
		for (int s = 0; t && s < t->nsucc; s++) {
			Block *b = t->succ[s];
			if (b->region == r && b->rpo >= 0) {
				src[++ne] = i;
				link[ne] = head[b->rpo];
				head[b->rpo] = ne;
			}
		}
	}

	/* Cooper-Harvey-Kennedy; -1: not found yet */
	int *idom = NEWARRAY(d->a, int, n);
	for (int i = 1; i < n; i++)
		idom[i] = -1;
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 1; i < n; i++) {
			int nd = -1;
			/* latest predecessors first, so that nd climbs the dominator
			 * tree a step at a time, and nothing is above the entry: a
			 * block with thousands of predecessors stays linear */
			for (int e = head[i]; e && nd != 0; e = link[e]) {
				int q = src[e];
				if (idom[q] < 0)
					continue;
				nd = nd < 0 ? q : intersect(idom, q, nd);
			}
			if (nd >= 0 && idom[i] != nd) {
				idom[i] = nd;
				changed = true;
			}
		}
	}

	/* DFS intervals over the dominator tree, which needs no stack: a
	 * block's parent is its immediate dominator */
	int *kid = NEWARRAY(d->a, int, n), *sib = NEWARRAY(d->a, int, n);
	for (int i = n - 1; i > 0; i--) {
		order[i]->idom = order[idom[i]];
		sib[i] = kid[idom[i]];
		kid[idom[i]] = i;
	}
	int clock = 1, k = 0;
	for (;;) {
		if (kid[k]) {
			k = kid[k];
			order[k]->dom_pre = clock++;
			continue;
		}
		for (;;) {   /* k's subtree is done: on to its next sibling, or up */
			order[k]->dom_post = clock++;
			if (k == 0)
				return;
			if (sib[k]) {
				k = sib[k];
				order[k]->dom_pre = clock++;
				break;
			}
			k = idom[k];
		}
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
 * argument of it), or in a block of the same region that dominates the
 * user's: those need no lookup at all. An unreachable definition has an
 * empty interval, so it dominates no reachable block. */
static inline bool check_use(Dom *d, Value *v, Op *user, int index)
{
	Op *def = v->def;
	Block *db = def ? def->block : v->owner, *ub = user->block;
	if (db == ub ? !def || def->pos < user->pos : db && db->region == ub->region && dominates(db, ub))
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
	dominators(d, r);
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
