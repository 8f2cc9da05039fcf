/* Element addresses, as TargetLLVMIR.md's "Address Computation":
 *   aligned + offset + sum(index_i * stride_i)
 * Static strides and offsets come from the type and fold; unit strides are
 * not multiplied, a zero offset is not added; dynamic ones are read from
 * the descriptor's fields. The same address in a block is computed once.
 * memref.load and memref.store, the users of an address, are here too: a
 * load or store is one of the most frequent ops, and lower_address is
 * inline in them; and memref.atomic_rmw, prefetch and assume_alignment,
 * which address an element (or the first) too. */
#include <string.h>
#include "lower.h"

/* The element address of m[idx...], and in *pt m's pointer type, NULL
 * for 'ptr' (memory space 0, the usual one: see ll_ptr_in) */
static inline LVal lower_address(Lower *lw, Value *m, Value **idx, int n, const char **pt)
{
	Type *t = m->type;
	LVal *f = m->ll;
	*pt = t->memspace || lw->cx->typed_ptrs ? lower_field_type(lw, t, F_ALIGNED) : NULL;
	LAddress x = {
		.elem = type_ll(lw->cx, t->elem), .ptrty = *pt, .ity = lw->ix,
		.base = f[F_ALIGNED],
		.offset = t->offset == DYN ? f[F_OFFSET] : lv_const(&lw->ll, t->offset),
		.idx = idx, .strides = t->strides, .dyn = &f[f_stride(t, 0)], .n = n,
	};
	return ll_address(&lw->ll, &x);
}

/* %v = memref.load %m[%i, %j] : memref<?x4xf32>
 *   -> %idx = mul i64 %i, 4; %idx.1 = add i64 %idx, %j
 *      %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
 *      %v = load float, ptr %ptr */
void lower_load(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[0], op->opnd + 1, op->nopnd - 1, &pt);
	const char *t = type_ll(lw->cx, op->res[0]->type);
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 78 */
	n = LL_LIT_IN(n, "load ");
	n = ll_str_in(L, n, t);
	n = ll_ptr_in(L, n, pt);
	n = ll_str_in(L, n, p.s);
	ll_end_in(L, n);
}

/* memref.store %v, %m[%i] : memref<?xf32>  ->  store float %v, ptr %ptr */
void lower_store(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[1], op->opnd + 2, op->nopnd - 2, &pt);
	const char *t = type_ll(lw->cx, op->opnd[0]->type);
	LLine n = ll_begin(L, NULL);   /* a budget of 96 */
	n = LL_LIT_IN(n, "store ");
	n = ll_str_in(L, n, t);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, lower_opnd(op, 0).s);
	n = ll_ptr_in(L, n, pt);
	n = ll_str_in(L, n, p.s);
	ll_end_in(L, n);
}

/* The kinds that have no atomicrmw for the LLVM version: mulf and muli
 * (none has), maximumf and minimumf (LLVM 15 has no fmaximum), maxnumf
 * and minnumf before LLVM 15 (no fmax). Each is a compare-and-swap loop
 * on the bits, as MLIR lowers memref.generic_atomic_rmw (atomic_loop). */
static bool needs_loop(Lower *lw, const RmwKind *k)
{
	if (!k->ll || !strcmp(k->ll, "fmaximum") || !strcmp(k->ll, "fminimum"))
		return true;
	return lw->cx->typed_ptrs && (!strcmp(k->ll, "fmax") || !strcmp(k->ll, "fmin"));
}

/* The value that replaces old in atomic_loop: the kind's operation on
 * old and the op's value, or generic_atomic_rmw's region on old (its
 * memref.atomic_yield's operand) */
static LVal loop_new_value(Lower *lw, Op *op, LVal old)
{
	LFunc *L = &lw->ll;
	Type *ty = op->res[0]->type;
	const char *t = type_ll(lw->cx, ty);
	if (op->id == OP_MEMREF_GENERIC_ATOMIC_RMW) {
		Block *b = op->regions[0]->first;
		RegionExit rex = {.op = op, .up = lw->exit};
		b->args[0]->ll = NEW(L->a, LVal);
		*b->args[0]->ll = old;
		lw->exit = &rex;
		lower_block(lw, b);
		lw->exit = rex.up;
		return rex.ret[0];
	}
	const char *name = rmw_kinds[op->imm].name, *v = lower_opnd(op, 0).s;
	if (!strcmp(name, "mulf") || !strcmp(name, "muli"))
		return ll_def(L, "rmw.new", "%s %s %s, %s", ty->kind == TY_FLOAT ? "fmul" : "mul", t, old.s, v);
	if (!strcmp(name, "maximumf") || !strcmp(name, "minimumf"))
		return lower_minimum(lw, name[1] == 'a', ty, old.s, v, "rmw.new");
	const char *fn = ll_fmt(L, "llvm.%s%s", name[1] == 'a' ? "maxnum" : "minnum", lower_mangle(lw, ty));
	lower_declare(lw, fn, t, ll_fmt(L, "%s, %s", t, t));   /* maxnumf, minnumf */
	return ll_def(L, "rmw.new", "call %s @%s(%s %s, %s %s)", t, fn, t, old.s, t, v);
}

/* The compare-and-swap loop that replaces the element at p (of pointer
 * type pt) by loop_new_value of it:
 *   loop: %old = phi [load of p], [%seen]; %new = ... %old ...
 *         cmpxchg the bits of %old for those of %new; again until it swaps */
static __attribute__((noinline)) void atomic_loop(Lower *lw, Op *op, LVal p, const char *pt)
{
	LFunc *L = &lw->ll;
	Type *ty = op->res[0]->type;
	int as = op->opnd[op->id == OP_MEMREF_ATOMIC_RMW]->type->memspace;
	const char *t = type_ll(lw->cx, ty), *it = ll_fmt(L, "i%d", type_bits(lw->cx, ty));
	const char *ipt = lower_ptr_to(lw, it, as);
	bool fl = ty->kind == TY_FLOAT;
	LBlock *loop = ll_block(L, "rmw.loop"), *end = ll_block(L, "rmw.end");
	LVal *init = NEW(L->a, LVal), *seen = NEW(L->a, LVal);   /* the edges keep them */
	LVal old = lv_str(ll_name(L, op->res[0]->name));
	*init = ll_def(L, "rmw.init", "load %s, %s %s", t, pt, p.s);
	ll_slots_init(L, loop, 1);
	ll_add_slot(L, loop, old.s, t);
	ll_br(L, loop, init);
	ll_start(L, loop);
	LVal nv = loop_new_value(lw, op, old);
	LVal ip = lower_ptr_cast(lw, p, pt, ipt), oi = old, ni = nv;
	if (fl) {
		oi = ll_def(L, "rmw.old.bits", "bitcast %s %s to %s", t, old.s, it);
		ni = ll_def(L, "rmw.new.bits", "bitcast %s %s to %s", t, nv.s, it);
	}
	LVal pair = ll_def(L, "rmw.pair", "cmpxchg %s %s, %s %s, %s %s acq_rel monotonic", ipt, ip.s, it, oi.s, it,
	                   ni.s);
	*seen = ll_def(L, fl ? "rmw.seen.bits" : "rmw.seen", "extractvalue { %s, i1 } %s, 0", it, pair.s);
	LVal ok = ll_def(L, "rmw.swapped", "extractvalue { %s, i1 } %s, 1", it, pair.s);
	if (fl)
		*seen = ll_def(L, "rmw.seen", "bitcast %s %s to %s", it, seen->s, t);
	ll_cond_br(L, ok.s, end, NULL, loop, seen);
	ll_start(L, end);
	lower_set(lw, op, 0, old);
}

/* %x = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
 *   ^bb0(%old: f32): ... memref.atomic_yield %new : f32 }
 *   -> atomic_loop, the region's ops in the loop (as MLIR 22; a float's
 *      bits are swapped as an integer's, where MLIR 22 fails) */
void lower_generic_atomic_rmw(Lower *lw, Op *op)
{
	const char *pt;
	LVal p = lower_address(lw, op->opnd[0], op->opnd + 1, op->nopnd - 1, &pt);
	atomic_loop(lw, op, p, pt ? pt : "ptr");
}

/* %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32
 *   -> %old = atomicrmw fadd ptr %ptr, float %v acq_rel   (as MLIR 22) */
void lower_atomic_rmw(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[1], op->opnd + 2, op->nopnd - 2, &pt);
	const char *t = type_ll(lw->cx, op->res[0]->type);
	if (needs_loop(lw, &rmw_kinds[op->imm])) {
		atomic_loop(lw, op, p, pt ? pt : "ptr");
		return;
	}
	LLine n = lower_begin_result(lw, op->res[0]);
	n = LL_LIT(L, n, "atomicrmw ");
	n = ll_str(L, n, rmw_kinds[op->imm].ll);
	n = LL_LIT(L, n, " ");
	n = ll_str(L, n, pt ? pt : "ptr");
	n = LL_LIT(L, n, " ");
	n = ll_str(L, n, p.s);
	n = LL_LIT(L, n, ", ");
	n = ll_str(L, n, t);
	n = LL_LIT(L, n, " ");
	n = ll_str(L, n, lower_opnd(op, 0).s);
	n = LL_LIT(L, n, " acq_rel");
	ll_end(L, n);
}

/* memref.prefetch %m[%i], read, locality<3>, data : memref<?xf32>
 *   -> call void @llvm.prefetch.p0(ptr %ptr, i32 0, i32 3, i32 1)
 * An instruction-cache prefetch, a hint that LLVM 15's x86 code generator
 * cannot select, is left out for LLVM 15. */
void lower_prefetch(Lower *lw, Op *op)
{
	int64_t h = op->imm;
	if (!(h & PREFETCH_DATA) && lw->cx->opt->llvm_version < 16)
		return;
	const char *pt;
	LVal p = lower_address(lw, op->opnd[0], op->opnd + 1, op->nopnd - 1, &pt);
	int as = op->opnd[0]->type->memspace;
	const char *name = ll_fmt(&lw->ll, lw->cx->typed_ptrs ? "llvm.prefetch.p%di8" : "llvm.prefetch.p%d", as);
	if (!pt)
		pt = "ptr";
	p = lower_ptr_cast(lw, p, pt, lower_ptr_type(lw, as));
	pt = lower_ptr_type(lw, as);
	lower_declare(lw, name, "void", ll_fmt(&lw->ll, "%s, i32, i32, i32", pt));
	ll_emit(&lw->ll, "call void @%s(%s %s, i32 %d, i32 %d, i32 %d)", name, pt, p.s,
	        (int)(h & PREFETCH_WRITE), (int)(h >> PREFETCH_LOCALITY_SHIFT & 3), (h & PREFETCH_DATA) != 0);
}

/* %r = memref.assume_alignment %m, 16 : memref<?xf32>: %r is %m, and
 *   call void @llvm.assume(i1 true) [ "align"(ptr %m.aligned + offset, i64 16) ] */
void lower_assume_alignment(Lower *lw, Op *op)
{
	const char *pt;
	LVal p = lower_address(lw, op->opnd[0], NULL, 0, &pt);
	op->res[0]->ll = op->opnd[0]->ll;   /* no one writes them */
	lower_declare(lw, "llvm.assume", "void", "i1");
	ll_emit(&lw->ll, "call void @llvm.assume(i1 true) [ \"align\"(%s %s, i64 %lld) ]", pt ? pt : "ptr", p.s,
	        (long long)op->imm);
}

/* lower_address for the vector dialect's loads and stores (vector.c) */
LVal lower_element_address(Lower *lw, Value *m, Value **idx, int n, const char **pt)
{
	return lower_address(lw, m, idx, n, pt);
}
