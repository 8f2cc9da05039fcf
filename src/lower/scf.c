/* scf dialect, lowered straight to blocks:
 *   scf.for   -> for.cond (phis: iv, iter args) / for.body / for.end
 *   scf.if    -> if.then / if.else / if.end (phis: results)
 *   scf.while -> while.before / while.after / while.end
 * The terminators of the regions (scf.yield, scf.condition) branch to the
 * blocks recorded in the innermost RegionExit. */
#include <stdio.h>
#include <string.h>
#include "lower.h"

static LVal *concat(Lower *lw, LVal *a, int na, LVal *b, int nb)
{
	LVal *r = NEWARRAY(lw->ll.a, LVal, na + nb + 1);
	for (int i = 0; i < na; i++)
		r[i] = a[i];
	for (int i = 0; i < nb; i++)
		r[na + i] = b[i];
	return r;
}

static int nfields(Value **v, int n)
{
	int k = 0;
	for (int i = 0; i < n; i++)
		k += lower_nfields(v[i]->type);
	return k;
}

/* scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {...}
 *   -> br for.cond; for.cond: %i = phi, %acc = phi; %c = icmp slt %i, %ub
 *      br i1 %c, for.body, for.end; for.body: ... %i.next = add %i, %s */
void lower_for(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Block *body = op->regions[0]->first;
	const char *t = type_ll(lw->cx, op->opnd[0]->type);
	char base[160];
	snprintf(base, sizeof base, "for.%.100s", body->args[0]->name);
	LBlock *cond = ll_block(L, base);
	strcat(base, ".body");
	LBlock *bodyb = ll_block(L, base);
	snprintf(base, sizeof base, "for.%.100s.end", body->args[0]->name);
	LBlock *end = ll_block(L, base);
	lower_bind_slots(lw, cond, body->args, body->nargs);
	LVal *init = concat(lw, op->opnd[0]->ll, 1, lower_flatten(lw, op->opnd + 3, op->nopnd - 3),
	                    nfields(op->opnd + 3, op->nopnd - 3));
	ll_br(L, cond, init);
	ll_start(L, cond);
	LVal c = ll_def(L, "for.cmp", "icmp slt %s %s, %s", t, body->args[0]->ll[0].s, lower_opnd(op, 1).s);
	ll_cond_br(L, c.s, bodyb, NULL, end, NULL);
	for (int i = 0; i < op->nres; i++)
		op->res[i]->ll = body->args[1 + i]->ll;
	RegionExit ex = {.op = op, .to = cond, .iv = body->args[0], .step = lower_opnd(op, 2), .up = lw->exit};
	lw->exit = &ex;
	lower_region(lw, op->regions[0], bodyb);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* %r = scf.if %c -> (i32) { ... } else { ... }
 *   -> br i1 %c, if.then, if.else; ...; if.end: %r = phi i32 ... */
void lower_if(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	bool has_else = op->nregion > 1;
	LBlock *thenb = ll_block(L, "if.then");
	LBlock *elseb = has_else ? ll_block(L, "if.else") : NULL;
	LBlock *end = ll_block(L, "if.end");
	lower_bind_slots(lw, end, op->res, op->nres);
	ll_cond_br(L, lower_opnd(op, 0).s, thenb, NULL, has_else ? elseb : end, NULL);
	RegionExit ex = {.op = op, .to = end, .up = lw->exit};
	lw->exit = &ex;
	lower_region(lw, op->regions[0], thenb);
	if (has_else)
		lower_region(lw, op->regions[1], elseb);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* %r = scf.while (%a = %init) : (i32) -> i32 { before } do { after }
 *   -> br while.before; before: ... br i1 %cond, while.after, while.end;
 *      after: ... br while.before; while.end: %r = phi */
void lower_while(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Block *before = op->regions[0]->first, *after = op->regions[1]->first;
	LBlock *beforeb = ll_block(L, "while.before");
	LBlock *afterb = ll_block(L, "while.after");
	LBlock *end = ll_block(L, "while.end");
	lower_bind_slots(lw, beforeb, before->args, before->nargs);
	lower_bind_slots(lw, afterb, after->args, after->nargs);
	lower_bind_slots(lw, end, op->res, op->nres);
	ll_br(L, beforeb, lower_flatten(lw, op->opnd, op->nopnd));
	RegionExit ex = {.op = op, .to = beforeb, .to2 = afterb, .up = lw->exit};
	ex.end = end;
	lw->exit = &ex;
	lower_region(lw, op->regions[0], beforeb);
	lower_region(lw, op->regions[1], afterb);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* scf.yield and scf.condition: leave the region as its op says. */
void lower_region_exit(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	RegionExit *ex = lw->exit;
	if (!ex)
		bug("region terminator outside an scf op");
	if (op->id == OP_SCF_CONDITION) {
		LVal *vals = lower_flatten(lw, op->opnd + 1, op->nopnd - 1);
		ll_cond_br(L, lower_opnd(op, 0).s, ex->to2, vals, ex->end, vals);
		return;
	}
	LVal *vals = lower_flatten(lw, op->opnd, op->nopnd);
	if (ex->op->id == OP_SCF_FOR) {
		const char *t = type_ll(lw->cx, ex->iv->type);
		LVal next = ll_def(L, "iv.next", "add %s %s, %s", t, ex->iv->ll[0].s, ex->step.s);
		vals = concat(lw, &next, 1, vals, nfields(op->opnd, op->nopnd));
	}
	ll_br(L, ex->to, vals);
}
