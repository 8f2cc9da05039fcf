/* Checks a parsed function before lowering, so that lowering can assume a
 * well-formed function: every error here has a position and a message. */
#ifndef VERIFY_H
#define VERIFY_H
#include "ast.h"

bool verify_func(Ctx *cx, Func *f);
bool verify_decl(Ctx *cx, Func *f, Value **args, int n);

/* What the builder asks to mark an op checked (Op.checked): the rules
 * verify_func applies. None of these says why a check fails: the
 * verifier does, for the ops the builder leaves unmarked. */

/* OpRule.flags */
enum {
	R_TERM = 1,    /* a terminator */
	R_WRAPS = 2,   /* takes overflow flags */
	R_FLOAT = 4,   /* takes fastmath flags; SAME: float operands */
	R_SAME = 8,    /* operands of one type (TYPING_SAME, SAME2, ADD_EXTENDED, CMP) */
	R_CAST = 16,   /* TYPING_CAST */
	R_COMPLEX = 32,/* a complex op; SAME: complex operands */
};

/* The rules by op id, filled on the first call. */
const OpRule *verify_rules(Ctx *cx);

/* Whether an op of rule r takes the overflow and fastmath flags given. */
static inline bool verify_flags_ok(unsigned flags, const OpRule *r)
{
	return !((flags & (FLAG_NSW | FLAG_NUW)) && !(r->flags & R_WRAPS)) &&
	       !((flags & FM_FAST) && !(r->flags & R_FLOAT));
}

/* Whether t is of the kind the operands of an op of rule r with
 * TYPING_SAME, SAME_COMPLEX or UNARY take: complex, float or integer-like. */
static inline bool verify_same_kind_ok(const OpRule *r, const Type *t)
{
	if (r->flags & R_COMPLEX)
		return t->kind == TY_COMPLEX;
	return r->flags & R_FLOAT ? type_is_float_like(t) : type_is_int_like(t);
}
/* Why memref.cast cannot convert from to to: 1 for shapes, 2 for the rest. */
int verify_memref_cast_problem(const Type *from, const Type *to);

/* verify_cast_problem of the scalar types fs and ts (or vectors' elements). */
static inline int verify_scalar_cast_problem(Ctx *cx, OpId id, const Type *fs, const Type *ts)
{
	bool fi = fs->kind == TY_INT && !fs->sign, ti = ts->kind == TY_INT && !ts->sign;   /* signless */
	bool ff = fs->kind == TY_FLOAT, tf = ts->kind == TY_FLOAT;
	int fw = fs->kind == TY_INDEX ? cx->index_bits : fs->width;
	int tw = ts->kind == TY_INDEX ? cx->index_bits : ts->width;
	bool ok;
	switch (id) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: ok = fi && ti && tw > fw; break;
	case OP_ARITH_TRUNCI: ok = fi && ti && tw < fw; break;
	case OP_ARITH_EXTF: ok = ff && tf && tw > fw; break;
	case OP_ARITH_TRUNCF: ok = ff && tf && tw < fw; break;
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP: ok = fi && tf; break;
	case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI: ok = ff && ti; break;
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI: case OP_INDEX_CASTS: case OP_INDEX_CASTU:
		ok = (fs->kind == TY_INDEX && ti) || (fi && ts->kind == TY_INDEX);
		break;
	case OP_ARITH_BITCAST:   /* index has no fixed width: index_cast converts it */
		ok = fw == tw && (fi || ff) && (ti || tf);
		break;
	default: ok = false;   /* memref.cast: verify_cast_problem */
	}
	if (id == OP_ARITH_EXTF && ff && tf && fw == tw && fs != ts)
		ok = false;
	return ok ? 0 : 2;
}

/* verify_cast_problem of vectors, out of the scalars' path (and not
 * inline): its call of memcmp would make that path save and restore
 * registers. */
int verify_vector_cast_problem(Ctx *cx, OpId id, Type *from, Type *to);

/* Why a cast from one type to another fails: 1 for shapes, 2 for the
 * types; 0 if it is fine. (arith.bitcast of memrefs: see check_cast) */
static inline int verify_cast_problem(Ctx *cx, OpId id, Type *from, Type *to)
{
	if (id == OP_MEMREF_CAST)
		return verify_memref_cast_problem(from, to);
	bool fv = from->kind == TY_VECTOR, tv = to->kind == TY_VECTOR;
	if (fv != tv)
		return 1;
	if (fv)
		return verify_vector_cast_problem(cx, id, from, to);
	return verify_scalar_cast_problem(cx, id, from, to);
}

/* Whether cast op id converts from to to (TYPING_CAST); inline, as most
 * casts are of scalars, a few comparisons. */
static inline bool verify_cast_ok(Ctx *cx, OpId id, Type *from, Type *to)
{
	return verify_cast_problem(cx, id, from, to) == 0;
}

/* True for the usual constants (value a of type t), which the lowering
 * takes: a float literal of a float type, 'true' or 'false' of type i1,
 * a decimal integer of at most 9 digits (below 2^30) of a type of 31
 * bits or more. */
static inline bool verify_plain_constant(Ctx *cx, const Attr *a, const Type *t)
{
	switch (a->kind) {
	case AT_FLOAT:
		return t->kind == TY_FLOAT;
	case AT_BOOL:
		return t->kind == TY_INT && t->width == 1 && !t->sign;
	case AT_INT: {
		if ((t->kind != TY_INT && t->kind != TY_INDEX) || t->sign ||
		    (t->kind == TY_INDEX ? cx->index_bits : t->width) < 31)
			return false;
		int n = 0;
		while (n < 10 && a->text[n] >= '0' && a->text[n] <= '9')
			n++;
		return n > 0 && n <= 9 && !a->text[n];
	}
	default:
		return false;
	}
}

#endif
