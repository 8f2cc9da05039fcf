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
};

/* The rules by op id, filled on the first call. */
const OpRule *verify_rules(Ctx *cx);

/* Whether an op of rule r takes the overflow and fastmath flags given. */
static inline bool verify_flags_ok(unsigned flags, const OpRule *r)
{
	return !((flags & (FLAG_NSW | FLAG_NUW)) && !(r->flags & R_WRAPS)) &&
	       !((flags & FM_FAST) && !(r->flags & R_FLOAT));
}

/* Whether cast op id converts from to to (TYPING_CAST). */
bool verify_cast_ok(Ctx *cx, OpId id, Type *from, Type *to);

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
		return t->kind == TY_INT && t->width == 1;
	case AT_INT: {
		if ((t->kind != TY_INT && t->kind != TY_INDEX) ||
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
