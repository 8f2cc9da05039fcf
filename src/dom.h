/* SSA dominance: every use of a value must be dominated by its
 * definition. The verifier checks it as it walks a function. */
#ifndef DOM_H
#define DOM_H
#include "ast.h"

/* Numbers the blocks of r (rpo, -1 if unreachable) in text order if each
 * block comes after its immediate dominator there, else in reverse
 * postorder, and finds the dominator tree: each block's idom and its
 * interval in the tree. Before any use in r is checked.
 *
 * Within a block, the ops are numbered 1, 2, ... in order (Op.pos): an
 * op that precedes the user has a smaller pos. */
void dom_region(Arena *a, Region *r);

/* Gives b's ops their Op.pos: when a use within b is first checked, as
 * most uses are settled by the builder (Op.checked) and need none. */
void dom_number_ops(Block *b);

/* Whether def precedes user, an op of the same block. */
static inline bool dom_precedes(const Op *def, const Op *user)
{
	if (!user->block->numbered)
		dom_number_ops(user->block);
	return def->pos < user->pos;
}

/* An unreachable block has an empty interval: it dominates no reachable
 * block. */
static inline bool dom_dominates(const Block *a, const Block *b)
{
	return a->dom_pre <= b->dom_pre && b->dom_post <= a->dom_post;
}

bool dom_far_use_ok(Value *v, Op *user);

/* Whether the definition of v dominates its use by user, once the regions
 * of both have been through dom_region. Most uses are of a value defined
 * earlier in the same block (or an argument of it), or in a block of the
 * same region that dominates the user's: those need no lookup. */
static inline bool dom_use_ok(Value *v, Op *user)
{
	Op *def = v->def;
	Block *db = def ? def->block : v->owner, *ub = user->block;
	if (db == ub ? !def || dom_precedes(def, user)
	             : db && db->region == ub->region && dom_dominates(db, ub))
		return true;
	return dom_far_use_ok(v, user);
}

#endif
