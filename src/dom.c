/* SSA dominance: every use of a value must be dominated by its definition.
 * Per region, blocks are numbered in text order where each block comes
 * after its immediate dominator there, else in reverse postorder; immediate
 * dominators come from one pass over the forward edges (the
 * Cooper-Harvey-Kennedy iteration where that is not enough), and a DFS over
 * the dominator tree gives each block an interval, so that "A dominates B"
 * is two comparisons. A use inside a nested region is checked at the op
 * that holds the region. All walks are iterative: long block chains and
 * deep dominator trees cost no stack. */
#include "dom.h"

/* The nearest common dominator of blocks a and b (by rpo number); adds
 * the steps it climbs to *steps. */
static int intersect(const int *idom, int a, int b, size_t *steps)
{
	while (a != b) {
		for (; a > b; ++*steps)
			a = idom[a];
		for (; b > a; ++*steps)
			b = idom[b];
	}
	return a;
}

/* Cooper-Harvey-Kennedy over all edges, for a region whose forward pass
 * (in dom_region) is not enough. Predecessor lists are linked through
 * arrays indexed by rpo number, with 0 for "none" (edge numbers start at
 * 1). The blocks are in reverse postorder. */
static void iterate(Arena *a, Region *r, Block **order, int n, int nedge, int *idom)
{
	/* predecessors, reachable ones only, the latest first */
	int *head = NEWARRAY(a, int, n);
	int *src = arena_alloc_raw(a, sizeof *src * (size_t)(nedge + 1));
	int *link = arena_alloc_raw(a, sizeof *link * (size_t)(nedge + 1));
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

	/* -1: not found yet */
	size_t steps = 0;   /* not bounded here */
	idom[0] = 0;
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
				nd = nd < 0 ? q : intersect(idom, q, nd, &steps);
			}
			if (nd >= 0 && idom[i] != nd) {
				idom[i] = nd;
				changed = true;
			}
		}
	}
}

/* One pass over the forward edges (to a larger number) of the blocks
 * in order, numbered 0, 1, ... (Block.rpo): finds the dominators of the
 * graph without the other edges, since a block's predecessors there all
 * come before it. An edge q -> h back to a block h that dominates q in
 * that graph adds no path that avoids a dominator, so when all other
 * edges are such, those are the dominators; otherwise (an irreducible
 * region) the pass fails. It fails too where it climbs more than a
 * linear bound (a long chain of blocks that all branch to one, or back
 * to the first), and where an edge goes back to a block no edge before
 * has reached. A block that none has reached by its turn has idom -1
 * and its edges are not followed: in text order it is unreachable, or
 * the pass fails; in reverse postorder there is none. */
static bool forward_pass(Region *r, Block **order, int n, size_t bound, int *idom)
{
	idom[0] = 0;
	for (int i = 1; i < n; i++)
		idom[i] = -1;
	size_t steps = 0;
	for (int i = 0; i < n; i++) {
		Op *t = order[i]->last;
		if (idom[i] < 0 || !t)
			continue;
		for (int s = 0; s < t->nsucc; s++) {
			Block *b = t->succ[s];
			if (b->region != r)
				continue;
			int h = b->rpo;
			if (h > i) {
				idom[h] = idom[h] < 0 ? i : intersect(idom, i, idom[h], &steps);
			} else {
				if (idom[h] < 0)
					return false;
				int q = i;
				for (; q > h; steps++)
					q = idom[q];
				if (q != h)
					return false;
			}
		}
		if (steps > bound)
			return false;
	}
	return true;
}

/* Numbers the blocks of r in reverse postorder, found by a depth-first
 * search (unreachable blocks keep rpo -1), and returns them in that
 * order; *n becomes the number of reachable ones. */
static Block **rpo_order(Arena *a, Region *r, int *n)
{
	int nb = *n;
	for (Block *b = r->first; b; b = b->next)
		b->rpo = -1;
	Block *entry = r->first;
	entry->rpo = 0;
	/* postorder fills order from its end */
	Block **order = arena_alloc_raw(a, sizeof *order * (size_t)nb);
	Block **stack = arena_alloc_raw(a, sizeof *stack * (size_t)nb);
	int *next = arena_alloc_raw(a, sizeof *next * (size_t)nb);
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
		order[nb - 1 - np++] = b;
		sp--;
	}
	order += nb - np;
	for (int i = 0; i < np; i++)
		order[i]->rpo = i;
	*n = np;
	return order;
}

/* Numbers the reachable blocks of r (rpo; unreachable blocks get -1 and
 * an empty interval, which dominates no reachable block), in an order
 * where each comes after its immediate dominator. Then finds each
 * reachable block's immediate dominator, and its interval in the
 * dominator tree. Children are linked through arrays indexed by number,
 * with 0 for "none": the entry block is nobody's child.
 *
 * Most regions are written so that their text order is such an order:
 * the blocks are numbered in it, and forward_pass confirms it. Else
 * they are numbered in reverse postorder, which always is. */
void dom_region(Arena *a, Region *r)
{
	Block *entry = r->first;
	entry->rpo = 0;
	entry->idom = entry;
	entry->dom_pre = 0;
	entry->dom_post = 1;
	int n = r->nblocks;
	if (n == 1)
		return;   /* most regions: nothing can branch to an entry block */

	Block **order = arena_alloc_raw(a, sizeof *order * (size_t)n);
	int *idom = arena_alloc_raw(a, sizeof *idom * (size_t)n);
	int i = 0, nedge = 0;
	order[i++] = entry;
	for (Block *b = entry->next; b; b = b->next) {
		order[i] = b;
		b->rpo = i++;
		b->idom = NULL;
		b->dom_pre = 1;
		b->dom_post = 0;
		if (b->last)
			nedge += b->last->nsucc;
	}
	if (entry->last)
		nedge += entry->last->nsucc;
	size_t bound = 4 * ((size_t)n + (size_t)nedge);
	if (!forward_pass(r, order, n, bound, idom)) {
		order = rpo_order(a, r, &n);
		if (!forward_pass(r, order, n, bound, idom))
			iterate(a, r, order, n, nedge, idom);
	}

	/* DFS intervals over the dominator tree, which needs no stack: a
	 * block's parent is its immediate dominator */
	int *kid = NEWARRAY(a, int, n), *sib = arena_alloc_raw(a, sizeof *sib * (size_t)n);
	for (i = n - 1; i > 0; i--) {
		if (idom[i] < 0) {
			order[i]->rpo = -1;   /* in text order: unreachable */
			continue;
		}
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

/* dom_use_ok's general case: any blocks, any regions. */
bool dom_far_use_ok(Value *v, Op *user)
{
	Block *db = v->def ? v->def->block : v->owner;
	if (!db)
		return true;
	Op *u = ancestor_in(user, db->region);
	if (!u)
		return false;         /* defined in a region that does not hold the use */
	if (u->block->rpo < 0)
		return true;          /* unreachable code: nothing to dominate */
	if (db->rpo < 0)
		return false;
	if (db == u->block)
		return !v->def || dom_precedes(v->def, u);
	return dom_dominates(db, u->block);
}

void dom_number_ops(Block *b)
{
	int pos = 0;
	for (Op *op = b->first; op; op = op->next)
		op->pos = ++pos;
	b->numbered = true;
}
