/* scf dialect, lowered straight to blocks:
 *   scf.for   -> for.cond (phis: iv, iter args) / for.body / for.end
 *   scf.if    -> if.then / if.else / if.end (phis: results)
 *   scf.while -> while.before / while.after / while.end
 *   scf.execute_region -> exec (and the region's blocks) / exec.end
 *   scf.index_switch   -> switch.caseN ... / switch.default / switch.end,
 *                         on the index's low 32 bits as MLIR 22 has it
 *   scf.parallel -> a nest of loops as scf.for's, one per induction
 *                   variable, that carry the reductions; run in order
 * The terminators of the regions (scf.yield, scf.condition, scf.reduce)
 * branch to the blocks recorded in the innermost RegionExit. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
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
	LVal c = ll_def(L, "for.cmp", "icmp %s %s %s, %s", op->flags & FLAG_UNSIGNED ? "ult" : "slt", t,
	                body->args[0]->ll[0].s, lower_opnd(op, 1).s);
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

/* %r = scf.execute_region -> i32 { ... cf.br ^bb1 ... ^bb1: scf.yield %x : i32 }
 *   -> br exec; exec: ...; bb1: br exec.end; exec.end: %r = phi i32 ... */
void lower_execute_region(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	LBlock *entry = ll_block(L, "exec");
	LBlock *end = ll_block(L, "exec.end");
	lower_bind_slots(lw, end, op->res, op->nres);
	ll_br(L, entry, NULL);
	RegionExit ex = {.op = op, .to = end, .up = lw->exit};
	lw->exit = &ex;
	lower_region(lw, op->regions[0], entry);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* %r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %x : f32 }
 *   -> %stack = call ptr @llvm.stacksave(); br label %scope; scope: ...;
 *      call void @llvm.stackrestore(ptr %stack); br label %scope.end;
 *      scope.end: %r = phi float ...
 * (LLVM 18 and later read the intrinsics as llvm.stacksave.p0 and so on) */
void lower_alloca_scope(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *p = lower_ptr_type(lw, 0);
	LBlock *entry = ll_block(L, "scope");
	LBlock *end = ll_block(L, "scope.end");
	lower_bind_slots(lw, end, op->res, op->nres);
	lower_declare(lw, "llvm.stacksave", p, "");
	lower_declare(lw, "llvm.stackrestore", "void", p);
	RegionExit ex = {.op = op, .to = end, .up = lw->exit};
	ex.step = ll_def(L, "stack", "call %s @llvm.stacksave()", p);
	ll_br(L, entry, NULL);
	lw->exit = &ex;
	lower_region(lw, op->regions[0], entry);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* The value an scf.index_switch case compares with, as MLIR 22's
 * --convert-scf-to-cf has it: the case's low 32 bits (it switches on the
 * index cast to i32). False if the case does not fit in i64. */
bool lower_index_case(Lower *lw, Attr *a, int32_t *v)
{
	const char *lit = lower_int_literal(lw, a, 64);
	if (!lit)
		return false;
	*v = (int32_t)(uint32_t)(uint64_t)strtoll(lit, NULL, 10);
	return true;
}

/* %r = scf.index_switch %i -> i32 case 2 {...} case -1 {...} default {...}
 *   -> %c = trunc i64 %i to i32
 *      switch i32 %c, label %switch.default [ i32 2, label %switch.case2
 *      i32 -1, label %switch.case-1 ]; ...; switch.end: %r = phi i32 ...
 * (regions[0] is the default) */
void lower_index_switch(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	int n = op->nregion - 1;
	LBlock **to = NEWARRAY(L->a, LBlock *, n + 1);
	int32_t *val = NEWARRAY(L->a, int32_t, n + 1);
	size_t cap = 16;
	char base[48];
	for (int i = 0; i < n; i++) {
		if (!lower_index_case(lw, op->case_vals[i], &val[i]))
			bug("an scf.index_switch case the verifier let through");
		snprintf(base, sizeof base, "switch.case%" PRId32, val[i]);
		to[1 + i] = ll_block(L, base);
		cap += strlen(to[1 + i]->label) + 32;
	}
	to[0] = ll_block(L, "switch.default");
	LBlock *end = ll_block(L, "switch.end");
	lower_bind_slots(lw, end, op->res, op->nres);
	LVal x = lower_opnd(op, 0);
	if (strcmp(lw->ix, "i32"))
		x = ll_def(L, "switch.index", "trunc %s %s to i32", lw->ix, x.s);
	char *cases = arena_alloc(L->a, cap), *p = cases;
	for (int i = 0; i <= n; i++)
		ll_edge(L, to[i], NULL);
	for (int i = 0; i < n; i++)
		p += sprintf(p, " i32 %" PRId32 ", label %%%s", val[i], to[1 + i]->label);
	ll_emit(L, "switch i32 %s, label %%%s [%s ]", x.s, to[0]->label, cases);
	L->cur->terminated = true;
	RegionExit ex = {.op = op, .to = end, .up = lw->exit};
	lw->exit = &ex;
	for (int i = 1; i <= n; i++)
		lower_region(lw, op->regions[i], to[i]);
	lower_region(lw, op->regions[0], to[0]);
	lw->exit = ex.up;
	ll_start(L, end);
}

/* Values for the phis of an inner loop of scf.parallel, one per result
 * (the outermost loop's are the results) */
static Value **carried(Lower *lw, Op *op)
{
	Value **v = NEWARRAY(lw->ll.a, Value *, op->nres + 1);
	for (int i = 0; i < op->nres; i++) {
		v[i] = NEW(lw->ll.a, Value);
		v[i]->type = op->res[i]->type;
		v[i]->name = "acc";
	}
	return v;
}

/* One loop of an scf.parallel nest, k, as scf.for's: its header binds the
 * induction variable and the values carried in, vals, and tests it; the
 * body comes next. Returns the body's block. */
static LBlock *parallel_loop(Lower *lw, Op *op, int k, Value **carry, LVal *vals, LBlock **cond, LBlock **end)
{
	LFunc *L = &lw->ll;
	Block *body = op->regions[0]->first;
	int n = body->nargs, m = op->nres;
	Value *iv = body->args[k];
	char base[160];
	snprintf(base, sizeof base, "parallel.%.100s", iv->name);
	*cond = ll_block(L, base);
	strcat(base, ".body");
	LBlock *bodyb = ll_block(L, base);
	snprintf(base, sizeof base, "parallel.%.100s.end", iv->name);
	*end = ll_block(L, base);
	Value **slots = NEWARRAY(L->a, Value *, m + 1);
	slots[0] = iv;
	for (int i = 0; i < m; i++)
		slots[1 + i] = carry[i];
	lower_bind_slots(lw, *cond, slots, m + 1);
	LVal lb = lower_opnd(op, k);
	ll_br(L, *cond, concat(lw, &lb, 1, vals, nfields(op->res, m)));
	ll_start(L, *cond);
	LVal c = ll_def(L, "parallel.cmp", "icmp slt %s %s, %s", lw->ix, iv->ll[0].s, lower_opnd(op, n + k).s);
	ll_cond_br(L, c.s, bodyb, NULL, *end, NULL);
	return bodyb;
}

/* %r = scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%e, %f) init (%z) -> f32 {...}
 *   -> br parallel.i; parallel.i: %i = phi, %r = phi; br i1 (icmp slt %i, %c),
 *      parallel.i.body, parallel.i.end; parallel.i.body: br parallel.j;
 *      parallel.j: %j = phi, %acc = phi; ...; parallel.j.body: ... (scf.reduce:
 *      br parallel.j); parallel.j.end: %i.next = add %i, %e; br parallel.i
 *   as MLIR's --convert-scf-to-cf lowers it, through scf.for */
void lower_parallel(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Block *body = op->regions[0]->first;
	int n = body->nargs, m = op->nres;
	LBlock **cond = NEWARRAY(L->a, LBlock *, 2 * n), **end = cond + n;
	Value ***carry = NEWARRAY(L->a, Value **, n);
	LVal *vals = lower_flatten(lw, op->opnd + 3 * n, m);
	LBlock *bodyb = NULL;
	for (int k = 0; k < n; k++) {
		if (k)
			ll_start(L, bodyb);
		carry[k] = k ? carried(lw, op) : op->res;
		bodyb = parallel_loop(lw, op, k, carry[k], vals, &cond[k], &end[k]);
		vals = lower_flatten(lw, carry[k], m);
	}
	RegionExit ex = {.op = op, .to = cond[n - 1], .iv = body->args[n - 1], .step = lower_opnd(op, 3 * n - 1),
	                 .accs = carry[n - 1], .up = lw->exit};
	lw->exit = &ex;
	lower_region(lw, op->regions[0], bodyb);
	lw->exit = ex.up;
	for (int k = n - 1; k > 0; k--) {
		ll_start(L, end[k]);
		Value *iv = body->args[k - 1];
		LVal next = ll_def(L, "iv.next", "add %s %s, %s", lw->ix, iv->ll[0].s, lower_opnd(op, 2 * n + k - 1).s);
		ll_br(L, cond[k - 1], concat(lw, &next, 1, lower_flatten(lw, carry[k], m), nfields(op->res, m)));
	}
	ll_start(L, end[0]);
}

/* scf.reduce(%v : f32) { ^bb0(%a: f32, %b: f32): ... scf.reduce.return %s : f32 }
 *   -> the reduction's ops on the value carried (%a) and %v (%b), in the
 *      block being written, then the latch of the innermost loop:
 *      %iv.next = add %iv, %step; br parallel.iv (with each %s) */
void lower_reduce(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	RegionExit *ex = lw->exit;
	if (!ex || ex->op->id != OP_SCF_PARALLEL)
		bug("scf.reduce outside scf.parallel");
	int nf = nfields(op->opnd, op->nopnd), f = 1;
	LVal *vals = NEWARRAY(L->a, LVal, nf + 1);
	RegionExit rex = {.op = op, .up = ex};
	lw->exit = &rex;
	for (int i = 0; i < op->nopnd; i++) {
		Block *b = op->regions[i]->first;
		b->args[0]->ll = ex->accs[i]->ll;
		b->args[1]->ll = op->opnd[i]->ll;
		lower_block(lw, b);
		int k = lower_nfields(op->opnd[i]->type);
		memcpy(vals + f, rex.ret, sizeof *vals * (size_t)k);
		f += k;
	}
	lw->exit = ex;
	const char *t = type_ll(lw->cx, ex->iv->type);
	vals[0] = ll_def(L, "iv.next", "add %s %s, %s", t, ex->iv->ll[0].s, ex->step.s);
	ll_br(L, ex->to, vals);
}

/* scf.yield, scf.condition and scf.reduce.return: leave the region as its
 * op says. */
void lower_region_exit(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	RegionExit *ex = lw->exit;
	if (!ex)
		bug("region terminator outside an scf op");
	if (op->id == OP_SCF_REDUCE_RETURN || op->id == OP_MEMREF_ATOMIC_YIELD) {   /* for lower_reduce, atomic_loop */
		ex->ret = op->opnd[0]->ll;
		return;
	}
	if (op->id == OP_SCF_CONDITION) {
		LVal *vals = lower_flatten(lw, op->opnd + 1, op->nopnd - 1);
		ll_cond_br(L, lower_opnd(op, 0).s, ex->to2, vals, ex->end, vals);
		return;
	}
	LVal *vals = lower_flatten(lw, op->opnd, op->nopnd);
	if (ex->op->id == OP_MEMREF_ALLOCA_SCOPE)
		ll_emit(L, "call void @llvm.stackrestore(%s %s)", lower_ptr_type(lw, 0), ex->step.s);
	if (ex->op->id == OP_SCF_FOR) {
		const char *t = type_ll(lw->cx, ex->iv->type);
		LVal next = ll_def(L, "iv.next", "add %s %s, %s", t, ex->iv->ll[0].s, ex->step.s);
		vals = concat(lw, &next, 1, vals, nfields(op->opnd, op->nopnd));
	}
	ll_br(L, ex->to, vals);
}
