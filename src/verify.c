/* The verifier: block structure (one terminator, at the end), successor
 * arguments, operand counts and type rules per op, region terminators,
 * supported types. It stops at the first error in a function. */
#include <string.h>
#include "dom.h"
#include "verify.h"
#include "lower/lower.h"

typedef struct V {
	Ctx *cx;
	Func *fn;
	bool ok;
} V;

#define FAIL(loc, ...) do { diag_error(v->cx, (loc), __VA_ARGS__); v->ok = false; return; } while (0)

static const char *tn(V *v, Type *t)
{
	return type_mlir(v->cx, t);
}

static bool is_terminator(const Op *op)
{
	switch (op->id) {
	case OP_FUNC_RETURN: case OP_CF_BR: case OP_CF_COND_BR: case OP_CF_SWITCH:
	case OP_SCF_YIELD: case OP_SCF_CONDITION:
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

static void check_type(V *v, Loc loc, Type *t)
{
	if (t->kind == TY_TENSOR)
		FAIL(loc, "tensors must be bufferized before lowering, got '%s'", tn(v, t));
	if (t->kind == TY_NONE)
		FAIL(loc, "type 'none' cannot be lowered");
	if (t->kind == TY_FUNC && !supported_type(t))
		FAIL(loc, "unsupported type in '%s'", tn(v, t));
	if (t->kind == TY_COMPLEX || (t->kind == TY_VECTOR && t->rank > 1))
		FAIL(loc, "type '%s' is not supported yet", tn(v, t));
	if ((t->kind == TY_MEMREF || t->kind == TY_UMEMREF) &&
	    (t->elem->kind == TY_COMPLEX || (t->elem->kind == TY_VECTOR && t->elem->rank > 1)))
		FAIL(loc, "type '%s' is not supported yet", tn(v, t));
}

static int want_operands(OpId id)
{
	switch (op_info[id].typing) {
	case TYPING_SAME: case TYPING_SAME2: case TYPING_ADD_EXTENDED:
		return id == OP_ARITH_NEGF ? 1 : 2;
	case TYPING_CMP: return 2;
	case TYPING_SELECT: return 3;
	case TYPING_CAST: return 1;
	case TYPING_CONSTANT: return 0;
	case TYPING_DIM: return 2;
	default: return -1;
	}
}

static bool float_op(OpId id)
{
	switch (id) {
	case OP_ARITH_ADDF: case OP_ARITH_SUBF: case OP_ARITH_MULF: case OP_ARITH_DIVF:
	case OP_ARITH_REMF: case OP_ARITH_NEGF: case OP_ARITH_MAXIMUMF: case OP_ARITH_MINIMUMF:
	case OP_ARITH_MAXNUMF: case OP_ARITH_MINNUMF: case OP_ARITH_CMPF:
		return true;
	default:
		return false;
	}
}

static int width(V *v, Type *t)
{
	return type_bits(v->cx, type_scalar(t));
}

static void check_cast(V *v, Op *op)
{
	Type *from = op->opnd[0]->type, *to = op->res[0]->type;
	const char *name = op_info[op->id].name;
	bool fv = from->kind == TY_VECTOR, tv = to->kind == TY_VECTOR;
	if (fv != tv || (fv && (from->rank != to->rank || memcmp(from->shape, to->shape, sizeof(int64_t) * (size_t)from->rank))))
		FAIL(op->loc, "'%s' operand and result must have the same shape, got '%s' and '%s'",
		     name, tn(v, from), tn(v, to));
	Type *fs = type_scalar(from), *ts = type_scalar(to);
	bool fi = fs->kind == TY_INT, ti = ts->kind == TY_INT;
	bool ff = fs->kind == TY_FLOAT, tf = ts->kind == TY_FLOAT;
	int fw = width(v, from), tw = width(v, to);
	bool ok;
	switch (op->id) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: ok = fi && ti && tw > fw; break;
	case OP_ARITH_TRUNCI: ok = fi && ti && tw < fw; break;
	case OP_ARITH_EXTF: ok = ff && tf && tw > fw; break;
	case OP_ARITH_TRUNCF: ok = ff && tf && tw < fw; break;
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP: ok = fi && tf; break;
	case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI: ok = ff && ti; break;
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI:
		ok = (fs->kind == TY_INDEX && ti) || (fi && ts->kind == TY_INDEX);
		break;
	case OP_ARITH_BITCAST:
		ok = fw == tw && (fi || ff || fs->kind == TY_INDEX) && (ti || tf || ts->kind == TY_INDEX);
		break;
	default: ok = true;
	}
	if (op->id == OP_ARITH_EXTF && ff && tf && fw == tw && fs != ts)
		ok = false;
	if (!ok)
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
		FAIL(loc, "%s has %d operands, but %d are expected", what, n, nwant);
	for (int i = 0; i < n; i++)
		if (vals[i]->type != want[i])
			FAIL(loc, "%s operand #%d has type '%s', but '%s' is expected", what, i,
			     tn(v, vals[i]->type), tn(v, want[i]));
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
		                !(parent->id == OP_SCF_WHILE && r == parent->regions[1])))
			FAIL(op->loc, "'scf.yield' must terminate the region of 'scf.for', 'scf.if' or the 'do' region of 'scf.while'");
		if (parent->id == OP_SCF_WHILE) {
			Block *before = parent->regions[0]->first;
			Type **want = NEWARRAY(&v->cx->fa, Type *, before->nargs + 1);
			for (int i = 0; i < before->nargs; i++)
				want[i] = before->args[i]->type;
			check_types_match(v, op->loc, "'scf.yield'", op->opnd, op->nopnd, want, before->nargs);
		} else {
			Type **want = NEWARRAY(&v->cx->fa, Type *, parent->nres + 1);
			for (int i = 0; i < parent->nres; i++)
				want[i] = parent->res[i]->type;
			check_types_match(v, op->loc, "'scf.yield'", op->opnd, op->nopnd, want, parent->nres);
		}
		break;
	}
	case OP_SCF_CONDITION: {
		if (!parent || parent->id != OP_SCF_WHILE || r != parent->regions[0])
			FAIL(op->loc, "'scf.condition' must terminate the first region of 'scf.while'");
		Block *after = parent->regions[1]->first;
		Type **want = NEWARRAY(&v->cx->fa, Type *, after->nargs + 1);
		for (int i = 0; i < after->nargs; i++)
			want[i] = after->args[i]->type;
		check_types_match(v, op->loc, "'scf.condition'", op->opnd + 1, op->nopnd - 1, want, after->nargs);
		Type *const *res = NULL;
		Type **rt = NEWARRAY(&v->cx->fa, Type *, parent->nres + 1);
		for (int i = 0; i < parent->nres; i++)
			rt[i] = parent->res[i]->type;
		res = rt;
		if (v->ok)
			check_types_match(v, op->loc, "'scf.condition'", op->opnd + 1, op->nopnd - 1, res, parent->nres);
		break;
	}
	default:
		if (parent && op->nsucc && (parent->id == OP_SCF_FOR || parent->id == OP_SCF_IF || parent->id == OP_SCF_WHILE))
			FAIL(op->loc, "'%s' cannot be used inside the single-block region of '%s'",
			     op_info[op->id].name, op_info[parent->id].name);
		for (int i = 0; i < op->nsucc && v->ok; i++)
			check_edge(v, op, i);
	}
}

static void check_op(V *v, Op *op);

static void check_region(V *v, Region *r)
{
	for (Block *b = r->first; b && v->ok; b = b->next) {
		for (int i = 0; i < b->nargs && v->ok; i++)
			check_type(v, b->args[i]->loc, b->args[i]->type);
		if (!b->last)
			FAIL(b->loc, "block '^%s' is empty: it needs a terminator", b->name ? b->name : "entry");
		for (Op *op = b->first; op && v->ok; op = op->next) {
			check_op(v, op);
			if (!v->ok)
				return;
			if (is_terminator(op) && op->next)
				FAIL(op->next->loc, "operation after the terminator '%s' of its block", op_info[op->id].name);
			if (!op->next && !is_terminator(op))
				FAIL(op->loc, "block must end with a terminator, but ends with '%s'",
				     op->id ? op_info[op->id].name : op->name);
		}
	}
}

static void check_op(V *v, Op *op)
{
	const char *name = op->id ? op_info[op->id].name : op->name;
	if (!op->id)
		FAIL(op->loc, "unknown op '%s' (generic-form ops must be registered)", op->name);
	for (int i = 0; i < op->nopnd; i++)
		check_type(v, op->loc, op->opnd[i]->type);
	for (int i = 0; i < op->nres && v->ok; i++)
		check_type(v, op->loc, op->res[i]->type);
	if (!v->ok)
		return;
	int want = want_operands(op->id);
	if (want >= 0 && op->nopnd != want)
		FAIL(op->loc, "'%s' expects %d operand%s, got %d", name, want, want == 1 ? "" : "s", op->nopnd);
	Typing ty = op_info[op->id].typing;
	if (ty == TYPING_SAME || ty == TYPING_SAME2 || ty == TYPING_ADD_EXTENDED || ty == TYPING_CMP) {
		Type *t = op->opnd[0]->type;
		for (int i = 1; i < op->nopnd; i++)
			if (op->opnd[i]->type != t)
				FAIL(op->loc, "'%s' operands must have the same type, got '%s' and '%s'",
				     name, tn(v, t), tn(v, op->opnd[i]->type));
		if (float_op(op->id) ? !type_is_float_like(t) : !type_is_int_like(t))
			FAIL(op->loc, "'%s' expects %s operands, got '%s'", name,
			     float_op(op->id) ? "float" : "integer or index", tn(v, t));
		for (int i = 0; i < op->nres; i++)
			if (ty != TYPING_CMP && !(ty == TYPING_ADD_EXTENDED && i == 1) && op->res[i]->type != t)
				FAIL(op->loc, "'%s' result must have the operand type '%s'", name, tn(v, t));
		if (ty == TYPING_ADD_EXTENDED && type_scalar(op->res[1]->type)->kind != TY_INT)
			FAIL(op->loc, "'%s' overflow result must be i1", name);
	}
	switch (op->id) {
	case OP_ARITH_CONSTANT: {
		Type *t = op->res[0]->type;
		if (!op->value)
			return;
		if (t->kind == TY_VECTOR && op->value->kind != AT_DENSE)
			FAIL(op->loc, "a vector constant needs a dense<...> value");
		if (!lower_constant_fits(v->cx, op))
			FAIL(op->value->loc.line ? op->value->loc : op->loc,
			     "constant value does not fit or does not match type '%s'", tn(v, t));
		break;
	}
	case OP_ARITH_SELECT: {
		Type *c = op->opnd[0]->type, *t = op->opnd[1]->type;
		if (op->opnd[2]->type != t || op->res[0]->type != t)
			FAIL(op->loc, "'arith.select' values must have the same type");
		if (type_scalar(c)->kind != TY_INT || type_scalar(c)->width != 1)
			FAIL(op->loc, "'arith.select' condition must be i1, got '%s'", tn(v, c));
		break;
	}
	case OP_CF_SWITCH: {
		Type *t = op->opnd[0]->type;
		if (t->kind != TY_INT && t->kind != TY_INDEX)
			FAIL(op->loc, "'cf.switch' flag must be an integer, got '%s'", tn(v, t));
		Lower lw = {.cx = v->cx};
		lw.ll.a = &v->cx->fa;
		const char **lits = NEWARRAY(&v->cx->fa, const char *, op->nsucc);
		for (int i = 0; i + 1 < op->nsucc; i++) {
			Attr *c = op->case_vals[i];
			lits[i] = lower_int_literal(&lw, c, type_bits(v->cx, t));
			if (!lits[i])
				FAIL(c->loc, "case value does not fit in '%s'", tn(v, t));
			for (int j = 0; j < i; j++)
				if (!strcmp(lits[i], lits[j]))
					FAIL(c->loc, "duplicate case value in 'cf.switch'");
		}
		break;
	}
	case OP_MEMREF_DIM:
		if (op->opnd[0]->type->kind != TY_MEMREF && op->opnd[0]->type->kind != TY_UMEMREF)
			FAIL(op->loc, "'memref.dim' expects a memref, got '%s'", tn(v, op->opnd[0]->type));
		if (op->opnd[0]->type->kind == TY_UMEMREF)
			FAIL(op->loc, "'memref.dim' of an unranked memref is not supported yet");
		break;
	case OP_MEMREF_DEALLOC:
		if (op->nopnd != 1 || op->opnd[0]->type->kind != TY_MEMREF)
			FAIL(op->loc, "'memref.dealloc' expects one ranked memref");
		break;
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE:
		if (op->nopnd == 0)
			return;
		break;
	case OP_FUNC_CALL:
		if (!op->callee)
			return;
		break;
	case OP_SCF_FOR: {
		Block *body = op->regions[0]->first;
		if (op->nregion != 1 || op->regions[0]->first != op->regions[0]->last)
			FAIL(op->loc, "'scf.for' must have one single-block region");
		if (body->nargs != 1 + op->nres)
			FAIL(op->loc, "'scf.for' body must take the induction variable and the iter_args");
		break;
	}
	case OP_SCF_IF:
		if (op->nres && op->nregion != 2)
			FAIL(op->loc, "'scf.if' with results needs an 'else' region");
		for (int i = 0; i < op->nregion; i++)
			if (op->regions[i]->first != op->regions[i]->last || op->regions[i]->first->nargs)
				FAIL(op->loc, "'scf.if' regions must be a single block without arguments");
		break;
	case OP_SCF_WHILE:
		if (op->nregion != 2)
			FAIL(op->loc, "'scf.while' needs a 'before' and a 'do' region");
		if (op->regions[1]->first->nargs != op->nres)
			FAIL(op->loc, "'scf.while' 'do' region must take one argument per result");
		break;
	default:
		break;
	}
	if (op_info[op->id].typing == TYPING_CAST)
		check_cast(v, op);
	for (int i = 0; i < op->nregion && v->ok; i++)
		check_region(v, op->regions[i]);
	if (v->ok && is_terminator(op))
		check_terminator(v, op);
}

bool verify_func(Ctx *cx, Func *f)
{
	V v = {.cx = cx, .fn = f, .ok = true};
	check_type(&v, f->loc, f->type);
	if (v.ok)
		check_region(&v, f->body);
	return v.ok && dom_check_func(cx, f);
}
