/* The verifier: block structure (one terminator, at the end), successor
 * arguments, operand counts and type rules per op, region terminators,
 * supported types, and dominance. It stops at the first error in a
 * function. The builder has checked most ops' own rules and many of
 * their uses already (Op.checked): those are walked past. */
#include <limits.h>
#include <stddef.h>
#include <string.h>
#include "affine.h"
#include "dom.h"
#include "verify.h"
#include "lower/lower.h"

typedef struct V {
	Ctx *cx;
	Func *fn;
	const OpRule *rules;   /* by op id */
	bool ok;
	/* The first use that its definition does not dominate, checked in the
	 * same walk: its error comes only if nothing else is wrong. */
	Op *undom_user;
	Value *undom_val;
	int undom_index;
	/* arith and math ops on n-D vectors, unrolled once all is well */
	Op **unroll;
	int nunroll, unroll_cap;
} V;

#define FAIL(loc, ...) do { diag_error(v->cx, (loc), __VA_ARGS__); v->ok = false; return; } while (0)

static const char *plural(int n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/* Whether a new buffer, dense in its layout's order from offset 0 (as
 * lower_alloc makes it), has every static stride and offset of m */
static bool fresh_buffer_fits(const Type *m)
{
	int64_t s[64];
	type_fill_strides(s, m->rank, m->shape, m->order);
	for (int i = 0; i < m->rank; i++)
		if (m->strides[i] != DYN && m->strides[i] != s[i])
			return false;
	return m->offset == 0 || m->offset == DYN;
}

static const char *tn(V *v, Type *t)
{
	return type_mlir(v->cx, t);
}

static bool is_terminator(OpId id)
{
	switch (id) {
	case OP_FUNC_RETURN: case OP_CF_BR: case OP_CF_COND_BR: case OP_CF_SWITCH:
	case OP_SCF_YIELD: case OP_SCF_CONDITION: case OP_SCF_REDUCE: case OP_SCF_REDUCE_RETURN:
	case OP_MEMREF_ATOMIC_YIELD: case OP_UB_UNREACHABLE: case OP_MEMREF_ALLOCA_SCOPE_RETURN:
		return true;
	default:
		return false;
	}
}

static bool supported_type(const Type *t)
{
	switch (t->kind) {
	case TY_TENSOR: case TY_NONE:
		return false;
	case TY_FUNC:
		for (int i = 0; i < t->nin; i++)
			if (!supported_type(t->ins[i]))
				return false;
		for (int i = 0; i < t->nout; i++)
			if (!supported_type(t->outs[i]))
				return false;
		return true;
	default:
		return true;
	}
}

static void check_other_type(V *v, const Loc *loc, Type *t)
{
	if (t->kind == TY_ERROR && v->cx->nerrors) {   /* reported where it was written */
		v->ok = false;
		return;
	}
	if (t->kind == TY_TENSOR)
		FAIL(*loc, "tensors must be bufferized before lowering, got '%s'", tn(v, t));
	if (t->kind == TY_NONE)
		FAIL(*loc, "type 'none' cannot be lowered");
	if (v->cx->typed_ptrs && type_has_bf16(t))
		FAIL(*loc, "'%s' is not supported for LLVM %d (--llvm-version): LLVM 14's x86 code generator cannot "
		     "load, store or pass 'bfloat'; LLVM 15 and later can", tn(v, t), v->cx->opt->llvm_version);
	if (t->kind == TY_FUNC && !supported_type(t))
		FAIL(*loc, "unsupported type in '%s'", tn(v, t));
	if (t->kind == TY_VECTOR && t->rank > VECTOR_RANK_MAX)
		FAIL(*loc, "vectors of more than %d dimensions are not supported, got '%s'", VECTOR_RANK_MAX,
		     tn(v, t));
}

/* Most types are known good when interned (Type.lowers); loc by
 * address, as it is seldom read. */
static inline void check_type(V *v, const Loc *loc, Type *t)
{
	if (!t->lowers)
		check_other_type(v, loc, t);
}

/* The operand, result, successor and region counts of an op: -1 for any
 * number (at least the minimum). The custom forms fix most of these; the
 * generic form can say anything. */
typedef struct Arity {
	int opnd, opnd_min, res, succ, region_min, region_max;
} Arity;

static Arity arity(OpId id, Typing ty)
{
	switch (ty) {
	case TYPING_SAME: return (Arity){id == OP_ARITH_NEGF ? 1 : 2, 0, 1, 0, 0, 0};
	case TYPING_SAME_COMPLEX: return (Arity){2, 0, 1, 0, 0, 0};
	case TYPING_SAME2: case TYPING_ADD_EXTENDED: return (Arity){2, 0, 2, 0, 0, 0};
	case TYPING_UNARY: case TYPING_CLASS: return (Arity){1, 0, 1, 0, 0, 0};
	case TYPING_UNARY2: return (Arity){1, 0, 2, 0, 0, 0};
	case TYPING_TERNARY: return (Arity){3, 0, 1, 0, 0, 0};
	case TYPING_FPOWI: return (Arity){2, 0, 1, 0, 0, 0};
	case TYPING_CMP: return (Arity){2, 0, 1, 0, 0, 0};
	case TYPING_SELECT: return (Arity){3, 0, 1, 0, 0, 0};
	case TYPING_CAST: case TYPING_CONVERT: case TYPING_SPLAT: return (Arity){1, 0, 1, 0, 0, 0};
	case TYPING_CONSTANT: case TYPING_RESULT: return (Arity){0, 0, 1, 0, 0, 0};
	case TYPING_MASK: return (Arity){-1, 0, 1, 0, 0, 0};
	case TYPING_DIM: return (Arity){id == OP_MEMREF_DIM ? 2 : 1, 0, 1, 0, 0, 0};
	case TYPING_COPY: return (Arity){2, 0, 0, 0, 0, 0};
	case TYPING_CREATE: case TYPING_EQ: return (Arity){2, 0, 1, 0, 0, 0};
	case TYPING_OUTERPRODUCT: return (Arity){-1, 2, 1, 0, 0, 0};
	case TYPING_PART: return (Arity){1, 0, 1, 0, 0, 0};
	case TYPING_LIST:
		return (Arity){id == OP_MEMREF_DEALLOC || id == OP_SCF_REDUCE_RETURN || id == OP_MEMREF_ATOMIC_YIELD ? 1 :
		               id == OP_UB_UNREACHABLE ? 0 : -1, 0, 0, 0, 0, 0};
	case TYPING_CALL: return (Arity){-1, id == OP_FUNC_CALL_INDIRECT, -1, 0, 0, 0};
	case TYPING_ALLOC: return (Arity){-1, 0, 1, 0, 0, 0};
	case TYPING_LOAD: return (Arity){-1, 1, 1, 0, 0, 0};
	case TYPING_STORE: return (Arity){-1, 2, 0, 0, 0, 0};
	case TYPING_BRANCH:
		if (id == OP_CF_BR)
			return (Arity){0, 0, 0, 1, 0, 0};
		return (Arity){1, 0, 0, id == OP_CF_COND_BR ? 2 : -1, 0, 0};
	default:
		break;
	}
	switch (id) {
	case OP_SCF_FOR: return (Arity){-1, 3, -1, 0, 1, 1};
	case OP_SCF_IF: return (Arity){1, 0, -1, 0, 1, 2};
	case OP_SCF_WHILE: return (Arity){-1, 0, -1, 0, 2, 2};
	case OP_SCF_CONDITION: return (Arity){-1, 1, 0, 0, 0, 0};
	case OP_SCF_EXECUTE_REGION: case OP_MEMREF_ALLOCA_SCOPE: return (Arity){0, 0, -1, 0, 1, 1};
	case OP_SCF_INDEX_SWITCH: return (Arity){1, 0, -1, 0, 1, INT_MAX};
	case OP_SCF_PARALLEL: return (Arity){-1, 3, -1, 0, 1, 1};
	case OP_SCF_REDUCE: return (Arity){-1, 0, 0, 0, 0, INT_MAX};
	case OP_CF_ASSERT: return (Arity){1, 0, 0, 0, 0, 0};
	case OP_FUNC_CONSTANT: return (Arity){0, 0, 1, 0, 0, 0};
	case OP_MEMREF_GET_GLOBAL: return (Arity){0, 0, 1, 0, 0, 0};
	case OP_MEMREF_ATOMIC_RMW: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_MEMREF_GENERIC_ATOMIC_RMW: return (Arity){-1, 1, 1, 0, 1, 1};
	case OP_MEMREF_PREFETCH: return (Arity){-1, 1, 0, 0, 0, 0};
	case OP_MEMREF_ASSUME_ALIGNMENT: return (Arity){1, 0, 1, 0, 0, 0};
	case OP_AFFINE_APPLY: case OP_AFFINE_MIN: case OP_AFFINE_MAX: return (Arity){-1, 0, 1, 0, 0, 0};
	case OP_MEMREF_VIEW: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_MEMREF_RESHAPE: return (Arity){2, 0, 1, 0, 0, 0};
	case OP_MEMREF_TRANSPOSE: return (Arity){1, 0, 1, 0, 0, 0};
	case OP_INDEX_SIZEOF: return (Arity){0, 0, 1, 0, 0, 0};
	case OP_VECTOR_LOAD: case OP_VECTOR_EXTRACT: return (Arity){-1, 1, 1, 0, 0, 0};
	case OP_VECTOR_STORE: return (Arity){-1, 2, 0, 0, 0, 0};
	case OP_VECTOR_INSERT: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_VECTOR_MASKEDLOAD: case OP_VECTOR_EXPANDLOAD: return (Arity){-1, 3, 1, 0, 0, 0};
	case OP_VECTOR_MASKEDSTORE: case OP_VECTOR_COMPRESSSTORE: return (Arity){-1, 3, 0, 0, 0, 0};
	case OP_VECTOR_GATHER: return (Arity){-1, 4, 1, 0, 0, 0};
	case OP_VECTOR_SCATTER: return (Arity){-1, 4, 0, 0, 0, 0};
	case OP_VECTOR_TRANSFER_READ: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_VECTOR_TRANSFER_WRITE: return (Arity){-1, 2, 0, 0, 0, 0};
	case OP_VECTOR_CONTRACT: return (Arity){3, 0, 1, 0, 0, 0};
	case OP_VECTOR_INSERT_STRIDED_SLICE: return (Arity){2, 0, 1, 0, 0, 0};
	case OP_VECTOR_EXTRACTELEMENT: case OP_VECTOR_REDUCTION: return (Arity){-1, 1, 1, 0, 0, 0};
	case OP_VECTOR_MULTI_REDUCTION: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_VECTOR_INSERTELEMENT: return (Arity){-1, 2, 1, 0, 0, 0};
	case OP_VECTOR_SHUFFLE: return (Arity){2, 0, 1, 0, 0, 0};
	case OP_VECTOR_TRANSPOSE: return (Arity){1, 0, 1, 0, 0, 0};
	case OP_VECTOR_FROM_ELEMENTS: return (Arity){-1, 0, 1, 0, 0, 0};
	case OP_VECTOR_PRINT: return (Arity){-1, 0, 0, 0, 0, 0};
	case OP_VECTOR_INTERLEAVE: return (Arity){2, 0, 1, 0, 0, 0};
	case OP_VECTOR_CONSTANT_MASK: return (Arity){0, 0, 1, 0, 0, 0};
	case OP_VECTOR_DEINTERLEAVE: return (Arity){1, 0, 2, 0, 0, 0};
	case OP_VECTOR_TO_ELEMENTS: return (Arity){1, 0, -1, 0, 0, 0};
	default: return (Arity){-1, 0, -1, 0, 0, 0};
	}
}


/* The count errors, in order: only once the op's rule has found its
 * counts out of bounds. */
static void check_arity(V *v, Op *op)
{
	const char *name = op_info[op->id].name;
	Arity a = arity(op->id, op_info[op->id].typing);
	if (a.opnd >= 0 && op->nopnd != a.opnd)
		FAIL(op->loc, "'%s' expects %d %s, got %d", name, a.opnd,
		     plural(a.opnd, "operand", "operands"), op->nopnd);
	if (op->nopnd < a.opnd_min)
		FAIL(op->loc, "'%s' expects at least %d %s, got %d", name, a.opnd_min,
		     plural(a.opnd_min, "operand", "operands"), op->nopnd);
	if (a.res >= 0 && op->nres != a.res)
		FAIL(op->loc, "'%s' has %d %s, not %d", name, a.res, plural(a.res, "result", "results"), op->nres);
	if (a.succ >= 0 ? op->nsucc != a.succ : op->nsucc < 1)
		FAIL(op->loc, "'%s' expects %s%d %s, got %d", name, a.succ >= 0 ? "" : "at least ",
		     a.succ >= 0 ? a.succ : 1, plural(a.succ, "successor", "successors"), op->nsucc);
	if (op->nregion < a.region_min || op->nregion > a.region_max)
		FAIL(op->loc, "'%s' expects %s%d %s, got %d", name, a.region_max == INT_MAX ? "at least " : "",
		     a.region_max == INT_MAX ? a.region_min : a.region_max,
		     plural(a.region_max == INT_MAX ? a.region_min : a.region_max, "region", "regions"), op->nregion);
}

/* The complex ops: a run of ops.def, complex.create to complex.neq */
static bool complex_op(int id)
{
	return id >= OP_COMPLEX_CREATE && id <= OP_COMPLEX_NEQ;
}

/* The index ops: a run of ops.def, index.add to index.sizeof */
static bool index_op(int id)
{
	return id >= OP_INDEX_ADD && id <= OP_INDEX_SIZEOF;
}

static bool float_op(OpId id)
{
	switch (id) {
	case OP_ARITH_ADDF: case OP_ARITH_SUBF: case OP_ARITH_MULF: case OP_ARITH_DIVF:
	case OP_ARITH_REMF: case OP_ARITH_NEGF: case OP_ARITH_MAXIMUMF: case OP_ARITH_MINIMUMF:
	case OP_ARITH_MAXNUMF: case OP_ARITH_MINNUMF: case OP_ARITH_CMPF:
		return true;
	case OP_VECTOR_FMA: case OP_VECTOR_REDUCTION:
		return true;
	case OP_MATH_ABSI: case OP_MATH_CTLZ: case OP_MATH_CTTZ: case OP_MATH_CTPOP: case OP_MATH_IPOWI:
	case OP_COMPLEX_CREATE: case OP_COMPLEX_CONSTANT: case OP_COMPLEX_EQ: case OP_COMPLEX_NEQ:
		return false;
	default:   /* the other math ops are all of floats; the other complex ops take fastmath flags */
		return complex_op(id) || !strncmp(op_info[id].name, "math.", 5);
	}
}

/* Whether r is i1, or a vector of i1 of t's shape, as t is a scalar or not. */
static bool i1_of_shape(Ctx *cx, Type *r, Type *t)
{
	if (type_scalar(r) != type_int(cx, 1) || (r->kind == TY_VECTOR) != (t->kind == TY_VECTOR))
		return false;
	return r->kind != TY_VECTOR ||
	       (r->rank == t->rank && !memcmp(r->shape, t->shape, sizeof(int64_t) * (size_t)r->rank));
}

/* Count i of a rule: exactly lo, or lo or more. */
static void rule_count(OpRule *r, int i, int lo, bool exact)
{
	r->lo[i] = lo;
	r->span[i] = exact ? 0 : (unsigned)INT_MAX - (unsigned)lo;
}

/* The rules of all ops, from arity() and the lists above. */
static void fill_rules(OpRule *rule)
{
	/* an unknown op that got this far is a call (--allow-unregistered-ops) */
	rule_count(&rule[OP_UNKNOWN], 0, 0, false);
	rule_count(&rule[OP_UNKNOWN], 1, 0, false);
	for (int id = 1; id < OP_COUNT; id++) {
		Typing ty = op_info[id].typing;
		Arity a = arity(id, ty);
		OpRule *r = &rule[id];
		rule_count(r, 0, a.opnd >= 0 ? a.opnd : a.opnd_min, a.opnd >= 0);
		rule_count(r, 1, a.res >= 0 ? a.res : 0, a.res >= 0);
		rule_count(r, 2, a.succ >= 0 ? a.succ : 1, a.succ >= 0);
		r->lo[3] = a.region_min;
		r->span[3] = (unsigned)(a.region_max - a.region_min);
		r->exact = !(r->span[0] | r->span[1] | r->span[2] | r->span[3]);
		r->flags = (is_terminator(id) ? R_TERM : 0) |
		           (id == OP_ARITH_ADDI || id == OP_ARITH_SUBI || id == OP_ARITH_MULI ||
		            id == OP_ARITH_SHLI || id == OP_ARITH_TRUNCI ? R_WRAPS : 0) |
		           (float_op(id) ? R_FLOAT : 0) |
		           (ty == TYPING_SAME || ty == TYPING_SAME_COMPLEX || ty == TYPING_SAME2 || ty == TYPING_ADD_EXTENDED ||
		            ty == TYPING_CMP || ty == TYPING_UNARY || ty == TYPING_UNARY2 ||
		            ty == TYPING_TERNARY || ty == TYPING_CLASS ? R_SAME : 0) |
		           (ty == TYPING_CAST ? R_CAST : 0) |
		           (complex_op(id) ? R_COMPLEX : 0);
	}
}

/* Whether count n is within bounds i of rule r: below lo wraps around
 * to more than any span. */
static bool in_range(int n, const OpRule *r, int i)
{
	return (unsigned)(n - r->lo[i]) <= r->span[i];
}

/* Whether op's operand, result, successor and region counts are within
 * r's bounds; most rules fix all four, which are compared at once. */
_Static_assert(offsetof(Op, nres) == offsetof(Op, nopnd) + sizeof(int) &&
               offsetof(Op, nsucc) == offsetof(Op, nopnd) + 2 * sizeof(int) &&
               offsetof(Op, nregion) == offsetof(Op, nopnd) + 3 * sizeof(int),
               "Op's counts are four ints in a row, as OpRule.lo");
static bool counts_ok(const Op *op, const OpRule *r)
{
	if (r->exact)
		return memcmp(&op->nopnd, r->lo, sizeof r->lo) == 0;
	return in_range(op->nopnd, r, 0) && in_range(op->nres, r, 1) && in_range(op->nsucc, r, 2) &&
	       in_range(op->nregion, r, 3);
}

int verify_vector_cast_problem(Ctx *cx, OpId id, Type *from, Type *to)
{
	if (from->rank != to->rank || memcmp(from->shape, to->shape, sizeof(int64_t) * (size_t)from->rank))
		return 1;
	return verify_scalar_cast_problem(cx, id, from->elem, to->elem);
}

/* Whether ranked memrefs a and b have one layout (a rank equal) */
static bool same_layout(const Type *a, const Type *b)
{
	size_t dims = sizeof(int64_t) * (size_t)a->rank;
	return a->layout == b->layout && a->offset == b->offset && !memcmp(a->strides, b->strides, dims) &&
	       (a->layout != LAYOUT_CONTIGUOUS || !memcmp(a->order, b->order, dims));
}

/* verify_cast_problem of arith.bitcast between ranked memrefs (not
 * unranked, as in MLIR 22): of the same shape and layout, elements of
 * the same width. Out of verify_cast_problem, which is inlined in the
 * builder's paths: those leave such a cast to check_cast. */
static int memref_bitcast_problem(Ctx *cx, Type *from, Type *to)
{
	if (to->kind != TY_MEMREF || from->kind != TY_MEMREF || to->memspace != from->memspace)
		return 2;
	if (from->rank != to->rank || memcmp(from->shape, to->shape, sizeof(int64_t) * (size_t)from->rank))
		return 1;
	if (!same_layout(from, to))
		return 2;
	return verify_scalar_cast_problem(cx, OP_ARITH_BITCAST, from->elem, to->elem);
}

/* memref.memory_space_cast: ranked memrefs of one type but for their
 * memory spaces */
static void check_memory_space_cast(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	if (from->kind == TY_UMEMREF || to->kind == TY_UMEMREF)
		FAIL(op->loc, "'memref.memory_space_cast' of unranked memrefs is not supported (cast to a ranked "
		     "memref first)");
	if (from->kind != TY_MEMREF || to->kind != TY_MEMREF || from->elem != to->elem || from->rank != to->rank ||
	    memcmp(from->shape, to->shape, sizeof(int64_t) * (size_t)from->rank) || !same_layout(from, to))
		FAIL(op->loc, "'memref.memory_space_cast' cannot convert '%s' to '%s': only the memory space may change",
		     tn(v, from), tn(v, to));
}

/* memref.transpose: the result is the source with its sizes and
 * strides permuted */
static void check_transpose(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	if (!op->statics)
		return;   /* the builder said what is wrong */
	if (from->kind != TY_MEMREF || to->kind != TY_MEMREF)
		FAIL(op->loc, "'memref.transpose' expects ranked memrefs, got '%s' and '%s'", tn(v, from), tn(v, to));
	const int64_t *p = op->statics + 1;
	if (op->statics[0] != from->rank)
		FAIL(op->loc, "'memref.transpose' permutation of %d dimensions does not fit '%s'", (int)op->statics[0],
		     tn(v, from));
	bool ok = to->rank == from->rank && to->elem == from->elem && to->memspace == from->memspace &&
	          to->offset == from->offset;
	for (int k = 0; ok && k < to->rank; k++)
		ok = to->shape[k] == from->shape[p[k]] && to->strides[k] == from->strides[p[k]];
	if (!ok)
		FAIL(op->loc, "'memref.transpose' result '%s' is not '%s' transposed (its sizes and strides permuted)",
		     tn(v, to), tn(v, from));
}

/* Sizes, strides or offsets a and b that may be equal: the same, or
 * one of them dynamic */
static bool may_equal(const int64_t *a, const int64_t *b, int n)
{
	for (int i = 0; i < n; i++)
		if (a[i] != b[i] && a[i] != DYN && b[i] != DYN)
			return false;
	return true;
}

/* As MLIR's memref.cast: between ranked memrefs whose sizes, strides
 * and offsets may be equal, or between ranked and unranked */
int verify_memref_cast_problem(const Type *from, const Type *to)
{
	bool fm = from->kind == TY_MEMREF, tm = to->kind == TY_MEMREF;
	if ((!fm && from->kind != TY_UMEMREF) || (!tm && to->kind != TY_UMEMREF) || (!fm && !tm) ||
	    from->elem != to->elem || from->memspace != to->memspace)
		return 2;
	if (!fm || !tm)
		return 0;
	if (from->rank != to->rank || !may_equal(from->shape, to->shape, from->rank))
		return 1;
	return may_equal(from->strides, to->strides, from->rank) &&
	       may_equal(&from->offset, &to->offset, 1) ? 0 : 2;
}

static void check_cast(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	const char *name = op_info[op->id].name;
	int why = op->id == OP_ARITH_BITCAST && (from->kind == TY_MEMREF || to->kind == TY_MEMREF)
	          ? memref_bitcast_problem(v->cx, from, to) : verify_cast_problem(v->cx, op->id, from, to);
	if (why == 1)
		FAIL(op->loc, "'%s' operand and result must have %s shape, got '%s' and '%s'", name,
		     op->id == OP_MEMREF_CAST ? "a compatible" : "the same", tn(v, from), tn(v, to));
	if (why)
		FAIL(op->loc, "'%s' cannot convert '%s' to '%s'", name, tn(v, from), tn(v, to));
}

static void check_edge(V *v, Op *op, int i)
{
	Block *b = op->succ[i];
	if (!b->defined)
		return;
	if (b == b->region->first)
		FAIL(op->loc, "the entry block of a region cannot be a branch target");
	if (op->succ_nargs[i] != b->nargs)
		FAIL(op->loc, "branch to '^%s' passes %d arguments, but the block takes %d",
		     b->name, op->succ_nargs[i], b->nargs);
	for (int j = 0; j < b->nargs; j++)
		if (op->succ_args[i][j]->type != b->args[j]->type)
			FAIL(op->loc, "branch to '^%s' passes '%s' for argument #%d of type '%s'",
			     b->name, tn(v, op->succ_args[i][j]->type), j, tn(v, b->args[j]->type));
}

static void check_types_match(V *v, Loc loc, const char *what, Value **vals, int n, Type *const *want, int nwant)
{
	if (n != nwant)
		FAIL(loc, "%s has %d %s, but %d %s expected", what, n, plural(n, "operand", "operands"),
		     nwant, plural(nwant, "is", "are"));
	for (int i = 0; i < n; i++)
		if (vals[i]->type != want[i])
			FAIL(loc, "%s operand #%d has type '%s', but '%s' is expected", what, i,
			     tn(v, vals[i]->type), tn(v, want[i]));
}

/* The types of n values, in the function's arena */
static Type **types_of(V *v, Value **vals, int n)
{
	Type **t = NEWARRAY(&v->cx->fa, Type *, n + 1);
	for (int i = 0; i < n; i++)
		t[i] = vals[i]->type;
	return t;
}

static void check_terminator(V *v, Op *op)
{
	Region *r = op->block->region;
	Op *parent = r->op;
	switch (op->id) {
	case OP_FUNC_RETURN:
		if (parent)
			FAIL(op->loc, "'func.return' must be directly in the function body, not inside '%s'",
			     op_info[parent->id].name);
		check_types_match(v, op->loc, "'func.return'", op->opnd, op->nopnd, v->fn->type->outs, v->fn->type->nout);
		break;
	case OP_SCF_YIELD: {
		if (!parent || (parent->id != OP_SCF_FOR && parent->id != OP_SCF_IF &&
		                parent->id != OP_SCF_EXECUTE_REGION && parent->id != OP_SCF_INDEX_SWITCH &&
		                !(parent->id == OP_SCF_WHILE && r == parent->regions[1])))
			FAIL(op->loc, "'scf.yield' must terminate the region of 'scf.for', 'scf.if', 'scf.execute_region' or "
			     "'scf.index_switch', or the 'do' region of 'scf.while'");
		if (parent->id == OP_SCF_WHILE) {
			Block *before = parent->regions[0]->first;
			check_types_match(v, op->loc, "'scf.yield'", op->opnd, op->nopnd, types_of(v, before->args, before->nargs),
			                  before->nargs);
		} else {
			check_types_match(v, op->loc, "'scf.yield'", op->opnd, op->nopnd, types_of(v, parent->res, parent->nres),
			                  parent->nres);
		}
		break;
	}
	case OP_SCF_CONDITION: {
		if (!parent || parent->id != OP_SCF_WHILE || r != parent->regions[0])
			FAIL(op->loc, "'scf.condition' must terminate the first region of 'scf.while'");
		Block *after = parent->regions[1]->first;
		check_types_match(v, op->loc, "'scf.condition'", op->opnd + 1, op->nopnd - 1,
		                  types_of(v, after->args, after->nargs), after->nargs);
		if (v->ok)
			check_types_match(v, op->loc, "'scf.condition'", op->opnd + 1, op->nopnd - 1,
			                  types_of(v, parent->res, parent->nres), parent->nres);
		break;
	}
	case OP_SCF_REDUCE:
		if (!parent || parent->id != OP_SCF_PARALLEL)
			FAIL(op->loc, "'scf.reduce' must terminate the body of 'scf.parallel'");
		check_types_match(v, op->loc, "'scf.reduce'", op->opnd, op->nopnd, types_of(v, parent->res, parent->nres),
		                  parent->nres);
		break;
	case OP_SCF_REDUCE_RETURN:
		if (!parent || parent->id != OP_SCF_REDUCE)
			FAIL(op->loc, "'scf.reduce.return' must terminate a region of 'scf.reduce'");
		check_types_match(v, op->loc, "'scf.reduce.return'", op->opnd, op->nopnd, &r->first->args[0]->type, 1);
		break;
	case OP_MEMREF_ATOMIC_YIELD:
		if (!parent || parent->id != OP_MEMREF_GENERIC_ATOMIC_RMW)
			FAIL(op->loc, "'memref.atomic_yield' must terminate the region of 'memref.generic_atomic_rmw'");
		check_types_match(v, op->loc, "'memref.atomic_yield'", op->opnd, op->nopnd, &parent->res[0]->type, 1);
		break;
	case OP_MEMREF_ALLOCA_SCOPE_RETURN:
		if (!parent || parent->id != OP_MEMREF_ALLOCA_SCOPE)
			FAIL(op->loc, "'memref.alloca_scope.return' must terminate the region of 'memref.alloca_scope'");
		check_types_match(v, op->loc, "'memref.alloca_scope.return'", op->opnd, op->nopnd,
		                  types_of(v, parent->res, parent->nres), parent->nres);
		break;
	case OP_UB_UNREACHABLE:   /* where a branch may be */
		if (parent && parent->id != OP_SCF_EXECUTE_REGION)
			FAIL(op->loc, "'ub.unreachable' cannot be used inside the single-block region of '%s'",
			     op_info[parent->id].name);
		break;
	default:
		if (parent && op->nsucc && (parent->id == OP_SCF_FOR || parent->id == OP_SCF_IF || parent->id == OP_SCF_WHILE ||
		                            parent->id == OP_SCF_INDEX_SWITCH || parent->id == OP_SCF_PARALLEL ||
		                            parent->id == OP_SCF_REDUCE || parent->id == OP_MEMREF_GENERIC_ATOMIC_RMW ||
		                            parent->id == OP_MEMREF_ALLOCA_SCOPE))
			FAIL(op->loc, "'%s' cannot be used inside the single-block region of '%s'",
			     op_info[op->id].name, op_info[parent->id].name);
		for (int i = 0; i < op->nsucc && v->ok; i++)
			check_edge(v, op, i);
	}
}

static inline void check_use(V *v, Value *x, Op *user, int index)
{
	if (!dom_use_ok(x, user) && !v->undom_user) {
		v->undom_user = user;
		v->undom_val = x;
		v->undom_index = index;
	}
}

static void check_op(V *v, Op *op, const OpRule *k);
static void check_bare_call(V *v, Op *op);

/* The uses of an op's operands and successor arguments. */
static inline __attribute__((always_inline)) void check_uses(V *v, Op *op)
{
	for (int i = 0; i < op->nopnd; i++)
		check_use(v, op->opnd[i], op, i);
	for (int s = 0; s < op->nsucc; s++)
		for (int i = 0; i < op->succ_nargs[s]; i++)
			check_use(v, op->succ_args[s][i], op, op->nopnd + i);
}

/* check_op of an op the builder checked (Op.checked) that ends its
 * block: its uses, unless settled, and a terminator's place and
 * successors, unless settled (edges: CHECKED_EDGES holds in its region,
 * a function's body). */
static void check_checked(V *v, Op *op, const OpRule *k, bool edges)
{
	if (!(op->checked & CHECKED_USES))
		check_uses(v, op);
	if ((k->flags & R_TERM) && !(edges && (op->checked & CHECKED_EDGES)))
		check_terminator(v, op);
}

/* Whether the blocks whose values b's ops use with CHECKED_USES (see
 * Block.from) dominate b; else those ops' uses are checked one by one.
 * A block that is not reachable needs nothing to dominate it. */
static void check_from(Block *b)
{
	for (int i = 0; i < BLOCK_FROM && b->from[i]; i++)
		if (!dom_dominates(b->from[i], b) && b->rpo >= 0) {
			for (Op *op = b->first; op; op = op->next)
				op->checked &= (unsigned char)~CHECKED_USES;
			b->unsettled |= CHECKED_USES;
			return;
		}
}

static __attribute__((noinline)) void note_unroll(V *v, Op *op)
{
	if (v->nunroll == v->unroll_cap) {
		Op **grown = NEWARRAY(&v->cx->fa, Op *, v->unroll_cap * 2 + 8);
		if (v->nunroll)
			memcpy(grown, v->unroll, sizeof *grown * (size_t)v->nunroll);
		v->unroll = grown;
		v->unroll_cap = v->unroll_cap * 2 + 8;
	}
	v->unroll[v->nunroll++] = op;
}

static void check_region(V *v, Region *r)
{
	dom_region(&v->cx->fa, r);
	bool edges = !r->op && !r->unexpected;
	for (Block *b = r->first; b; b = b->next) {
		if (b->from[0])
			check_from(b);
		for (int i = 0; i < b->nargs; i++) {
			check_type(v, &b->args[i]->loc, b->args[i]->type);
			if (!v->ok)
				return;
		}
		if (!b->last && r == v->fn->body && b == r->first)
			FAIL(v->fn->loc, "function '@%s' has an empty body: it needs a 'func.return'", v->fn->name);
		if (!b->last && r->op)
			FAIL(r->op->loc, "region of '%s' is empty: it needs a terminator", op_info[r->op->id].name);
		if (!b->last)
			FAIL(b->loc, "block '^%s' is empty: it needs a terminator", b->name ? b->name : "entry");
		/* the ops before the last need no look when all are settled */
		Op *first = b->unsettled & CHECKED_ALL ? b->first : b->last;
		for (Op *op = first; op; op = op->next) {
			if ((op->checked & CHECKED_RULES) && op->next) {
				if (!(op->checked & CHECKED_USES))
					check_uses(v, op);
				continue;
			}
			const OpRule *k = &v->rules[op->id];
			bool term = k->flags & R_TERM;
			if (op->checked)
				check_checked(v, op, k, edges);
			else
				check_op(v, op, k);
			if (!v->ok)
				return;
			if (!op->checked && op->nres && !op->res[0]->type->lowers && lower_needs_unroll(op))
				note_unroll(v, op);
			if (op->next) {
				if (term)
					FAIL(op->next->loc, "operation after the terminator '%s' of its block",
					     op_info[op->id].name);
			} else if (!term) {
				if (r->op && (r->op->id == OP_SCF_FOR || r->op->id == OP_SCF_IF ||
				              r->op->id == OP_SCF_INDEX_SWITCH || r->op->id == OP_SCF_PARALLEL))
					FAIL(op->loc, "region of '%s' must end with '%s' of %d %s", op_info[r->op->id].name,
					     r->op->id == OP_SCF_PARALLEL ? "scf.reduce" : "scf.yield", r->op->nres,
					     plural(r->op->nres, "value", "values"));
				FAIL(op->loc, "block must end with a terminator, but ends with '%s'",
				     op->id ? op_info[op->id].name : op->name);
			}
		}
	}
}

static void check_i1(V *v, Op *op)
{
	Type *c = op->opnd[0]->type;
	if (c != type_int(v->cx, 1))
		FAIL(op->loc, "'%s' condition must be 'i1', got '%s'", op_info[op->id].name, tn(v, c));
}

/* affine.apply, min and max: an index operand for each of the map's
 * dimensions and symbols, an index result, and a map that lowers (for
 * apply, of one result) */
static void check_affine(V *v, Op *op)
{
	const AffineMap *m = op->map;
	const char *name = op_info[op->id].name;
	if (!m) {   /* reported with the map */
		v->ok = false;
		return;
	}
	if (op->nopnd != m->ndims + m->nsyms)
		FAIL(op->loc, "'%s' expects %d %s for its map's %d %s and %d %s, got %d", name, m->ndims + m->nsyms,
		     plural(m->ndims + m->nsyms, "operand", "operands"), m->ndims, plural(m->ndims, "dimension", "dimensions"),
		     m->nsyms, plural(m->nsyms, "symbol", "symbols"), op->nopnd);
	for (int i = 0; i < op->nopnd; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' operands must be 'index', got '%s'", name, tn(v, op->opnd[i]->type));
	if (op->res[0]->type->kind != TY_INDEX)
		FAIL(op->loc, "'%s' result must be 'index', got '%s'", name, tn(v, op->res[0]->type));
	if (op->id == OP_AFFINE_APPLY ? m->nresults != 1 : m->nresults < 1)
		FAIL(op->loc, "'%s' expects a map of %s result, got %d", name,
		     op->id == OP_AFFINE_APPLY ? "one" : "at least one", m->nresults);
	for (int i = 0; i < m->nresults; i++) {
		const char *why = affine_problem(m->results[i]);
		if (why)
			FAIL(op->loc, "'%s' of a map with %s is not supported", name, why);
	}
}

/* For errors: looked up only when there is one. */
static const char *opname(const Op *op)
{
	return op_info[op->id].name;
}

/* The n case values of cf.switch or scf.index_switch: each fits t (bits
 * wide), none twice. Out of line: its Lower on the stack would otherwise
 * decide whether gcc inlines check_op into check_region, as LFunc's size
 * changes. */
static __attribute__((noinline)) void check_cases(V *v, Op *op, const char *t, int bits, int n)
{
	Lower lw = {.cx = v->cx};
	lw.ll.a = &v->cx->fa;
	Map seen;   /* the case values so far, as LLVM spells them */
	map_init(&seen, &v->cx->fa, 16);
	for (int i = 0; i < n; i++) {
		Attr *c = op->case_vals[i];
		const char *lit = lower_int_literal(&lw, c, bits);
		if (!lit)
			FAIL(c->loc, "case value does not fit in '%s'", t);
		void **slot = map_slot(&seen, lit, strlen(lit));
		if (*slot)
			FAIL(c->loc, "duplicate case value in '%s'", opname(op));
		*slot = c;
	}
}

/* The flag's type and the case values. */
static __attribute__((noinline)) void check_switch(V *v, Op *op)
{
	Type *t = op->opnd[0]->type;
	if (t->kind != TY_INT && t->kind != TY_INDEX)
		FAIL(op->loc, "'cf.switch' flag must be an integer, got '%s'", tn(v, t));
	check_cases(v, op, tn(v, t), type_bits(v->cx, t), op->nsucc - 1);
}

/* Whether each of op's regions is a single block with nargs arguments. */
static bool single_blocks(const Op *op, int nargs)
{
	for (int i = 0; i < op->nregion; i++)
		if (op->regions[i]->first != op->regions[i]->last || op->regions[i]->first->nargs != nargs)
			return false;
	return true;
}

/* scf.index_switch %i [-> T] case N {...} ... default {...} */
static __attribute__((noinline)) void check_index_switch(V *v, Op *op)
{
	Type *t = op->opnd[0]->type;
	if (t->kind != TY_INDEX)
		FAIL(op->loc, "'scf.index_switch' operand must be 'index', got '%s'", tn(v, t));
	if (!single_blocks(op, 0))
		FAIL(op->loc, "'scf.index_switch' regions must be a single block without arguments");
	Lower lw = {.cx = v->cx};
	lw.ll.a = &v->cx->fa;
	Map seen;   /* the cases so far, by the 32 bits compared */
	map_init(&seen, &v->cx->fa, 16);
	for (int i = 0; i + 1 < op->nregion; i++) {
		Attr *c = op->case_vals[i];
		int32_t x;
		if (!lower_index_case(&lw, c, &x))
			FAIL(c->loc, "case value does not fit in 'i64'");
		void **slot = map_slot(&seen, (const char *)&x, sizeof x);
		if (*slot && !strcmp(lower_int_literal(&lw, *slot, 64), lower_int_literal(&lw, c, 64)))
			FAIL(c->loc, "duplicate case value in 'scf.index_switch'");
		if (*slot)
			FAIL(c->loc, "case values %s and %s of 'scf.index_switch' have the same low 32 bits, which "
			     "MLIR 22 compares", lower_int_literal(&lw, *slot, 64), lower_int_literal(&lw, c, 64));
		*slot = c;
	}
}

/* Whether x is an 'arith.constant' integer of at most 0 */
static bool const_not_positive(const Value *x)
{
	const Op *d = x->def;
	if (!d || d->id != OP_ARITH_CONSTANT || !d->value || d->value->kind != AT_INT || !d->value->decimal)
		return false;
	return d->value->offset <= 0;
}

/* scf.parallel (%i, ...) = (lbs) to (ubs) step (steps) [init (inits) -> (T, ...)] */
static __attribute__((noinline)) void check_parallel(V *v, Op *op)
{
	int n = (op->nopnd - op->nres) / 3;
	Block *body = op->regions[0]->first;
	if (op->nopnd - op->nres != 3 * n || n < 1)
		FAIL(op->loc, "'scf.parallel' needs as many lower bounds, upper bounds and steps, at least one of "
		     "each, and an initial value per result");
	if (op->regions[0]->first != op->regions[0]->last)
		FAIL(op->loc, "'scf.parallel' must have one single-block region");
	if (body->nargs != n)
		FAIL(op->loc, "'scf.parallel' body must take one 'index' argument per induction variable, %d, "
		     "not %d", n, body->nargs);
	for (int i = 0; i < 3 * n; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'scf.parallel' bounds and steps must be 'index', got '%s'", tn(v, op->opnd[i]->type));
	for (int i = 0; i < n; i++)
		if (body->args[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'scf.parallel' induction variables must be 'index', got '%s'",
			     tn(v, body->args[i]->type));
	for (int i = 0; i < op->nres; i++)
		if (op->opnd[3 * n + i]->type != op->res[i]->type)
			FAIL(op->loc, "'scf.parallel' initial value #%d has type '%s', but its result '%s'", i,
			     tn(v, op->opnd[3 * n + i]->type), tn(v, op->res[i]->type));
	for (int i = 0; i < n; i++)
		if (const_not_positive(op->opnd[2 * n + i]))
			FAIL(op->loc, "'scf.parallel' constant step operand must be positive");
}

/* scf.reduce(%v, ... : T, ...) {^bb0(%a: T, %b: T): ...}, ...: a region per
 * operand, its block taking two of the operand's type */
static __attribute__((noinline)) void check_reduce(V *v, Op *op)
{
	if (op->nregion != op->nopnd)
		FAIL(op->loc, "'scf.reduce' has %d %s but %d reduction %s", op->nopnd,
		     plural(op->nopnd, "operand", "operands"), op->nregion, plural(op->nregion, "region", "regions"));
	if (!single_blocks(op, 2))
		FAIL(op->loc, "'scf.reduce' regions must be a single block with two arguments");
	for (int i = 0; i < op->nregion; i++) {
		Block *b = op->regions[i]->first;
		Type *t = op->opnd[i]->type;
		if (b->args[0]->type != t || b->args[1]->type != t)
			FAIL(op->loc, "'scf.reduce' region #%d must take two arguments of type '%s', got '%s' and '%s'",
			     i, tn(v, t), tn(v, b->args[0]->type), tn(v, b->args[1]->type));
	}
}

/* An op on m[%i...], m its operand `first`: a ranked memref, and as many
 * indices of type index after it as its rank (v->ok says) */
static void check_indexed(V *v, Op *op, int first)
{
	Type *m = op->opnd[first]->type;
	if (m->kind != TY_MEMREF)
		FAIL(op->loc, "'%s' expects a ranked memref, got '%s'", opname(op), tn(v, m));
	if (op->nopnd - first - 1 != m->rank)
		FAIL(op->loc, "'%s' of a rank-%d memref needs %d %s, got %d", opname(op), m->rank, m->rank,
		     plural(m->rank, "index", "indices"), op->nopnd - first - 1);
	for (int i = first + 1; i < op->nopnd; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' indices must be 'index', got '%s'", opname(op), tn(v, op->opnd[i]->type));
}

/* Whether atomicrmw and cmpxchg take t: an integer or a float of 8 to
 * 64 bits, a power of 2 (a float's cmpxchg is on its bits) */
static bool atomic_width(V *v, Type *t)
{
	int bits = type_bits(v->cx, t);
	return (t->kind == TY_FLOAT || (t->kind == TY_INT && !t->sign)) && bits >= 8 && bits <= 64 &&
	       !(bits & (bits - 1));
}

/* memref.atomic_rmw kind %v, %m[%i...] and memref.prefetch %m[%i...]: the
 * memref, its indices, and an atomic's kind and value type */
static __attribute__((noinline)) void check_memref_hint(V *v, Op *op)
{
	int first = op->id == OP_MEMREF_ATOMIC_RMW;   /* the memref operand */
	Type *m = op->opnd[first]->type;
	check_indexed(v, op, first);
	if (!first || !v->ok)
		return;
	Type *t = op->opnd[0]->type;
	if (t != m->elem || op->res[0]->type != t)
		FAIL(op->loc, "'memref.atomic_rmw' value and result must have the element type '%s', got '%s' and '%s'",
		     tn(v, m->elem), tn(v, t), tn(v, op->res[0]->type));
	if (op->imm < 0)   /* the builder reported it */
		return;
	const RmwKind *k = &rmw_kinds[op->imm];
	bool fl = t->kind == TY_FLOAT;
	if (t->kind == TY_INT && t->sign)
		FAIL(op->loc, "'memref.atomic_rmw' expects signless integers or floats, got '%s'", tn(v, t));
	if (k->of != RMW_ANY && fl != (k->of == RMW_FLOAT))
		FAIL(op->loc, "'memref.atomic_rmw' kind '%s' expects %s values, got '%s'", k->name,
		     k->of == RMW_FLOAT ? "float" : "integer", tn(v, t));
	if (!atomic_width(v, t))
		FAIL(op->loc, "'memref.atomic_rmw' of '%s' is not supported: LLVM's atomicrmw takes integers "
		     "and floats of 8 to 64 bits, a power of 2", tn(v, t));
}

/* memref.generic_atomic_rmw %m[%i...] { ^bb0(%old: T): ... }: T the
 * element type, of a width cmpxchg takes; one block, of one argument */
static __attribute__((noinline)) void check_generic_rmw(V *v, Op *op)
{
	check_indexed(v, op, 0);
	if (!v->ok)
		return;
	Type *t = op->opnd[0]->type->elem;
	if (op->res[0]->type != t)
		FAIL(op->loc, "'memref.generic_atomic_rmw' result must have the element type '%s', got '%s'", tn(v, t),
		     tn(v, op->res[0]->type));
	if (!atomic_width(v, t))
		FAIL(op->loc, "'memref.generic_atomic_rmw' of '%s' is not supported: LLVM's cmpxchg takes integers "
		     "(and ir2ll floats, by their bits) of 8 to 64 bits, a power of 2", tn(v, t));
	Region *r = op->regions[0];
	if (r->first != r->last || r->first->nargs != 1 || r->first->args[0]->type != t)
		FAIL(op->loc, "'memref.generic_atomic_rmw' region must be one block with one argument of type '%s'",
		     tn(v, t));
}

/* memref.view %buf[%shift][%sizes...]: a 1-D byte buffer of identity
 * layout, viewed as an identity-layout memref in the same memory space,
 * with a size operand for each of its dynamic sizes */
static __attribute__((noinline)) void check_view(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	if (from->kind != TY_MEMREF || from->rank != 1 || from->elem->kind != TY_INT || from->elem->width != 8 ||
	    from->layout != LAYOUT_IDENTITY)
		FAIL(op->loc, "'memref.view' source must be a 1-D memref of 'i8' with the identity layout, got '%s'",
		     tn(v, from));
	if (to->kind != TY_MEMREF || to->layout != LAYOUT_IDENTITY)
		FAIL(op->loc, "'memref.view' must produce a ranked memref with the identity layout, got '%s'", tn(v, to));
	if (to->memspace != from->memspace)
		FAIL(op->loc, "'memref.view' cannot change the memory space: '%s' to '%s'", tn(v, from), tn(v, to));
	int ndyn = 0;
	for (int i = 0; i < to->rank; i++)
		ndyn += to->shape[i] == DYN;
	if (op->nopnd - 2 != ndyn)
		FAIL(op->loc, "'memref.view' to '%s' needs %d dynamic %s, got %d", tn(v, to), ndyn,
		     plural(ndyn, "size", "sizes"), op->nopnd - 2);
	for (int i = 1; i < op->nopnd; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'memref.view' byte shift and sizes must be 'index', got '%s'",
			     tn(v, op->opnd[i]->type));
}

/* memref.reshape %m(%shape): a memref of the identity layout, reshaped to
 * the sizes a 1-D memref of integers holds; a ranked result (identity
 * layout) needs as many as its rank, an unranked one takes any number */
static __attribute__((noinline)) void check_memref_reshape(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *shape = op->opnd[1]->type, *to = op->res[0]->type;
	bool ranked = to->kind == TY_MEMREF;
	if ((from->kind != TY_MEMREF && from->kind != TY_UMEMREF) || (from->kind == TY_MEMREF && from->layout != LAYOUT_IDENTITY))
		FAIL(op->loc, "'memref.reshape' source must be a memref with the identity layout, got '%s'", tn(v, from));
	if ((!ranked && to->kind != TY_UMEMREF) || (ranked && to->layout != LAYOUT_IDENTITY))
		FAIL(op->loc, "'memref.reshape' must produce a memref with the identity layout, got '%s'", tn(v, to));
	if (to->elem != from->elem || to->memspace != from->memspace)
		FAIL(op->loc, "'memref.reshape' cannot change the element type or memory space: '%s' to '%s'",
		     tn(v, from), tn(v, to));
	if (shape->kind != TY_MEMREF || shape->rank != 1 || !type_is_int_like(shape->elem))
		FAIL(op->loc, "'memref.reshape' shape must be a 1-D memref of integers or 'index', got '%s'", tn(v, shape));
	if (ranked && shape->shape[0] != to->rank)
		FAIL(op->loc, "'memref.reshape' to the rank-%d '%s' needs a shape of %d %s, got '%s'", to->rank,
		     tn(v, to), to->rank, plural(to->rank, "size", "sizes"), tn(v, shape));
	if (!ranked && shape->shape[0] > 64)
		FAIL(op->loc, "'memref.reshape' shape '%s' has more than 64 sizes", tn(v, shape));
}

/* The vector of elem of shape[0..n), or elem itself if n is 0 */
static Type *vector_of(Ctx *cx, Type *elem, int n, const int64_t *shape)
{
	if (n == 0)
		return elem;
	return type_vector(cx, elem, n, shape);
}

static bool is_vector(const Type *t)
{
	return t->kind == TY_VECTOR && t->rank >= 1;
}

/* vector.load, store, maskedload and maskedstore: the memref operand
 * (the first, or the second of a store), its indices, and vector type vt
 * of its element type; a masked op's mask and value after the indices */
static void check_vector_memory(V *v, Op *op)
{
	bool gather = op->id == OP_VECTOR_GATHER || op->id == OP_VECTOR_SCATTER;   /* an index vector too */
	bool expand = op->id == OP_VECTOR_EXPANDLOAD || op->id == OP_VECTOR_COMPRESSSTORE;
	bool masked = gather || expand || op->id == OP_VECTOR_MASKEDLOAD || op->id == OP_VECTOR_MASKEDSTORE;
	bool load = op->id == OP_VECTOR_MASKEDLOAD || op->id == OP_VECTOR_GATHER || op->id == OP_VECTOR_EXPANDLOAD;
	int first = op->id == OP_VECTOR_STORE;
	int nidx = op->nopnd - first - 1 - 2 * masked - gather;
	Type *m = op->opnd[first]->type;
	Type *vt = op->id == OP_VECTOR_STORE ? op->opnd[0]->type :
	           masked && !load ? op->opnd[op->nopnd - 1]->type : op->res[0]->type;
	if (m->kind != TY_MEMREF)
		FAIL(op->loc, "'%s' expects a ranked memref, got '%s'", opname(op), tn(v, m));
	if (nidx != m->rank)
		FAIL(op->loc, "'%s' of a rank-%d memref needs %d %s, got %d", opname(op), m->rank, m->rank,
		     plural(m->rank, "index", "indices"), nidx);
	for (int i = first + 1; i < first + 1 + nidx; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' indices must be 'index', got '%s'", opname(op), tn(v, op->opnd[i]->type));
	if (m->elem->kind == TY_VECTOR)
		FAIL(op->loc, "'%s' of a memref of vectors ('%s') is not supported", opname(op), tn(v, m));
	if (!is_vector(vt) || vt->elem != m->elem)
		FAIL(op->loc, "'%s' needs a vector of the memref's element type '%s', got '%s'", opname(op),
		     tn(v, m->elem), tn(v, vt));
	if (vt->rank != 1)
		FAIL(op->loc, "'%s' of the %d-D vector '%s' is not supported (MLIR 22 lowers 1-D ones)",
		     opname(op), vt->rank, tn(v, vt));
	if (m->rank && m->strides[m->rank - 1] != 1)
		FAIL(op->loc, "'%s' needs a memref of innermost stride 1, got '%s'", opname(op), tn(v, m));
	if (expand && m->memspace)   /* the intrinsics take a pointer of space 0 */
		FAIL(op->loc, "'%s' of a memref in memory space %d is not supported", opname(op), m->memspace);
	if (!masked)
		return;
	Type *mask = op->opnd[op->nopnd - 2]->type;
	if (mask != vector_of(v->cx, type_int(v->cx, 1), 1, vt->shape))
		FAIL(op->loc, "'%s' mask must be i1 of the vector's shape, got '%s'", opname(op), tn(v, mask));
	if (load && op->opnd[op->nopnd - 1]->type != vt)
		FAIL(op->loc, "'%s' pass-through must have the result type '%s', got '%s'", opname(op), tn(v, vt),
		     tn(v, op->opnd[op->nopnd - 1]->type));
	Type *iv = op->opnd[op->nopnd - 3]->type;
	if (gather && (!is_vector(iv) || iv->rank != 1 || iv->shape[0] != vt->shape[0] ||
	               (iv->elem->kind != TY_INT && iv->elem->kind != TY_INDEX)))
		FAIL(op->loc, "'%s' index vector must be of integers or index, of the vector's shape, got '%s'",
		     opname(op), tn(v, iv));
}

/* vector.transfer_read and transfer_write: the memref (the first
 * operand, or the second after the vector written), its indices, the
 * padding of a read, then a mask or none; the builder checked the
 * attributes (Op.statics) once the types were a memref and a vector */
static void check_transfer(V *v, Op *op)
{
	bool read = op->id == OP_VECTOR_TRANSFER_READ;
	Type *m = op->opnd[!read]->type, *vt = read ? op->res[0]->type : op->opnd[0]->type;
	if (m->kind != TY_MEMREF)
		FAIL(op->loc, "'%s' expects a ranked memref, got '%s'", opname(op), tn(v, m));
	if (!is_vector(vt))
		FAIL(op->loc, "'%s' expects a vector, got '%s'", opname(op), tn(v, vt));
	int nmask = op->nopnd - 2 - m->rank;   /* read: memref, padding; write: vector, memref */
	if (nmask < 0 || nmask > 1)
		FAIL(op->loc, "'%s' of a rank-%d memref needs %d %s%s an optional mask, got %d operands",
		     opname(op), m->rank, m->rank, plural(m->rank, "index", "indices"),
		     read ? ", the padding and" : " and", op->nopnd);
	for (int i = 2 - read; i < 2 - read + m->rank; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' indices must be 'index', got '%s'", opname(op), tn(v, op->opnd[i]->type));
	if (m->elem->kind == TY_VECTOR)
		FAIL(op->loc, "'%s' of a memref of vectors ('%s') is not supported", opname(op), tn(v, m));
	if (vt->elem != m->elem)
		FAIL(op->loc, "'%s' needs a vector of the memref's element type '%s', got '%s'", opname(op),
		     tn(v, m->elem), tn(v, vt));
	if (read && op->opnd[1 + m->rank]->type != m->elem)
		FAIL(op->loc, "'vector.transfer_read' padding must have the element type '%s', got '%s'",
		     tn(v, m->elem), tn(v, op->opnd[1 + m->rank]->type));
	if (!nmask || !op->statics)   /* no statics: the builder reported its attributes */
		return;
	int64_t shape[VECTOR_RANK_MAX];
	int n = transfer_mask_shape(op, m->rank, vt, shape, NULL);
	if (!n)
		FAIL(op->loc, "'%s' with a mask that only broadcasts is not supported (its mask would be 0-D)",
		     opname(op));
	Type *mask = op->opnd[op->nopnd - 1]->type, *want = vector_of(v->cx, type_int(v->cx, 1), n, shape);
	if (mask != want)
		FAIL(op->loc, "'%s' mask must be '%s' (i1 of the vector's shape, its dimensions in the memref's order), "
		     "got '%s'", opname(op), tn(v, want), tn(v, mask));
}

/* vector.contract: vectors lhs and rhs, the accumulator and result a
 * vector or a scalar, all of one element type; each map's results as many
 * as its operand's dimensions; each iteration dimension of one size,
 * in lhs or rhs; the parallel ones the accumulator's, the reductions in
 * lhs and rhs (Op.statics: contract_attrs in build_vector.c) */
static void check_contract(V *v, Op *op)
{
	Type *t[3] = {op->opnd[0]->type, op->opnd[1]->type, op->opnd[2]->type}, *r = op->res[0]->type;
	if (!op->statics)   /* the builder reported why */
		FAIL(op->loc, "'vector.contract' has no indexing maps");
	if (!is_vector(t[0]) || !is_vector(t[1]))
		FAIL(op->loc, "'vector.contract' expects vectors, got '%s' and '%s'", tn(v, t[0]), tn(v, t[1]));
	if (r != t[2])
		FAIL(op->loc, "'vector.contract' result must have the accumulator's type '%s', got '%s'", tn(v, t[2]),
		     tn(v, r));
	Type *e = t[0]->elem;
	if (t[1]->elem != e || (t[2]->kind == TY_VECTOR ? t[2]->elem : t[2]) != e)
		FAIL(op->loc, "'vector.contract' of operands of other element types than the accumulator's is not "
		     "supported, got '%s', '%s' and '%s'", tn(v, t[0]), tn(v, t[1]), tn(v, t[2]));
	if (e->kind != TY_INT && e->kind != TY_FLOAT && e->kind != TY_INDEX)
		FAIL(op->loc, "'vector.contract' expects integer or float elements, got '%s'", tn(v, e));
	int n = (int)op->statics[0];
	const int64_t *red = op->statics + 1, *p = op->statics + 1 + n;
	int64_t size[32], work = 1;
	int seen[32] = {0};   /* bit m: in map m */
	for (int i = 0; i < n; i++)
		size[i] = -1;
	static const char *const which[3] = {"lhs", "rhs", "accumulator"};
	for (int m = 0; m < 3; m++, p += 1 + p[0]) {
		int rank = t[m]->kind == TY_VECTOR ? t[m]->rank : 0;
		if (p[0] != rank)
			FAIL(op->loc, "'vector.contract' %s map needs one result per dimension of '%s', got %lld", which[m],
			     tn(v, t[m]), (long long)p[0]);
		for (int j = 0; j < rank; j++) {
			int d = (int)p[1 + j];
			if (size[d] >= 0 && size[d] != t[m]->shape[j])
				FAIL(op->loc, "'vector.contract' iteration dimension %d has sizes %lld and %lld", d,
				     (long long)size[d], (long long)t[m]->shape[j]);
			size[d] = t[m]->shape[j];
			seen[d] |= 1 << m;
		}
	}
	int nred = 0;
	for (int d = 0; d < n; d++) {
		nred += (int)red[d];
		if (!(seen[d] & 3))
			FAIL(op->loc, "'vector.contract' iteration dimension %d is in neither lhs nor rhs", d);
		if (red[d] && seen[d] != 3)
			FAIL(op->loc, "'vector.contract' reduction dimension %d must be in lhs and rhs and not in the "
			     "accumulator", d);
		if (!red[d] && !(seen[d] & 4))
			FAIL(op->loc, "'vector.contract' parallel dimension %d must be in the accumulator", d);
		work *= size[d];
		if (work > 1 << 16)
			FAIL(op->loc, "'vector.contract' of more than 65536 products is not supported");
	}
	if (!nred)
		FAIL(op->loc, "'vector.contract' expects at least one reduction dimension");
}

/* Whether attribute key of op is an array of n integers (decimal, in
 * int64_t), each from lo to hi */
static bool int_array(Op *op, const char *key, int n, int64_t lo, int64_t hi)
{
	Attr *a = attr_get(op->attrs, key);
	if (!a || a->kind != AT_ARRAY || a->n != n)
		return false;
	for (int i = 0; i < n; i++) {
		Attr *e = a->elems[i];
		if (e->kind != AT_INT || !e->decimal || (e->neg ? e->offset > 0 : e->offset < 0) || e->offset < lo ||
		    e->offset > hi)
			return false;
	}
	return true;
}

/* vector.extract_strided_slice: sizes of the leading dimensions at
 * offsets, strides 1, the rest whole; vector.insert_strided_slice: a
 * vector put at offsets into one of as many or more dimensions, the
 * trailing ones lined up, strides 1 */
static void check_strided_slice(V *v, Op *op)
{
	bool insert = op->id == OP_VECTOR_INSERT_STRIDED_SLICE;
	Type *a = op->opnd[0]->type, *r = op->res[0]->type, *big = insert ? r : a, *small = insert ? a : r;
	if (!is_vector(a) || !is_vector(r) || a->elem != r->elem || small->rank > big->rank ||
	    (insert && op->opnd[1]->type != r) || (!insert && a->rank != r->rank))
		FAIL(op->loc, "'%s' expects vectors of one element type, %s, got '%s' and '%s'", opname(op),
		     insert ? "the slice of no more dimensions than the vector" : "of one rank", tn(v, a), tn(v, r));
	Attr *off = attr_get(op->attrs, "offsets");
	int k = insert ? big->rank : off && off->kind == AT_ARRAY ? off->n : -1, lead = big->rank - small->rank;
	if (insert && !(int_array(op, "offsets", k, 0, INT64_MAX) && int_array(op, "strides", small->rank, 1, 1)))
		FAIL(op->loc, "'vector.insert_strided_slice' needs 'offsets', one per dimension of '%s', and 'strides', "
		     "one per dimension of '%s', all 1", tn(v, r), tn(v, a));
	if (!insert && !(k >= 0 && k <= a->rank && int_array(op, "offsets", k, 0, INT64_MAX) &&
	                 int_array(op, "sizes", k, 1, INT64_MAX) && int_array(op, "strides", k, 1, 1)))
		FAIL(op->loc, "'vector.extract_strided_slice' needs 'offsets', 'sizes' and 'strides' (all 1), one each "
		     "per leading dimension sliced of '%s'", tn(v, a));
	for (int i = 0; i < big->rank; i++) {
		int64_t o = i < k ? off->elems[i]->offset : 0;
		int64_t s = i < lead ? 1 : insert ? small->shape[i - lead] :
		            i < k ? attr_get(op->attrs, "sizes")->elems[i]->offset : big->shape[i];
		if (!insert && r->shape[i] != s)
			FAIL(op->loc, "'vector.extract_strided_slice' result must be of the sizes, got '%s'", tn(v, r));
		if (o > big->shape[i] - s)
			FAIL(op->loc, "'%s' offset %lld in dimension %d is out of bounds of '%s'", opname(op), (long long)o, i,
			     tn(v, big));
	}
}

/* vector.extract and vector.insert: positions (Op.statics) into the
 * vector's leading dimensions, the dynamic ones operands after the
 * vector; the part there has the value's type */
static void check_vector_position(V *v, Op *op)
{
	bool insert = op->id == OP_VECTOR_INSERT;
	Type *vt = op->opnd[insert]->type, *part = insert ? op->opnd[0]->type : op->res[0]->type;
	if (!is_vector(vt))
		FAIL(op->loc, "'%s' expects a vector, got '%s'", opname(op), tn(v, vt));
	if (insert && op->res[0]->type != vt)
		FAIL(op->loc, "'vector.insert' result must have the vector's type '%s'", tn(v, vt));
	const int64_t *pos = op->statics + 1;
	int n = (int)op->statics[0], ndyn = 0;
	if (n > vt->rank)
		FAIL(op->loc, "'%s' has %d positions, more than the rank of '%s'", opname(op), n, tn(v, vt));
	for (int i = 0; i < n; i++) {
		if (pos[i] == DYN) {
			ndyn++;
			if (i != vt->rank - 1)
				FAIL(op->loc, "'%s' at a dynamic position in a leading dimension of '%s' is not supported "
				     "(an LLVM array takes constant positions)", opname(op), tn(v, vt));
		} else if (pos[i] < -1 || pos[i] >= vt->shape[i]) {
			FAIL(op->loc, "'%s' position %lld is out of bounds of dimension %d of '%s'", opname(op),
			     (long long)pos[i], i, tn(v, vt));
		}
	}
	if (ndyn != op->nopnd - 1 - insert)
		FAIL(op->loc, "'%s' has %d dynamic %s but %d index %s", opname(op), ndyn,
		     plural(ndyn, "position", "positions"), op->nopnd - 1 - insert,
		     plural(op->nopnd - 1 - insert, "operand", "operands"));
	for (int i = 1 + insert; i < op->nopnd; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' dynamic positions must be 'index', got '%s'", opname(op),
			     tn(v, op->opnd[i]->type));
	Type *want = vector_of(v->cx, vt->elem, vt->rank - n, vt->shape + n);
	if (part != want)
		FAIL(op->loc, "'%s' %s of '%s' at %d %s must be '%s', got '%s'", opname(op),
		     insert ? "value" : "result", tn(v, vt), n, plural(n, "position", "positions"), tn(v, want),
		     tn(v, part));
}

/* That the combining kind k (reduction, multi_reduction, outerproduct)
 * takes the elements of the vector a */
static void check_kind(V *v, Op *op, const VredKind *k, Type *a)
{
	if (k->of != RMW_ANY && (a->elem->kind == TY_FLOAT) != (k->of == RMW_FLOAT))
		FAIL(op->loc, "'%s' kind '%s' expects %s elements, got '%s'", opname(op), k->name,
		     k->of == RMW_FLOAT ? "float" : "integer", tn(v, a));
}

/* The other vector ops */
static __attribute__((noinline)) void check_vector(V *v, Op *op)
{
	Ctx *cx = v->cx;
	Type *a = op->nopnd ? op->opnd[0]->type : NULL, *r = op->nres ? op->res[0]->type : NULL;
	if (!op->statics && (op->id == OP_VECTOR_EXTRACT || op->id == OP_VECTOR_INSERT ||
	                     op->id == OP_VECTOR_SHUFFLE || op->id == OP_VECTOR_TRANSPOSE ||
	                     op->id == OP_VECTOR_CONSTANT_MASK))
		FAIL(op->loc, "'%s' has no positions, mask or permutation", opname(op));
	bool masked = op->flags & FLAG_MASKED;   /* vector.mask's, of a reduction: the last operand */
	if (masked && is_vector(a)) {
		Type *m = op->opnd[op->nopnd - 1]->type;
		if (m != vector_of(cx, type_int(cx, 1), a->rank, a->shape))
			FAIL(op->loc, "'vector.mask' of '%s' needs a mask of i1 of its vector's shape, got '%s'", opname(op),
			     tn(v, m));
	}
	switch (op->id) {
	case OP_VECTOR_LOAD: case OP_VECTOR_STORE: case OP_VECTOR_MASKEDLOAD: case OP_VECTOR_MASKEDSTORE:
	case OP_VECTOR_GATHER: case OP_VECTOR_SCATTER: case OP_VECTOR_EXPANDLOAD: case OP_VECTOR_COMPRESSSTORE:
		check_vector_memory(v, op);
		break;
	case OP_VECTOR_TRANSFER_READ: case OP_VECTOR_TRANSFER_WRITE:
		check_transfer(v, op);
		break;
	case OP_VECTOR_CONTRACT:
		check_contract(v, op);
		break;
	case OP_VECTOR_EXTRACT_STRIDED_SLICE: case OP_VECTOR_INSERT_STRIDED_SLICE:
		check_strided_slice(v, op);
		break;
	case OP_VECTOR_CREATE_MASK: case OP_VECTOR_CONSTANT_MASK: {   /* a size per dimension */
		bool c = op->id == OP_VECTOR_CONSTANT_MASK;
		if (!is_vector(r) || r->elem != type_int(cx, 1))
			FAIL(op->loc, "'%s' must produce a vector of i1, got '%s'", opname(op), tn(v, r));
		int n = c ? (int)op->statics[0] : op->nopnd;
		if (n != r->rank)
			FAIL(op->loc, "'%s' of '%s' needs %d %s, got %d", opname(op), tn(v, r), r->rank,
			     plural(r->rank, "size", "sizes"), n);
		for (int i = 0; i < n; i++) {
			if (!c && op->opnd[i]->type->kind != TY_INDEX)
				FAIL(op->loc, "'vector.create_mask' sizes must be 'index', got '%s'", tn(v, op->opnd[i]->type));
			if (c && (op->statics[1 + i] < 0 || op->statics[1 + i] > r->shape[i]))
				FAIL(op->loc, "'vector.constant_mask' size %lld is out of '%s'", (long long)op->statics[1 + i],
				     tn(v, r));
		}
		break;
	}
	case OP_VECTOR_STEP:
		if (!is_vector(r) || r->rank != 1 || r->elem->kind != TY_INDEX)
			FAIL(op->loc, "'vector.step' must produce a 1-D vector of index, got '%s'", tn(v, r));
		break;
	case OP_VECTOR_INTERLEAVE: case OP_VECTOR_DEINTERLEAVE: {   /* the innermost dimension doubled or halved */
		bool inter = op->id == OP_VECTOR_INTERLEAVE;
		Type *half = inter ? a : r, *whole = inter ? r : a;
		bool ok = is_vector(half) && is_vector(whole) && half->elem == whole->elem && half->rank == whole->rank &&
		          op->opnd[op->nopnd - 1]->type == a && op->res[op->nres - 1]->type == r;
		for (int i = 0; ok && i < half->rank; i++)
			ok = whole->shape[i] == (i + 1 == half->rank ? 2 * half->shape[i] : half->shape[i]);
		if (!ok)
			FAIL(op->loc, "'%s' of '%s' cannot give '%s' (of the same elements, the innermost dimension %s)",
			     opname(op), tn(v, a), tn(v, r), inter ? "doubled" : "halved");
		break;
	}
	case OP_VECTOR_PRINT: {   /* what MLIR's runtime library prints: integers up to 64 bits, index, floats */
		if (op->nopnd > 1)
			FAIL(op->loc, "'vector.print' expects at most 1 operand, got %d", op->nopnd);
		if (a && (op->flags & FLAG_PRINT_STR))
			FAIL(op->loc, "'vector.print' prints a value or a string, not both");
		const Type *e = a ? type_scalar(a) : NULL;
		if (e && !(e->kind == TY_INDEX || e->kind == TY_FLOAT || (e->kind == TY_INT && e->width <= 64)))
			FAIL(op->loc, "'vector.print' of '%s' is not supported (MLIR's runtime prints integers of up "
			     "to 64 bits, index and floats)", tn(v, a));
		break;
	}
	case OP_VECTOR_EXTRACT: case OP_VECTOR_INSERT:
		check_vector_position(v, op);
		break;
	case OP_VECTOR_BROADCAST: case OP_VECTOR_SPLAT: {
		if (!is_vector(r))
			FAIL(op->loc, "'%s' must produce a vector, got '%s'", opname(op), tn(v, r));
		bool ok = a == r->elem;
		if (op->id == OP_VECTOR_BROADCAST && is_vector(a) && a->elem == r->elem && a->rank <= r->rank) {
			ok = true;
			for (int i = 0; i < a->rank; i++) {
				int64_t s = a->shape[i], d = r->shape[i + r->rank - a->rank];
				ok &= s == d || s == 1;
			}
		}
		if (!ok)
			FAIL(op->loc, "'%s' cannot broadcast '%s' to '%s'", opname(op), tn(v, a), tn(v, r));
		break;
	}
	case OP_VECTOR_EXTRACTELEMENT: case OP_VECTOR_INSERTELEMENT: {
		bool insert = op->id == OP_VECTOR_INSERTELEMENT;
		Type *vt = op->opnd[insert]->type;
		int npos = op->nopnd - 1 - insert;
		if (vt->kind != TY_VECTOR || vt->rank > 1)   /* the parser has no 0-D vectors */
			FAIL(op->loc, "'%s' expects a 1-D vector, got '%s'", opname(op), tn(v, vt));
		if (npos != vt->rank)
			FAIL(op->loc, "'%s' of '%s' needs %d %s, got %d", opname(op), tn(v, vt), vt->rank,
			     plural(vt->rank, "position", "positions"), npos);
		if (npos && !type_is_int_like(op->opnd[op->nopnd - 1]->type))
			FAIL(op->loc, "'%s' position must be an integer, got '%s'", opname(op),
			     tn(v, op->opnd[op->nopnd - 1]->type));
		if ((insert ? op->opnd[0]->type : r) != vt->elem)
			FAIL(op->loc, "'%s' %s must have the element type '%s'", opname(op), insert ? "value" : "result",
			     tn(v, vt->elem));
		if (insert && r != vt)
			FAIL(op->loc, "'vector.insertelement' result must have the vector's type '%s'", tn(v, vt));
		break;
	}
	case OP_VECTOR_SHUFFLE: {
		Type *b = op->opnd[1]->type;
		if (!is_vector(a) || !is_vector(b) || a->elem != b->elem || a->rank != b->rank ||
		    memcmp(a->shape + 1, b->shape + 1, sizeof(int64_t) * (size_t)(a->rank - 1)))
			FAIL(op->loc, "'vector.shuffle' expects vectors of one element type and trailing shape, got "
			     "'%s' and '%s'", tn(v, a), tn(v, b));
		int n = (int)op->statics[0];
		for (int i = 0; i < n; i++)
			if (op->statics[1 + i] < -1 || op->statics[1 + i] >= a->shape[0] + b->shape[0])
				FAIL(op->loc, "'vector.shuffle' mask value %lld is out of range [-1, %lld)",
				     (long long)op->statics[1 + i], (long long)(a->shape[0] + b->shape[0]));
		if (n == 0)
			FAIL(op->loc, "'vector.shuffle' needs a mask of at least one value");
		int64_t shape[VECTOR_RANK_MAX];
		memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->rank);
		shape[0] = n;
		Type *want = vector_of(cx, a->elem, a->rank, shape);
		if (r != want)
			FAIL(op->loc, "'vector.shuffle' result must be '%s', got '%s'", tn(v, want), tn(v, r));
		break;
	}
	case OP_VECTOR_SHAPE_CAST:
		if (!is_vector(a) || !is_vector(r) || a->elem != r->elem || type_count(a) != type_count(r))
			FAIL(op->loc, "'vector.shape_cast' needs vectors of one element type and count, got '%s' and '%s'",
			     tn(v, a), tn(v, r));
		break;
	case OP_VECTOR_TRANSPOSE: {
		int n = (int)op->statics[0];
		const int64_t *perm = op->statics + 1;
		if (!is_vector(a) || n != a->rank)
			FAIL(op->loc, "'vector.transpose' needs a permutation of the dimensions of '%s'", tn(v, a));
		uint64_t seen = 0;
		for (int i = 0; i < n; i++) {
			if (perm[i] < 0 || perm[i] >= n || (seen >> perm[i] & 1))
				FAIL(op->loc, "'vector.transpose' needs a permutation of the dimensions of '%s'", tn(v, a));
			seen |= 1ull << perm[i];
		}
		int64_t shape[VECTOR_RANK_MAX];
		for (int i = 0; i < n; i++)
			shape[i] = a->shape[perm[i]];
		Type *want = vector_of(cx, a->elem, n, shape);
		if (r != want)
			FAIL(op->loc, "'vector.transpose' result must be '%s', got '%s'", tn(v, want), tn(v, r));
		break;
	}
	case OP_VECTOR_REDUCTION: {
		if (op->imm < 0)   /* the builder reported it */
			FAIL(op->loc, "'vector.reduction' has no kind");
		const VredKind *k = &vred_kinds[op->imm];
		int nacc = op->nopnd - 1 - masked;
		if (nacc > 1)
			FAIL(op->loc, "'vector.reduction' expects a vector and an optional accumulator, got %d operands",
			     op->nopnd - masked);
		if (!is_vector(a) || a->rank != 1)
			FAIL(op->loc, "'vector.reduction' expects a 1-D vector, got '%s'", tn(v, a));
		if (r != a->elem || (nacc && op->opnd[1]->type != r))
			FAIL(op->loc, "'vector.reduction' result and accumulator must have the element type '%s'",
			     tn(v, a->elem));
		check_kind(v, op, k, a);
		break;
	}
	case OP_VECTOR_MULTI_REDUCTION: {
		if (!op->statics)   /* the builder reported it */
			FAIL(op->loc, "'vector.multi_reduction' has no kind or reduction dimensions");
		if (!is_vector(a))
			FAIL(op->loc, "'vector.multi_reduction' expects a vector, got '%s'", tn(v, a));
		int n = (int)op->statics[0], kept = 0;
		uint64_t seen = 0;
		int64_t shape[VECTOR_RANK_MAX];
		for (int i = 0; i < n; i++) {
			int64_t d = op->statics[1 + i];
			if (d < 0 || d >= a->rank)
				FAIL(op->loc, "'vector.multi_reduction' reduction dimension %lld is not a dimension of '%s'",
				     (long long)d, tn(v, a));
			if (seen >> d & 1)
				FAIL(op->loc, "'vector.multi_reduction' reduction dimension %lld is listed twice", (long long)d);
			seen |= 1ull << d;
		}
		for (int i = 0; i < a->rank; i++)
			if (!(seen >> i & 1))
				shape[kept++] = a->shape[i];
		Type *want = vector_of(cx, a->elem, kept, shape);
		if (op->nopnd != 2 + masked)
			FAIL(op->loc, "'vector.multi_reduction' expects a vector and an accumulator, got %d operands",
			     op->nopnd - masked);
		if (r != want || op->opnd[1]->type != want)
			FAIL(op->loc, "'vector.multi_reduction' of '%s' along %d of its %d dimensions: the result and the "
			     "accumulator must be '%s'", tn(v, a), n, a->rank, tn(v, want));
		check_kind(v, op, &vred_kinds[op->statics[n + 1]], a);   /* the kind after the dimensions */
		break;
	}
	case OP_VECTOR_OUTERPRODUCT: {
		if (op->imm < 0)   /* the builder reported it */
			FAIL(op->loc, "'vector.outerproduct' has no kind");
		Type *b = op->opnd[1]->type;
		bool axpy = b->kind != TY_VECTOR;
		if (!is_vector(a) || a->rank != 1)
			FAIL(op->loc, "'vector.outerproduct' expects a 1-D vector first, got '%s'", tn(v, a));
		if (axpy ? b != a->elem : b->rank != 1 || b->elem != a->elem)
			FAIL(op->loc, "'vector.outerproduct' second operand must be a 1-D vector or a scalar of '%s', got '%s'",
			     tn(v, a->elem), tn(v, b));
		Type *want = axpy ? a : vector_of(cx, a->elem, 2, (int64_t[]){a->shape[0], b->shape[0]});
		if (r != want || (op->nopnd == 3 && op->opnd[2]->type != r))
			FAIL(op->loc, "'vector.outerproduct' result and accumulator must be '%s'", tn(v, want));
		check_kind(v, op, &vred_kinds[op->imm], a);
		break;
	}
	case OP_VECTOR_FROM_ELEMENTS: case OP_VECTOR_TO_ELEMENTS: {
		bool from = op->id == OP_VECTOR_FROM_ELEMENTS;
		Type *vt = from ? r : a;
		int n = from ? op->nopnd : op->nres;
		if (!is_vector(vt))
			FAIL(op->loc, "'%s' expects a vector, got '%s'", opname(op), tn(v, vt));
		if (n != type_count(vt))
			FAIL(op->loc, "'%s' of '%s' needs %lld %s, got %d", opname(op), tn(v, vt),
			     (long long)type_count(vt), from ? "operands" : "results", n);
		for (int i = 0; i < n; i++)
			if ((from ? op->opnd[i] : op->res[i])->type != vt->elem)
				FAIL(op->loc, "'%s' elements must be '%s'", opname(op), tn(v, vt->elem));
		break;
	}
	case OP_VECTOR_BITCAST: {
		bool ok = is_vector(a) && is_vector(r) && a->rank == r->rank && a->elem->kind != TY_INDEX &&
		          r->elem->kind != TY_INDEX &&
		          !memcmp(a->shape, r->shape, sizeof(int64_t) * (size_t)(a->rank - 1)) &&
		          a->shape[a->rank - 1] * a->elem->width == r->shape[r->rank - 1] * r->elem->width;
		if (!ok)
			FAIL(op->loc, "'vector.bitcast' needs vectors of one rank, leading shape and innermost bit "
			     "count, got '%s' and '%s'", tn(v, a), tn(v, r));
		break;
	}
	default:
		break;
	}
}

/* complex.constant [re, im] : complex<T>: two float literals of type T
 * (an untyped one is f64, as in MLIR) */
static void check_complex_constant(V *v, Op *op, Type *c)
{
	Attr *a = op->value;
	if (!a)
		return;   /* the builder reported it */
	Loc at = a->loc.line ? a->loc : op->loc;
	if (a->kind != AT_ARRAY || a->n != 2)
		FAIL(at, "'complex.constant' value must be a list of two numbers, '[re, im]'");
	Lower lw = {.cx = v->cx};
	lw.ll.a = &v->cx->fa;
	for (int i = 0; i < 2; i++) {
		Attr *e = a->elems[i];
		Type *et = e->type ? e->type : e->kind == AT_FLOAT ? type_float(v->cx, 64, false) : NULL;
		if (et && et != c->elem)
			FAIL(e->loc, "'complex.constant' parts must have the element type '%s', got '%s'",
			     tn(v, c->elem), tn(v, et));
		const char *why = lower_literal_problem(&lw, e, c->elem);
		if (why)
			FAIL(e->loc, "invalid part of a '%s' constant: %s", tn(v, c), why);
	}
}

/* The complex ops whose types their typing leaves open: a complex
 * operand and its element type, or two complex operands */
static __attribute__((noinline)) void check_complex(V *v, Op *op)
{
	bool create = op->id == OP_COMPLEX_CREATE, constant = op->id == OP_COMPLEX_CONSTANT;
	Type *c = create || constant ? op->res[0]->type : op->opnd[0]->type;
	if (c->kind != TY_COMPLEX)
		FAIL(op->loc, "'%s' expects a complex %s, got '%s'", opname(op),
		     create || constant ? "result" : "operand", tn(v, c));
	if (constant) {
		check_complex_constant(v, op, c);
		return;
	}
	if (create) {
		if (op->opnd[0]->type != c->elem || op->opnd[1]->type != c->elem)
			FAIL(op->loc, "'complex.create' operands must have the element type '%s', got '%s' and '%s'",
			     tn(v, c->elem), tn(v, op->opnd[0]->type), tn(v, op->opnd[1]->type));
		return;
	}
	if (op->nopnd == 2) {   /* eq, neq */
		if (op->opnd[1]->type != c)
			FAIL(op->loc, "'%s' operands must have the same type, got '%s' and '%s'", opname(op),
			     tn(v, c), tn(v, op->opnd[1]->type));
		if (op->res[0]->type != type_int(v->cx, 1))
			FAIL(op->loc, "'%s' result must be 'i1', got '%s'", opname(op), tn(v, op->res[0]->type));
		return;
	}
	if (op->res[0]->type != c->elem)
		FAIL(op->loc, "'%s' result must have the element type '%s', got '%s'", opname(op), tn(v, c->elem),
		     tn(v, op->res[0]->type));
}

/* Index ops take and make scalar index values, but index.cmp's and
 * index.bool.constant's results (i1) and the casts' other side (an
 * integer) */
static void check_index(V *v, Op *op)
{
	bool cast = op->id == OP_INDEX_CASTS || op->id == OP_INDEX_CASTU;
	Type *want = op->id == OP_INDEX_CMP || op->id == OP_INDEX_BOOL_CONSTANT ? type_int(v->cx, 1) : type_index(v->cx);
	for (int i = 0; i < op->nopnd && !cast; i++)
		if (op->opnd[i]->type->kind != TY_INDEX)
			FAIL(op->loc, "'%s' operands must be 'index', got '%s'", opname(op), tn(v, op->opnd[i]->type));
	if (!cast && op->res[0]->type != want)
		FAIL(op->loc, "'%s' result must be '%s', got '%s'", opname(op), tn(v, want), tn(v, op->res[0]->type));
	if (cast && (op->opnd[0]->type->kind == TY_VECTOR || op->res[0]->type->kind == TY_VECTOR))
		FAIL(op->loc, "'%s' casts scalars, got '%s' to '%s'", opname(op), tn(v, op->opnd[0]->type),
		     tn(v, op->res[0]->type));
	if (op->id == OP_INDEX_CONSTANT && op->value && op->value->kind != AT_INT)
		FAIL(op->loc, "'index.constant' value must be an integer");
	if (op->id == OP_INDEX_BOOL_CONSTANT && op->value && op->value->kind != AT_BOOL)
		FAIL(op->loc, "'index.bool.constant' value must be 'true' or 'false'");
}

/* k: op's rule (its block's check has asked for it already). */
static void check_op(V *v, Op *op, const OpRule *k)
{
	if (!op->id && !op->callee)   /* else --allow-unregistered-ops made it a call */
		FAIL(op->loc, "unknown op '%s' (generic-form ops must be registered, or "
		     "--allow-unregistered-ops makes them calls)", op->name);
	for (int i = 0; i < op->nopnd; i++) {   /* each bad operand has its error */
		check_type(v, &op->loc, op->opnd[i]->type);
		check_use(v, op->opnd[i], op, i);
	}
	for (int s = 0; s < op->nsucc; s++)
		for (int i = 0; i < op->succ_nargs[s]; i++)
			check_use(v, op->succ_args[s][i], op, op->nopnd + i);
	if (!v->ok)
		return;
	for (int i = 0; i < op->nres; i++)
		if (!op->res[i]->type->lowers) {
			check_other_type(v, &op->loc, op->res[i]->type);
			if (!v->ok)
				return;
		}
	if (!counts_ok(op, k)) {
		check_arity(v, op);
		if (!v->ok)
			return;
	}
	if (op->flags) {
		if ((op->flags & (FLAG_NSW | FLAG_NUW)) && !(k->flags & R_WRAPS))
			FAIL(op->loc, "'%s' does not take overflow flags", opname(op));
		if ((op->flags & FM_FAST) && !(k->flags & R_FLOAT))
			FAIL(op->loc, "'%s' does not take fastmath flags", opname(op));
		if ((op->flags & FLAG_NEAREST_EVEN) && op->id != OP_ARITH_TRUNCF)
			FAIL(op->loc, "'%s' does not take a rounding mode", opname(op));
	}
	if (index_op(op->id)) {
		check_index(v, op);
		if (!v->ok)
			return;
	}
	if (k->flags & R_SAME) {
		Typing ty = op_info[op->id].typing;
		Type *t = op->opnd[0]->type;
		for (int i = 1; i < op->nopnd; i++)
			if (op->opnd[i]->type != t)
				FAIL(op->loc, "'%s' operands must have the same type, got '%s' and '%s'",
				     opname(op), tn(v, t), tn(v, op->opnd[i]->type));
		bool fl = k->flags & R_FLOAT, cplx = k->flags & R_COMPLEX;
		if (cplx ? t->kind != TY_COMPLEX : fl ? !type_is_float_like(t) : !type_is_int_like(t))
			FAIL(op->loc, "'%s' expects %s operands, got '%s'", opname(op),
			     cplx ? "complex" : fl ? "float" : "signless integer or index", tn(v, t));
		if (op->id == OP_VECTOR_FMA && t->kind != TY_VECTOR)
			FAIL(op->loc, "'vector.fma' expects vectors, got '%s'", tn(v, t));
		for (int i = 0; i < op->nres; i++)
			if (ty != TYPING_CMP && ty != TYPING_CLASS && !(ty == TYPING_ADD_EXTENDED && i == 1) &&
			    op->res[i]->type != t)
				FAIL(op->loc, "'%s' result must have the operand type '%s'", opname(op), tn(v, t));
		if (ty == TYPING_CLASS && !i1_of_shape(v->cx, op->res[0]->type, t))
			FAIL(op->loc, "'%s' result must be i1 of the operand's shape, got '%s'", opname(op),
			     tn(v, op->res[0]->type));
		if (ty == TYPING_ADD_EXTENDED && type_scalar(op->res[1]->type)->kind != TY_INT)
			FAIL(op->loc, "'%s' overflow result must be i1", opname(op));
		return;   /* none of the checks below applies */
	}
	switch (op->id) {
	case OP_COMPLEX_POWI: {
		Type *t = op->opnd[0]->type, *n = op->opnd[1]->type;
		if (t->kind != TY_COMPLEX || n->kind != TY_INT)
			FAIL(op->loc, "'complex.powi' expects a complex and an integer, got '%s' and '%s'", tn(v, t),
			     tn(v, n));
		if (op->res[0]->type != t)
			FAIL(op->loc, "'complex.powi' result must have the operand type '%s'", tn(v, t));
		break;
	}
	case OP_MATH_FPOWI: {
		Type *t = op->opnd[0]->type, *n = op->opnd[1]->type;
		if (!type_is_float_like(t) || !type_is_int_like(n))
			FAIL(op->loc, "'math.fpowi' expects a float and an integer, got '%s' and '%s'", tn(v, t),
			     tn(v, n));
		if (t->kind == TY_VECTOR || n->kind == TY_VECTOR)
			FAIL(op->loc, "'math.fpowi' of vectors is not supported (llvm.powi takes a scalar exponent)");
		if (type_bits(v->cx, n) > 32)
			FAIL(op->loc, "'math.fpowi' exponent of type '%s' is not supported (llvm.powi takes a C int)",
			     tn(v, n));
		if (op->res[0]->type != t)
			FAIL(op->loc, "'math.fpowi' result must have the operand type '%s'", tn(v, t));
		break;
	}
	case OP_ARITH_CONSTANT: case OP_INDEX_CONSTANT: case OP_INDEX_BOOL_CONSTANT: {
		Type *t = op->res[0]->type;
		if (type_scalar(t)->sign)
			FAIL(op->loc, "'%s' of '%s': arith takes signless integers", opname(op), tn(v, t));
		if (!op->value || verify_plain_constant(v->cx, op->value, t))
			return;
		const char *why = lower_constant_problem(v->cx, op);
		if (why)
			FAIL(op->value->loc.line ? op->value->loc : op->loc, "invalid constant of type '%s': %s",
			     tn(v, t), why);
		break;
	}
	case OP_ARITH_SELECT: {
		Type *c = op->opnd[0]->type, *t = op->opnd[1]->type;
		if (op->opnd[2]->type != t || op->res[0]->type != t)
			FAIL(op->loc, "'arith.select' values must have the same type");
		if (type_scalar(c) != type_int(v->cx, 1))
			FAIL(op->loc, "'arith.select' condition must be i1, got '%s'", tn(v, c));
		if (c->kind == TY_VECTOR && !i1_of_shape(v->cx, c, t))
			FAIL(op->loc, "'arith.select' condition '%s' must be i1, or an i1 vector of the shape of '%s'",
			     tn(v, c), tn(v, t));
		break;
	}
	case OP_CF_SWITCH:
		check_switch(v, op);
		break;
	case OP_COMPLEX_CREATE: case OP_COMPLEX_RE: case OP_COMPLEX_IM: case OP_COMPLEX_ABS:
	case OP_COMPLEX_ANGLE: case OP_COMPLEX_EQ: case OP_COMPLEX_NEQ: case OP_COMPLEX_CONSTANT:
		check_complex(v, op);
		break;
	case OP_MEMREF_DIM: case OP_MEMREF_RANK:
		if (op->opnd[0]->type->kind != TY_MEMREF && op->opnd[0]->type->kind != TY_UMEMREF)
			FAIL(op->loc, "'%s' expects a memref, got '%s'", opname(op), tn(v, op->opnd[0]->type));
		break;
	case OP_MEMREF_DEALLOC:
		if (op->opnd[0]->type->kind != TY_MEMREF && op->opnd[0]->type->kind != TY_UMEMREF)
			FAIL(op->loc, "'memref.dealloc' expects a memref, got '%s'", tn(v, op->opnd[0]->type));
		break;
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE: {
		int first = op->id == OP_MEMREF_STORE;   /* the memref operand */
		Type *m = op->opnd[first]->type;
		check_indexed(v, op, first);
		if (!v->ok)
			return;
		Type *val = first ? op->opnd[0]->type : op->res[0]->type;
		if (val != m->elem)
			FAIL(op->loc, "'%s' value has type '%s', but the memref holds '%s'", opname(op),
			     tn(v, val), tn(v, m->elem));
		break;
	}
	case OP_MEMREF_ATOMIC_RMW: case OP_MEMREF_PREFETCH:
		check_memref_hint(v, op);
		break;
	case OP_MEMREF_GENERIC_ATOMIC_RMW:
		check_generic_rmw(v, op);
		break;
	case OP_MEMREF_VIEW:
		check_view(v, op);
		break;
	case OP_MEMREF_RESHAPE:
		check_memref_reshape(v, op);
		break;
	case OP_MEMREF_MEMORY_SPACE_CAST:
		check_memory_space_cast(v, op);
		break;
	case OP_MEMREF_TRANSPOSE:
		check_transpose(v, op);
		break;
	case OP_VECTOR_YIELD:   /* vector.mask's, which the builder takes */
		FAIL(op->loc, "'vector.yield' outside a 'vector.mask'");
	case OP_VECTOR_LOAD: case OP_VECTOR_STORE: case OP_VECTOR_MASKEDLOAD: case OP_VECTOR_MASKEDSTORE:
	case OP_VECTOR_GATHER: case OP_VECTOR_SCATTER: case OP_VECTOR_EXPANDLOAD: case OP_VECTOR_COMPRESSSTORE: case OP_VECTOR_BROADCAST: case OP_VECTOR_SPLAT: case OP_VECTOR_EXTRACT: case OP_VECTOR_INSERT:
	case OP_VECTOR_EXTRACTELEMENT: case OP_VECTOR_INSERTELEMENT: case OP_VECTOR_SHUFFLE:
	case OP_VECTOR_SHAPE_CAST: case OP_VECTOR_TRANSPOSE: case OP_VECTOR_REDUCTION: case OP_VECTOR_BITCAST:
	case OP_VECTOR_FROM_ELEMENTS: case OP_VECTOR_TO_ELEMENTS: case OP_VECTOR_PRINT:
	case OP_VECTOR_INTERLEAVE: case OP_VECTOR_DEINTERLEAVE: case OP_VECTOR_CREATE_MASK:
	case OP_VECTOR_CONSTANT_MASK: case OP_VECTOR_STEP: case OP_VECTOR_TRANSFER_READ:
	case OP_VECTOR_TRANSFER_WRITE: case OP_VECTOR_OUTERPRODUCT: case OP_VECTOR_CONTRACT:
	case OP_VECTOR_EXTRACT_STRIDED_SLICE: case OP_VECTOR_INSERT_STRIDED_SLICE: case OP_VECTOR_MULTI_REDUCTION:
		check_vector(v, op);
		break;
	case OP_AFFINE_APPLY: case OP_AFFINE_MIN: case OP_AFFINE_MAX:
		check_affine(v, op);
		break;
	case OP_MEMREF_ASSUME_ALIGNMENT: {
		Type *m = op->opnd[0]->type;
		if (m->kind != TY_MEMREF)
			FAIL(op->loc, "'memref.assume_alignment' expects a ranked memref, got '%s'", tn(v, m));
		if (op->res[0]->type != m)
			FAIL(op->loc, "'memref.assume_alignment' result must have the operand type '%s'", tn(v, m));
		if (op->imm <= 0 || (op->imm & (op->imm - 1)) || op->imm > INT32_MAX)
			FAIL(op->loc, "'memref.assume_alignment' alignment must be a power of 2 in 'i32'");
		break;
	}
	case OP_MEMREF_ALLOC: case OP_MEMREF_ALLOCA: {
		Type *m = op->res[0]->type;
		if (m->kind != TY_MEMREF)
			FAIL(op->loc, "'%s' must produce a ranked memref, got '%s'", opname(op), tn(v, m));
		int ndyn = 0;
		for (int i = 0; i < m->rank; i++)
			ndyn += m->shape[i] == DYN;
		if (op->nopnd != ndyn)
			FAIL(op->loc, "'%s' of '%s' needs %d dynamic %s, got %d", opname(op), tn(v, m), ndyn,
			     plural(ndyn, "size", "sizes"), op->nopnd);
		if (!fresh_buffer_fits(m))
			FAIL(op->loc, "'%s' cannot make a '%s': a new buffer is dense from offset 0", opname(op),
			     tn(v, m));
		for (int i = 0; i < op->nopnd; i++)
			if (op->opnd[i]->type->kind != TY_INDEX)
				FAIL(op->loc, "'%s' sizes must be 'index', got '%s'", opname(op), tn(v, op->opnd[i]->type));
		break;
	}
	case OP_CF_COND_BR: case OP_CF_ASSERT: case OP_SCF_CONDITION:
		check_i1(v, op);
		break;
	case OP_FUNC_CONSTANT:
		if (!op->callee)
			FAIL(op->loc, "'func.constant' needs a 'value' symbol attribute");
		if (op->res[0]->type->kind != TY_FUNC)
			FAIL(op->loc, "'func.constant' must have a function type, got '%s'", tn(v, op->res[0]->type));
		break;
	case OP_FUNC_CALL:
		if (!op->callee)
			return;
		break;
	case OP_MEMREF_GLOBAL:
		FAIL(op->loc, "'memref.global' must be at the top level of the module, not in a function");
	case OP_MEMREF_GET_GLOBAL: {
		Type *m = op->res[0]->type;
		if (!op->callee)
			FAIL(op->loc, "'memref.get_global' needs a 'name' symbol attribute");
		if (m->kind != TY_MEMREF)
			FAIL(op->loc, "'memref.get_global' must produce a ranked memref, got '%s'", tn(v, m));
		break;
	}
	case OP_MEMREF_COPY: {
		Type *s = op->opnd[0]->type, *d = op->opnd[1]->type;
		if (s->elem != d->elem)
			FAIL(op->loc, "'memref.copy' requires the same element type, got '%s' and '%s'", tn(v, s), tn(v, d));
		if (s->kind == TY_UMEMREF || d->kind == TY_UMEMREF)   /* the shapes meet at run time */
			break;
		if (s->rank != d->rank || !may_equal(s->shape, d->shape, s->rank))
			FAIL(op->loc, "'memref.copy' requires the same shape, got '%s' and '%s'", tn(v, s), tn(v, d));
		break;
	}
	case OP_FUNC_CALL_INDIRECT:   /* a direct call's callee is checked */
		if (v->cx->opt->bare_ptr_call_conv)
			check_bare_call(v, op);
		break;
	case OP_SCF_FOR: {
		Block *body = op->regions[0]->first;
		Type *it = op->opnd[0]->type;
		if (op->regions[0]->first != op->regions[0]->last)
			FAIL(op->loc, "'scf.for' must have one single-block region");
		if (it->kind != TY_INDEX && (it->kind != TY_INT || it->sign))
			FAIL(op->loc, "'scf.for' bounds must be signless integers or 'index', got '%s'", tn(v, it));
		if (op->opnd[1]->type != it || op->opnd[2]->type != it)
			FAIL(op->loc, "'scf.for' bounds and step must have the same type");
		if (op->nopnd - 3 != op->nres || body->nargs != 1 + op->nres)
			FAIL(op->loc, "'scf.for' needs one initial value and one body argument per result");
		if (body->args[0]->type != it)
			FAIL(op->loc, "'scf.for' induction variable must have the type of the bounds");
		for (int i = 0; i < op->nres; i++)
			if (op->opnd[3 + i]->type != op->res[i]->type || body->args[1 + i]->type != op->res[i]->type)
				FAIL(op->loc, "'scf.for' iter_args #%d does not have the result's type '%s'", i,
				     tn(v, op->res[i]->type));
		break;
	}
	case OP_SCF_IF:
		check_i1(v, op);
		if (!v->ok)
			return;
		if (op->nres && op->nregion != 2)
			FAIL(op->loc, "'scf.if' with results needs an 'else' region");
		for (int i = 0; i < op->nregion; i++)
			if (op->regions[i]->first != op->regions[i]->last || op->regions[i]->first->nargs)
				FAIL(op->loc, "'scf.if' regions must be a single block without arguments");
		break;
	case OP_SCF_EXECUTE_REGION:
		if (op->regions[0]->first->nargs)
			FAIL(op->loc, "'scf.execute_region' region cannot have arguments");
		break;
	case OP_MEMREF_ALLOCA_SCOPE:
		if (op->regions[0]->first != op->regions[0]->last || op->regions[0]->first->nargs)
			FAIL(op->loc, "'memref.alloca_scope' region must be a single block without arguments");
		break;
	case OP_SCF_INDEX_SWITCH:
		check_index_switch(v, op);
		break;
	case OP_SCF_PARALLEL:
		check_parallel(v, op);
		break;
	case OP_SCF_REDUCE:
		check_reduce(v, op);
		break;
	case OP_SCF_WHILE: {
		Block *before = op->regions[0]->first;
		if (op->regions[1]->first->nargs != op->nres)
			FAIL(op->loc, "'scf.while' 'do' region must take one argument per result");
		if (before->nargs != op->nopnd)
			FAIL(op->loc, "'scf.while' first region must take one argument per initial value");
		for (int i = 0; i < op->nopnd; i++)
			if (before->args[i]->type != op->opnd[i]->type)
				FAIL(op->loc, "'scf.while' initial value #%d has type '%s', but its region argument '%s'",
				     i, tn(v, op->opnd[i]->type), tn(v, before->args[i]->type));
		break;
	}
	default:
		if (k->flags & R_CAST)
			check_cast(v, op);
		break;
	}
	for (int i = 0; i < op->nregion && v->ok; i++)
		check_region(v, op->regions[i]);
	if ((k->flags & R_TERM) && v->ok)
		check_terminator(v, op);
}

/* Whether a value of type t can cross a function boundary under the
 * bare-pointer convention: not a memref, or a ranked one whose shape,
 * strides and offset are all static (what MLIR 22 takes), as the callee
 * rebuilds the descriptor from the pointer alone. */
static bool bare_ok(const Type *t)
{
	if (t->kind == TY_UMEMREF)
		return false;
	if (t->kind != TY_MEMREF)
		return true;
	for (int i = 0; i < t->rank; i++)
		if (t->shape[i] == DYN || t->strides[i] == DYN)
			return false;
	return t->offset != DYN;
}

static void check_bare(V *v, const Loc *loc, Type *t, const char *what)
{
	if (!bare_ok(t))
		FAIL(*loc, "%s of type '%s' cannot be a bare pointer (--use-bare-ptr-memref-call-conv): "
		     "it needs a ranked memref of static shape, strides and offset", what, tn(v, t));
}

/* The memrefs of a call's function type, under the bare-pointer
 * convention */
static void check_bare_call(V *v, Op *op)
{
	for (int i = 0; i < op->type->nin && v->ok; i++)
		check_bare(v, &op->loc, op->type->ins[i], "an argument");
	for (int i = 0; i < op->type->nout && v->ok; i++)
		check_bare(v, &op->loc, op->type->outs[i], "a result");
}

/* Argument types are checked at their names, result types at the
 * function's name. */
static void check_signature(V *v, Func *f, Value **args, int n)
{
	for (int i = 0; i < n && v->ok; i++)
		check_type(v, &args[i]->loc, args[i]->type);
	for (int i = 0; i < f->type->nout && v->ok; i++)
		check_type(v, &f->loc, f->type->outs[i]);
	if (!v->cx->opt->bare_ptr_call_conv)
		return;
	for (int i = 0; i < n && v->ok; i++)
		check_bare(v, &args[i]->loc, args[i]->type, "an argument");
	for (int i = 0; i < f->type->nout && v->ok; i++)
		check_bare(v, &f->loc, f->type->outs[i], "a result");
}

const OpRule *verify_rules(Ctx *cx)
{
	if (!cx->ops.rules_ready) {
		fill_rules(cx->ops.rule);
		cx->ops.rules_ready = true;
	}
	return cx->ops.rule;
}

bool verify_func(Ctx *cx, Func *f)
{
	V v = {.cx = cx, .fn = f, .rules = verify_rules(cx), .ok = true};
	check_signature(&v, f, f->body->first->args, f->body->first->nargs);
	if (v.ok)
		check_region(&v, f->body);
	if (v.ok && v.undom_user) {
		Op *user = v.undom_user;
		diag_error(cx, user->loc, "operand #%d ('%%%s') does not dominate this use", v.undom_index,
		           v.undom_val->name);
		diag_note(cx, v.undom_val->loc, "operand defined here");
		return false;
	}
	for (int i = 0; v.ok && i < v.nunroll; i++)
		lower_unroll(cx, v.unroll[i]);
	return v.ok;
}

bool verify_decl(Ctx *cx, Func *f, Value **args, int n)
{
	V v = {.cx = cx, .fn = f, .ok = true};
	check_signature(&v, f, args, n);
	return v.ok;
}
