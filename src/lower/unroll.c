/* arith and math ops on n-D vectors, unrolled as MLIR 22's arith-to-llvm
 * does (VectorConvertToLLVMPattern): the op on each 1-D leaf, between a
 * vector.extract of each n-D operand's leaf and a vector.insert of each
 * result's. It rewrites the verified function, so that the lowering of
 * each dialect sees only the 1-D vectors it knows. */
#include <string.h>
#include "lower.h"

static bool nd(const Type *t)
{
	return t->kind == TY_VECTOR && t->rank > 1;
}

bool lower_needs_unroll(const Op *op)
{
	if (!op->nres || !nd(op->res[0]->type) || !op->id || op->id == OP_ARITH_CONSTANT)
		return false;
	const char *name = op_info[op->id].name;
	if (strncmp(name, "arith.", 6) && strncmp(name, "math.", 5))
		return false;
	for (int i = 0; i < op->nres; i++)
		if (!nd(op->res[i]->type))
			return false;
	return true;
}

static Type *leaf_type(Ctx *cx, Type *t)
{
	return type_intern(cx, &(Type){.kind = TY_VECTOR, .rank = 1, .shape = t->shape + t->rank - 1,
	                               .elem = t->elem});
}

static Value *new_value(Arena *a, Type *t, const char *name, Op *def)
{
	Value *v = NEW(a, Value);
	*v = (Value){.type = t, .name = name, .loc = def->loc, .def = def, .owner = def->block,
	             .defined = true};
	return v;
}

/* A vector.extract or vector.insert like x, at the leaf position st */
static Op *position_op(Arena *a, OpId id, const Op *x, int64_t *st, int nopnd)
{
	Op *op = NEW(a, Op);
	op->id = id;
	op->loc = x->loc;
	op->block = x->block;
	op->nopnd = nopnd;
	op->opnd = NEWARRAY(a, Value *, nopnd + 1);
	op->nres = 1;
	op->res = NEWARRAY(a, Value *, 2);
	op->statics = st;
	return op;
}

/* Puts op at *link and returns where the next op goes */
static Op **append(Op **link, Op *op)
{
	*link = op;
	return &op->next;
}

void lower_unroll(Ctx *cx, Op *x)
{
	Arena *a = &cx->fa;
	Type *shape = x->res[0]->type;
	int lead = shape->rank - 1;
	int64_t n = 1;
	for (int i = 0; i < lead; i++)
		n *= shape->shape[i];
	Value **acc = NEWARRAY(a, Value *, x->nres);
	LVal *poison = NEW(a, LVal);
	*poison = lv_str("poison");
	for (int j = 0; j < x->nres; j++) {
		acc[j] = NEW(a, Value);
		*acc[j] = (Value){.type = x->res[j]->type, .name = "poison", .loc = x->loc, .ll = poison,
		                  .defined = true};
	}
	Op *chain = NULL, **link = &chain;
	for (int64_t k = 0; k < n; k++) {
		int64_t *st = NEWARRAY(a, int64_t, lead + 1);
		st[0] = lead;
		for (int64_t i = lead - 1, r = k; i >= 0; i--) {
			st[1 + i] = r % shape->shape[i];
			r /= shape->shape[i];
		}
		Op *y = NEW(a, Op);
		*y = *x;
		y->opnd = NEWARRAY(a, Value *, x->nopnd + 1);
		y->res = NEWARRAY(a, Value *, x->nres + 1);
		for (int i = 0; i < x->nopnd; i++) {
			Value *o = x->opnd[i];
			if (!nd(o->type)) {   /* a select's i1 condition */
				y->opnd[i] = o;
				continue;
			}
			Op *e = position_op(a, OP_VECTOR_EXTRACT, x, st, 1);
			e->opnd[0] = o;
			e->res[0] = new_value(a, leaf_type(cx, o->type), "leaf", e);
			link = append(link, e);
			y->opnd[i] = e->res[0];
		}
		for (int j = 0; j < x->nres; j++) {
			y->res[j] = new_value(a, leaf_type(cx, x->res[j]->type), "part", y);
			y->res[j]->index = j;
		}
		link = append(link, y);
		for (int j = 0; j < x->nres; j++) {
			Op *ins = position_op(a, OP_VECTOR_INSERT, x, st, 2);
			ins->opnd[0] = y->res[j];
			ins->opnd[1] = acc[j];
			if (k + 1 < n) {
				ins->res[0] = new_value(a, x->res[j]->type, "acc", ins);
			} else {   /* the last defines the op's result */
				ins->res[0] = x->res[j];
				x->res[j]->def = ins;
				x->res[j]->index = 0;
			}
			acc[j] = ins->res[0];
			link = append(link, ins);
		}
	}
	*link = x->next;
	Block *b = x->block;
	if (b->first == x) {
		b->first = chain;
	} else {
		Op *p = b->first;
		while (p->next != x)
			p = p->next;
		p->next = chain;
	}
	if (b->last == x)
		for (b->last = chain; b->last->next; b->last = b->last->next)
			;
}
