/* The builder's ops: one function per syntax class of ops.def. Each gives
 * the op its operand and result types from the custom form (see Typing in
 * ops.h) and resolves operand names at those types. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "affine.h"
#include "build.h"
#include "verify.h"


/* The op and its operand and result arrays are one allocation, of
 * OP_SIZE bytes, zeroed. */
#define OP_SIZE(nopnd, nres) (sizeof(Op) + ((size_t)(nopnd) + 1 + (size_t)(nres) + 1) * sizeof(Value *))
static inline Op *op_at(Op *op, const Tok *name, int nopnd, int nres)
{
	op->id = (OpId)name->op;
	op->loc = name->loc;
	op->nopnd = nopnd;
	op->opnd = (Value **)(op + 1);
	op->nres = nres;
	op->res = op->opnd + nopnd + 1;
	return op;
}

static inline Op *op_new(Parser *P, const Tok *name, int nopnd, int nres)
{
	return op_at(arena_alloc_small(P->a, OP_SIZE(nopnd, nres)), name, nopnd, nres);
}

/* The arena room an op of one result takes where it is made with every
 * check first: arena_take_small's 192 bytes for the op, and its result */
#define MADE_ROOM (192 + sizeof(Value))

static void set_result(Parser *P, Op *op, int i, Type *t)
{
	Value *v = b_value_new(P, "", t, op->loc);
	v->def = op;
	v->index = i;
	v->defined = true;
	op->res[i] = v;
}

Op *b_op_new(Parser *P, const Tok *name, int nopnd, int nres)
{
	return op_new(P, name, nopnd, nres);
}

void b_op_result(Parser *P, Op *op, int i, Type *t)
{
	set_result(P, op, i, t);
}

static Type *seq_type(Seq l, int i)
{
	return i < l.n ? l.v[i] : NULL;
}

static Type *i1_like(Parser *P, Type *t)
{
	Type *i1 = P->i1;
	if (t->kind != TY_VECTOR)
		return i1;
	Type v = *t;
	v.elem = i1;
	v.ll = v.mlir = NULL;
	return type_intern(P->cx, &v);
}

/* Predicates in rows of 8 bytes, zero-padded: a spelling is found by
 * comparing 8 bytes at a time, rather than a string at a time. */
typedef char PredRow[8];
static const PredRow cmpi_preds[] = {
	"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const PredRow cmpf_preds[] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};
enum {
	NCMPI_PREDS = sizeof cmpi_preds / sizeof *cmpi_preds,
	NCMPF_PREDS = sizeof cmpf_preds / sizeof *cmpf_preds,
};

/* The row of the np preds spelled as the n bytes at s, or NULL. */
static const char *find_pred(const PredRow *preds, int np, const char *s, size_t n)
{
	if (n == 0 || n > 7)
		return NULL;
	PredRow k = {0};
	for (size_t j = 0; j < n; j++) {
		if (!s[j])
			return NULL;   /* a NUL byte would end the row early */
		k[j] = s[j];
	}
	uint64_t key, row;
	memcpy(&key, k, 8);
	for (int i = 0; i < np; i++) {
		memcpy(&row, preds[i], 8);
		if (row == key)
			return preds[i];
	}
	return NULL;
}

static bool want_types(Parser *P, Op *op, Seq types, int n)
{
	if (types.n == n)
		return true;
	diag_error(P->cx, op->loc, "'%s' expects %d type%s after ':', got %d",
	           op_info[op->id].name, n, n == 1 ? "" : "s", types.n);
	return false;
}

/* b_simple_op in general. */
static __attribute__((noinline)) Op *simple_general(Parser *P, const Simple *restrict a)
{
	/* a's parts are read where they are used: copies made at the entry
	 * would mostly go to the stack and back */
	Ctx *cx = P->cx;
	OpId id = (OpId)a->name->op;
	Typing typing = op_info[id].typing;
	const OpRule *k = &cx->ops.rule[id];
	int n = a->opnds.n;
	Op *op = op_new(P, a->name, n, 2);   /* room for the most results a simple op has */
	op->nres = 0;
	op->attrs = a->dict;
	op->flags = a->flags;
	Tok *pred = a->pred;
	if (pred && typing != TYPING_CMP)
		diag_error(cx, pred->loc, "unexpected '%.*s' before the operands of '%s'",
		           (int)pred->len, tok_text(P, *pred), op_info[id].name);
	if (a->to_types.n && typing != TYPING_CAST && typing != TYPING_COPY && typing != TYPING_CONVERT)
		diag_error(cx, op->loc, "'%s' takes no 'to' type", op_info[id].name);
	Type *t = seq_type(a->types, 0);
	Type *first = t, *rest = t;   /* the type of the first operand, and the others' */
	bool ok = false;              /* the verifier would take the types */
	switch (typing) {
	case TYPING_SAME:
	case TYPING_SAME_COMPLEX:
	case TYPING_SAME2:
	case TYPING_UNARY:
	case TYPING_UNARY2:
	case TYPING_TERNARY:
		if (!want_types(P, op, a->types, 1))
			return op;
		op->nres = typing == TYPING_SAME2 || typing == TYPING_UNARY2 ? 2 : 1;
		for (int i = 0; i < op->nres; i++)
			set_result(P, op, i, t);
		ok = t->lowers && verify_same_kind_ok(k, t) && (id != OP_VECTOR_FMA || t->kind == TY_VECTOR);
		break;
	case TYPING_CLASS:
		if (!want_types(P, op, a->types, 1))
			return op;
		op->nres = 1;
		set_result(P, op, 0, i1_like(P, t));
		ok = t->lowers && op->res[0]->type->lowers && type_is_float_like(t);
		break;
	case TYPING_FPOWI:   /* the verifier checks the types */
		if (!want_types(P, op, a->types, 2))
			return op;
		rest = seq_type(a->types, 1);
		op->nres = 1;
		set_result(P, op, 0, t);
		break;
	case TYPING_ADD_EXTENDED:
		if (!want_types(P, op, a->types, 2))
			return op;
		op->nres = 2;
		set_result(P, op, 0, t);
		set_result(P, op, 1, seq_type(a->types, 1));
		break;
	case TYPING_CMP: {
		if (!want_types(P, op, a->types, 1))
			return op;
		bool cmpi = id == OP_ARITH_CMPI;
		if (!pred) {
			diag_error(cx, op->loc, "'%s' expects a predicate before its operands", op_info[id].name);
			return op;
		}
		Tok p = *pred;
		if (tok_text(P, p)[0] == '"' && p.len >= 2) {
			p.loc.off++;
			p.len -= 2;
		}
		op->pred = cmpi ? find_pred(cmpi_preds, NCMPI_PREDS, tok_text(P, p), p.len)
		                : find_pred(cmpf_preds, NCMPF_PREDS, tok_text(P, p), p.len);
		if (!op->pred) {
			diag_error(cx, pred->loc, "unknown predicate '%.*s' for '%s'",
			           (int)pred->len, tok_text(P, *pred), op_info[id].name);
			return op;
		}
		op->nres = 1;
		set_result(P, op, 0, i1_like(P, t));
		ok = t->lowers && op->res[0]->type->lowers &&
		     (k->flags & R_FLOAT ? type_is_float_like(t) : type_is_int_like(t));
		break;
	}
	case TYPING_SELECT:
		if (a->types.n == 2)
			rest = t = seq_type(a->types, 1);
		else if (!want_types(P, op, a->types, 1))
			return op;
		else
			first = P->i1;
		op->nres = 1;
		set_result(P, op, 0, t);
		ok = t->lowers && first->lowers && first->kind == TY_INT && first->width == 1;   /* a vector's shape: the verifier */
		break;
	case TYPING_CAST:
	case TYPING_CONVERT:   /* the verifier checks the types */
		if (!want_types(P, op, a->types, 1))
			return op;
		if (a->to_types.n != 1) {
			diag_error(cx, op->loc, "'%s' expects 'to' and one result type", op_info[id].name);
			return op;
		}
		op->nres = 1;
		set_result(P, op, 0, seq_type(a->to_types, 0));
		ok = typing == TYPING_CAST && t->lowers && op->res[0]->type->lowers &&
		     verify_cast_ok(cx, id, t, op->res[0]->type);
		break;
	case TYPING_SPLAT:   /* the verifier checks the type */
		if (!want_types(P, op, a->types, 1))
			return op;
		op->nres = 1;
		set_result(P, op, 0, t);
		first = rest = t->kind == TY_VECTOR ? t->elem : t;
		break;
	case TYPING_ELEMENTS:
		return b_vector_elements(P, a);
	case TYPING_OUTERPRODUCT:
		return b_vector_outerproduct(P, a);
	case TYPING_LIST:
		if (a->types.n != n) {
			diag_error(cx, op->loc, "'%s' has %d operand%s but %d type%s", op_info[id].name,
			           n, n == 1 ? "" : "s", a->types.n, a->types.n == 1 ? "" : "s");
			return op;
		}
		for (int i = 0; i < n; i++)
			op->opnd[i] = b_use(P, a->opnds.v[i], a->types.v[i]);
		return op;
	case TYPING_COPY:   /* the verifier checks the types */
		if (!want_types(P, op, a->types, 1))
			return op;
		if (a->to_types.n != 1) {
			diag_error(cx, op->loc, "'%s' expects 'to' and the target's type", op_info[id].name);
			return op;
		}
		rest = seq_type(a->to_types, 0);
		break;
	case TYPING_CREATE:
	case TYPING_PART:
		if (!want_types(P, op, a->types, 1))
			return op;
		if (t->kind != TY_COMPLEX) {
			if (t->kind != TY_ERROR)
				diag_error(cx, op->loc, "'%s' expects a complex type after ':', got '%s'",
				           op_info[id].name, type_mlir(cx, t));
			return op;
		}
		if (typing == TYPING_CREATE)
			first = rest = t->elem;
		op->nres = 1;
		set_result(P, op, 0, typing == TYPING_CREATE ? t : t->elem);
		break;
	case TYPING_RESULT:
	case TYPING_MASK:
		if (!want_types(P, op, a->types, 1))
			return op;
		op->nres = 1;
		set_result(P, op, 0, t);
		first = rest = P->index;
		break;
	case TYPING_EQ:   /* the verifier checks the types */
		if (!want_types(P, op, a->types, 1))
			return op;
		op->nres = 1;
		set_result(P, op, 0, P->i1);
		break;
	case TYPING_DIM:
		if (!want_types(P, op, a->types, 1))
			return op;
		if (n != k->lo[0]) {
			diag_error(cx, op->loc, "'%s' expects %d %s, got %d", op_info[id].name, k->lo[0],
			           k->lo[0] == 1 ? "operand" : "operands", n);
			return op;
		}
		rest = P->index;
		op->nres = 1;
		set_result(P, op, 0, rest);
		ok = (t->kind == TY_MEMREF || t->kind == TY_UMEMREF) && t->lowers;
		break;
	default:
		bug("bad typing for a simple op");
	}
	bool near = true;
	for (int i = 0; i < n; i++) {
		Value *x = b_use(P, a->opnds.v[i], i ? rest : first);
		op->opnd[i] = x;
		near &= b_near(P, x);
	}
	/* the rules of the typings that set ok fix every count: the results
	 * are the typing's, and a simple op has no successors or regions */
	if (ok && k->exact && n == k->lo[0] && verify_flags_ok(a->flags, k))
		op->checked = (CHECKED_RULES | (near ? CHECKED_USES : 0)) & P->checks;
	return op;
}

/* A simple op of n operands (1 to 3: x, y, z), found at their types, and
 * a result of type rt, as simple_general makes it, when every check is
 * made: ok says whether the verifier would take the types. Inlined in
 * each of its four callers (gcc's own choice came and went with the
 * size of this file). */
static inline __attribute__((always_inline)) Op *simple_made(Parser *P, const Simple *restrict a, OpId id,
                                                            int n, Value *x, Value *y, Value *z, Type *rt,
                                                            bool ok)
{
	Arena *ar = P->a;   /* arena_fits(ar, MADE_ROOM) */
	const OpRule *k = &P->cx->ops.rule[id];
	/* room for its one result, where op_new(P, name, n, 2) makes room for two */
	_Static_assert(OP_SIZE(3, 1) <= 192, "arena_take_small's size");
	Op *op = op_at(arena_take_small(ar, OP_SIZE(n, 1)), a->name, n, 1);
	op->attrs = a->dict;
	op->flags = a->flags;
	Value *v = arena_take(ar, sizeof *v);
	*v = (Value){.type = rt, .name = "", .loc = op->loc, .def = op, .defined = true};
	op->res[0] = v;
	op->opnd[0] = x;
	bool near = b_near(P, x);
	if (n >= 2) {
		op->opnd[1] = y;
		near &= b_near(P, y);
	}
	if (n == 3) {
		op->opnd[2] = z;
		near &= b_near(P, z);
	}
	if (ok && k->exact && k->lo[0] == n && verify_flags_ok(a->flags, k))
		op->checked = (CHECKED_RULES | (near ? CHECKED_USES : 0)) & P->checks;
	return op;
}

/* b_simple_op of a comparison (TYPING_CMP) of two scalars. */
static __attribute__((noinline)) Op *cmp_op(Parser *P, const Simple *restrict a, OpId id)
{
	const OpRule *k = &P->cx->ops.rule[id];
	const Tok *p = a->pred;
	const char *s = p ? lex_text(P->cx->lex, p->loc.off) : NULL;   /* tok_text, or NULL */
	Type *t = a->types.n == 1 ? a->types.v[0] : NULL;
	Value *x, *y;
	if (!s || s[0] == '"' || !t || t->kind == TY_VECTOR || a->opnds.n != 2 || a->to_types.n ||
	    !arena_fits(P->a, MADE_ROOM))
		return simple_general(P, a);
	const char *row = id == OP_ARITH_CMPI ? find_pred(cmpi_preds, NCMPI_PREDS, s, p->len)
	                                      : find_pred(cmpf_preds, NCMPF_PREDS, s, p->len);
	if (!row || !(x = b_find(P, a->opnds.v[0], t)) || !(y = b_find(P, a->opnds.v[1], t)))
		return simple_general(P, a);
	Op *op = simple_made(P, a, id, 2, x, y, NULL, P->i1,
	                     t->lowers && P->i1->lowers &&
	                     (k->flags & R_FLOAT ? type_is_float_like(t) : type_is_int_like(t)));
	op->pred = row;
	return op;
}

/* b_simple_op of a cast (TYPING_CAST) of a scalar. */
static __attribute__((noinline)) Op *cast_op(Parser *P, const Simple *restrict a, OpId id)
{
	Type *t = a->types.n == 1 ? a->types.v[0] : NULL;
	Type *to = a->to_types.n == 1 ? a->to_types.v[0] : NULL;
	Value *x;
	if (!t || !to || t->kind == TY_VECTOR || to->kind == TY_VECTOR || a->opnds.n != 1 || a->pred ||
	    !arena_fits(P->a, MADE_ROOM) || !(x = b_find(P, a->opnds.v[0], t)))
		return simple_general(P, a);
	return simple_made(P, a, id, 1, x, NULL, NULL, to,
	                   t->lowers && to->lowers && verify_scalar_cast_problem(P->cx, id, t, to) == 0);
}

/* b_simple_op of a select (TYPING_SELECT) of three operands. */
static __attribute__((noinline)) Op *select_op(Parser *P, const Simple *restrict a, OpId id)
{
	/* the condition's type, given or i1, and the values' */
	Type *first = a->types.n == 2 ? a->types.v[0] : P->i1;
	Type *t = a->types.n == 2 ? a->types.v[1] : a->types.n == 1 ? a->types.v[0] : NULL;
	Value *x, *y, *z;
	if (!t || a->opnds.n != 3 || a->pred || a->to_types.n || !arena_fits(P->a, MADE_ROOM) ||
	    !(x = b_find(P, a->opnds.v[0], first)) || !(y = b_find(P, a->opnds.v[1], t)) ||
	    !(z = b_find(P, a->opnds.v[2], t)))
		return simple_general(P, a);
	return simple_made(P, a, id, 3, x, y, z, t,
	                   t->lowers && first->lowers && first->kind == TY_INT && first->width == 1);
}

/* b_simple_op of a memref.dim (TYPING_DIM). */
static __attribute__((noinline)) Op *dim_op(Parser *P, const Simple *restrict a, OpId id)
{
	Type *t = a->types.n == 1 ? a->types.v[0] : NULL;
	Value *x, *y;
	if (!t || a->opnds.n != 2 || a->pred || a->to_types.n || !arena_fits(P->a, MADE_ROOM) ||
	    !(x = b_find(P, a->opnds.v[0], t)) || !(y = b_find(P, a->opnds.v[1], P->index)))
		return simple_general(P, a);
	return simple_made(P, a, id, 2, x, y, NULL, P->index, t->kind == TY_MEMREF && t->lowers);
}

/* Types the op from its custom form, and marks it checked (Op.checked)
 * when the verifier's rules for it hold. Most are of operands defined
 * before at the types the op gives them, and have one result: two of one
 * type (TYPING_SAME), two scalars compared (TYPING_CMP), one cast
 * (TYPING_CAST), a select or a memref.dim. Those are made with every
 * check before the first store, so that the path saves no registers
 * (the first here, the others in functions of their own); the rest go
 * to simple_general. */
Op *b_simple_op(Parser *P, const Simple *restrict a)
{
	OpId id = (OpId)a->name->op;
	Typing typing = op_info[id].typing;
	if (typing == TYPING_CMP)
		return cmp_op(P, a, id);
	if (typing == TYPING_CAST)
		return cast_op(P, a, id);
	if (typing == TYPING_SELECT)
		return select_op(P, a, id);
	if (typing == TYPING_DIM)
		return dim_op(P, a, id);
	Type *t;
	Value *x, *y;
	if (typing != TYPING_SAME || a->opnds.n != 2 || a->types.n != 1 || a->pred || a->to_types.n ||
	    !arena_fits(P->a, MADE_ROOM) || !(x = b_find(P, a->opnds.v[0], t = a->types.v[0])) ||
	    !(y = b_find(P, a->opnds.v[1], t)))
		return simple_general(P, a);
	const OpRule *k = &P->cx->ops.rule[id];
	return simple_made(P, a, id, 2, x, y, NULL, t,
	                   t->lowers && (k->flags & R_FLOAT ? type_is_float_like(t) : type_is_int_like(t)));
}

/* %r = index.add %a, %b; %c = index.cmp slt(%a, %b); %n = index.sizeof */
Op *b_index_op(Parser *P, Tok name, Tok *pred, Tok *a, Tok *b, Attr *dict)
{
	Op *op = op_new(P, &name, a ? 2 : 0, 1);
	op->attrs = dict;
	for (int i = 0; a && i < 2; i++)   /* one b_use: each inlined copy costs the hot paths' */
		op->opnd[i] = b_use(P, i ? b : a, P->index);
	set_result(P, op, 0, pred ? P->i1 : P->index);
	if (pred && !(op->pred = find_pred(cmpi_preds, NCMPI_PREDS, tok_text(P, *pred), pred->len)))
		diag_error(P->cx, pred->loc, "unknown predicate '%.*s' for 'index.cmp'", (int)pred->len,
		           tok_text(P, *pred));
	return op;
}

/* verify_plain_constant, from what b_attr_num found: a decimal integer
 * below 10^9 has at most 9 digits. */
static bool plain_constant(Ctx *cx, const Attr *a, const Type *t)
{
	if (a->kind != AT_INT)
		return verify_plain_constant(cx, a, t);
	return a->decimal && a->offset > -1000000000 && a->offset < 1000000000 &&
	       (t->kind == TY_INT && !t->sign ? t->width : t->kind == TY_INDEX ? cx->index_bits : 0) >= 31;
}

/* b_constant in general. */
static __attribute__((noinline)) Op *constant_general(Parser *P, const Tok *name, Attr *dict,
                                                      Attr *value)
{
	Ctx *cx = P->cx;
	Op *op = op_new(P, name, 0, 1);
	op->attrs = dict;
	op->value = value;
	Type *t = value->type;
	if (value->kind == AT_BOOL)
		t = P->i1;
	if (!t && op->id == OP_INDEX_CONSTANT)   /* index.constant 42: no type */
		t = P->index;
	if (!t) {
		diag_error(cx, value->loc.line ? value->loc : op->loc,
		           "expected ':' and a type after the constant value");
		t = type_error(cx);
	}
	set_result(P, op, 0, t);
	if (t->lowers && plain_constant(cx, value, t))   /* its counts are arith.constant's */
		op->checked = CHECKED_ALL & P->checks;
	return op;
}

/* Most constants are a typed number, whose op and result fit the chunk:
 * those are made here with every check before the first store, so that
 * the path saves no registers; the others are one tail call. */
Op *b_constant(Parser *P, const Tok *name, Attr *dict, Attr *value)
{
	Type *t = value->type;
	Arena *a = P->a;
	_Static_assert(OP_SIZE(0, 1) <= 192, "arena_take_small's size");
	if (!t || value->kind == AT_BOOL || !arena_fits(a, MADE_ROOM))
		return constant_general(P, name, dict, value);
	Op *op = op_at(arena_take_small(a, OP_SIZE(0, 1)), name, 0, 1);
	op->attrs = dict;
	op->value = value;
	Value *v = arena_take(a, sizeof *v);
	*v = (Value){.type = t, .name = "", .loc = op->loc, .def = op, .defined = true};
	op->res[0] = v;
	if (t->lowers && plain_constant(P->cx, value, t))   /* its counts are arith.constant's */
		op->checked = CHECKED_ALL & P->checks;
	return op;
}

/* complex.constant [re, im] : T, the parts an array attribute of type
 * T: the verifier checks them and T */
Op *b_complex_constant(Parser *P, const Tok *name, Tok open, List *parts, Type *t)
{
	Attr *value = b_attr_list(P, AT_ARRAY, open, parts);
	value->type = t;
	Op *op = op_new(P, name, 0, 1);
	op->value = value;
	set_result(P, op, 0, t);
	return op;
}

/* Records a use of @name at type ft: every use and the definition agree.
 * at is where the symbol keeps it (lex_symbol_loc of its token), diag_at
 * where a diagnostic points. */
static void symbol_use(Parser *P, const char *name, Loc at, Loc diag_at, Type *ft)
{
	Ctx *cx = P->cx;
	Symbol *sym = sym_get(cx, name, ft, at);
	sym->used = true;
	if (sym->global) {
		diag_error(cx, diag_at, "'@%s' is a 'memref.global', not a function", name);
		diag_note(cx, sym_loc(sym), "'@%s' %s here", name, sym->defined ? "defined" : "used");
	} else if (!sym->has_sig) {
		sym = sym_set_type(cx, sym, ft);
		sym_place(cx, sym, at);
	} else if (!sym_has_type(cx, sym, ft)) {
		diag_error(cx, diag_at, "'@%s' is used with type '%s', but it has type '%s'",
		           name, type_mlir(cx, ft), type_mlir(cx, sym_type(cx, sym)));
		diag_note(cx, sym_loc(sym), "'@%s' declared here", name);
	}
}

/* Uses the operands at the inputs of ft, from operand #first on, and makes
 * ft's results; a count mismatch is reported and leaves no operands. */
static void use_at_func_type(Parser *P, Op *op, Seq opnds, int first, Type *ft, const char *what)
{
	int n = opnds.n;
	if (n != ft->nin) {
		diag_error(P->cx, op->loc, "%s has %d %s but its type '%s' has %d %s", what, n,
		           n == 1 ? "operand" : "operands", type_mlir(P->cx, ft), ft->nin,
		           ft->nin == 1 ? "input" : "inputs");
		op->nopnd = first;
	}
	for (int i = first; i < op->nopnd; i++)
		op->opnd[i] = b_use(P, opnds.v[i - first], ft->ins[i - first]);
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
}

Op *b_call(Parser *P, const Tok *name, const Tok *callee, Seq opnds, Attr *dict, Type *ft)
{
	Op *op = op_new(P, name, opnds.n, ft->nout);
	op->attrs = dict;
	op->callee = tok_name(P, *callee);
	op->type = ft;
	use_at_func_type(P, op, opnds, 0, ft, "call");
	symbol_use(P, op->callee, lex_symbol_loc(callee), callee->loc, ft);
	/* the verifier's checks of a call: its operands' and results' types
	 * lower (the counts are any), and its uses */
	bool ok = opnds.n == ft->nin, near = true;
	for (int i = 0; i < ft->nin && ok; i++) {
		ok = ft->ins[i]->lowers;
		near &= b_near(P, op->opnd[i]);
	}
	for (int i = 0; i < ft->nout && ok; i++)
		ok = ft->outs[i]->lowers;
	if (ok)
		op->checked = (CHECKED_RULES | (near ? CHECKED_USES : 0)) & P->checks;
	return op;
}

Op *b_func_constant(Parser *P, Tok name, Tok sym, Type *t)
{
	Op *op = op_new(P, &name, 0, 1);
	op->callee = tok_name(P, sym);
	op->type = t;
	set_result(P, op, 0, t);
	if (name.op == OP_MEMREF_GET_GLOBAL) {   /* memref.get_global @c : memref<4xf32> */
		b_global_use(P, op->callee, lex_symbol_loc(&sym), sym.loc, t);
		return op;
	}
	op->id = OP_FUNC_CONSTANT;
	if (t->kind != TY_FUNC)
		diag_error(P->cx, op->loc, "'func.constant' must have a function type, got '%s'",
		           type_mlir(P->cx, t));
	else
		symbol_use(P, op->callee, lex_symbol_loc(&sym), sym.loc, t);
	return op;
}

Op *b_call_indirect(Parser *P, Tok name, Tok callee, List *opnds, Attr *dict, Type *ft)
{
	Op *op = op_new(P, &name, 1 + list_len(opnds), ft->nout);
	op->attrs = dict;
	op->type = ft;
	op->opnd[0] = b_use(P, &callee, ft);
	use_at_func_type(P, op, seq(opnds), 1, ft, "call");
	return op;
}

Op *b_assert(Parser *P, Tok name, Tok cond, Tok msg, Attr *dict)
{
	Op *op = op_new(P, &name, 1, 0);
	op->attrs = dict;
	op->opnd[0] = b_use(P, &cond, P->i1);
	op->value = b_attr(P, AT_STRING, msg);
	return op;
}

/* Whether a branch to b passing the n arguments args is settled
 * (CHECKED_EDGES): b takes them, or b is not defined yet and the first
 * branch to it (Block.expect) passes as many of the same types. */
static bool edge_settled(Block *b, Value **args, int n)
{
	Value **want;
	if (b->defined) {
		if (b == b->region->first || n != b->nargs)
			return false;
		want = b->args;
	} else if (b->expect) {
		if (n != b->nexpect)
			return false;
		want = b->expect;
	} else {
		b->expect = args;
		b->nexpect = n;
		return true;
	}
	for (int j = 0; j < n; j++)
		if (args[j]->type != want[j]->type)
			return false;
	return true;
}

/* The room for the successor arrays of n successors with nargs argument
 * slots in all (a successor's arguments and one): succ_layout lays them
 * out in it. */
#define SUCC_ROOM(n, nargs) \
	((2 * (size_t)((n) + 1) + (nargs)) * sizeof(void *) + sizeof(int) * (size_t)((n) + 1))
/* op's successor arrays for n successors in room; returns where the first
 * successor's arguments go */
static inline Value **succ_layout(Op *op, void **room, int n, size_t nargs)
{
	op->nsucc = n;
	op->succ = (Block **)room;
	op->succ_args = (Value ***)(room + n + 1);
	op->succ_nargs = (int *)(room + 2 * (size_t)(n + 1) + nargs);
	return (Value **)(room + 2 * (n + 1));
}

/* The successors, their argument arrays and counts are one allocation,
 * filled here (nothing reads past the counts). Returns CHECKED_USES if
 * the arguments' uses are settled (see b_near), and CHECKED_EDGES if
 * the edges are (see edge_settled). Inline, as b_block_ref in it: a
 * branch costs about a third less. */
static inline __attribute__((always_inline)) unsigned add_succs(Parser *P, Op *op, Seq succs)
{
	unsigned uses = CHECKED_USES | CHECKED_EDGES;
	int n = succs.n;
	size_t nargs = 0;
	for (int i = 0; i < n; i++)
		nargs += (size_t)((Succ *)succs.v[i])->args.n + 1;
	Value **args = succ_layout(op, arena_alloc_raw(P->a, SUCC_ROOM(n, nargs)), n, nargs);
	for (int i = 0; i < n; i++) {
		Succ *s = succs.v[i];
		op->succ[i] = b_block_ref(P, &s->name);
		int na = s->args.n;
		op->succ_args[i] = args;
		args += na + 1;
		if (na != s->types.n) {
			diag_error(P->cx, s->name.loc, "successor '^%s' has %d operands but %d types",
			           op->succ[i]->name, na, s->types.n);
			na = 0;
		}
		op->succ_nargs[i] = na;
		for (int j = 0; j < na; j++) {
			Value *x = b_use(P, s->args.v[j], s->types.v[j]);
			op->succ_args[i][j] = x;
			uses &= b_near(P, x) ? ~0u : ~(unsigned)CHECKED_USES;
		}
		if (!edge_settled(op->succ[i], op->succ_args[i], na))
			uses &= ~(unsigned)CHECKED_EDGES;
	}
	return uses;
}

static __attribute__((noinline)) Op *branch_general(Parser *P, const Tok *name, Seq opnds,
                                                    Seq succs, Attr *dict)
{
	int n = opnds.n;
	Op *op = op_new(P, name, n, 0);
	op->attrs = dict;
	Type *i1 = P->i1;
	bool near = true;
	for (int i = 0; i < n; i++) {
		Value *x = b_use(P, opnds.v[i], i1);
		op->opnd[i] = x;
		near &= b_near(P, x);
	}
	unsigned uses = add_succs(P, op, succs) & (near ? ~0u : ~(unsigned)CHECKED_USES);
	/* the rule's other counts are 0, and the condition is i1 */
	const OpRule *k = &P->cx->ops.rule[op->id];
	if (k->exact && n == k->lo[0] && succs.n == k->lo[2])
		op->checked = (CHECKED_TERM | uses) & P->checks;
	return op;
}

/* The most arguments a jump made by b_branch passes. */
enum { JUMP_ARGS = 4 };

/* branch_general of a jump (no operand, its one successor at succ): a
 * call of four arguments, which jump_op's checks make as a tail call, with
 * no registers saved before them. */
static __attribute__((noinline)) Op *jump_general(Parser *P, const Tok *name, void **succ, Attr *dict)
{
	return branch_general(P, name, (Seq){NULL, 0}, (Seq){succ, 1}, dict);
}

/* b_branch of one successor and no operand: most are jumps, 'cf.br
 * ^bb(args)', to a block the region named before or to a new short name
 * (a forward branch), passing values b_find finds. Those are made here
 * with every lookup and check before the first store, and no call; the
 * rest go to jump_general. */
static __attribute__((noinline)) Op *jump_op(Parser *P, const Tok *name, void **succ, Attr *dict)
{
	const OpRule *k = &P->cx->ops.rule[name->op];
	if (!k->exact || k->lo[0] || k->lo[2] != 1)
		return jump_general(P, name, succ, dict);
	const Succ *s = succ[0];
	int na = s->args.n;
	if (na != s->types.n || na > JUMP_ARGS)
		return jump_general(P, name, succ, dict);
	Value *args[JUMP_ARGS];
	for (int j = 0; j < na; j++)
		if (!(args[j] = b_find(P, s->args.v[j], s->types.v[j])))
			return jump_general(P, name, succ, dict);
	/* the block's name, looked up after the arguments: fewer values live
	 * across their lookups */
	uint64_t key;
	WordSlot *e = block_slot(P, &s->name, &key);
	if (!e)
		return jump_general(P, name, succ, dict);
	Block *b = e->val;
	bool fresh = e->key != key;
	size_t room = SUCC_ROOM(1, (size_t)na + 1);
	if (fresh ? !block_room(P) : !b || b->region != P->scope->region)
		return jump_general(P, name, succ, dict);
	Arena *a = P->a;
	_Static_assert(OP_SIZE(0, 0) <= 192, "arena_take_small's size");
	if (!arena_fits(a, 192 + room + BLOCK_ROOM))
		return jump_general(P, name, succ, dict);

	Op *op = op_at(arena_take_small(a, OP_SIZE(0, 0)), name, 0, 0);
	op->attrs = dict;
	Value **to = succ_layout(op, arena_take(a, room), 1, (size_t)na + 1);
	if (fresh)
		b = block_made(P, e, key, &s->name);
	op->succ[0] = b;
	op->succ_args[0] = to;
	op->succ_nargs[0] = na;
	unsigned uses = CHECKED_USES | CHECKED_EDGES;
	for (int j = 0; j < na; j++) {
		to[j] = args[j];
		uses &= b_near(P, args[j]) ? ~0u : ~(unsigned)CHECKED_USES;
	}
	if (!edge_settled(b, to, na))
		uses &= ~(unsigned)CHECKED_EDGES;
	op->checked = (CHECKED_TERM | uses) & P->checks;
	return op;
}

/* Jumps are two thirds of the branches: those go to jump_op. */
Op *b_branch(Parser *P, const Tok *name, Seq opnds, Seq succs, Attr *dict)
{
	if (!opnds.n && succs.n == 1)
		return jump_op(P, name, succs.v, dict);
	return branch_general(P, name, opnds, succs, dict);
}

Op *b_switch(Parser *P, Tok name, Tok flag, Type *t, Succ *def, List *cases, Attr *dict)
{
	/* cases alternate: value, successor */
	Op *op = op_new(P, &name, 1, 0);
	op->attrs = dict;
	op->opnd[0] = b_use(P, &flag, t);
	List *succs = list_push(P, list_new(P), def);
	int nc = list_len(cases) / 2;
	op->case_vals = NEWARRAY(P->a, Attr *, nc + 1);
	for (int i = 0; i < nc; i++) {
		Attr *v = cases->v[2 * i];
		if (v->text[0] == '?')
			diag_error(P->cx, v->loc, "expected an integer case value");
		op->case_vals[i] = v;
		list_push(P, succs, cases->v[2 * i + 1]);
	}
	add_succs(P, op, seq(succs));
	return op;
}

/* Out of b_indexed's way: a call with more arguments there costs every
 * load and store */
static __attribute__((noinline, cold)) void index_count_error(Ctx *cx, const Op *op, int rank, int got)
{
	diag_error(cx, op->loc, "'%s' of a rank-%d memref needs %d %s, got %d", op_info[op->id].name, rank,
	           rank, rank == 1 ? "index" : "indices", got);
}

Op *b_indexed(Parser *P, const Tok *name, Seq opnds, Seq indices, Attr *dict, Seq types)
{
	Ctx *cx = P->cx;
	OpId id = (OpId)name->op;
	if (id == OP_VECTOR_LOAD || id == OP_VECTOR_STORE)
		return b_vector_indexed(P, name, opnds, indices, dict, types);
	int nval = id == OP_MEMREF_STORE ? 2 : 1;
	int ni = indices.n;
	Op *op = op_new(P, name, nval + ni, 0);
	op->attrs = dict;
	Type *m = seq_type(types, 0);
	if (opnds.n != nval) {
		diag_error(cx, op->loc, "'%s' expects %s before '['", op_info[id].name,
		           nval == 2 ? "a value and a memref" : "one memref");
		op->nopnd = 0;
		return op;
	}
	if (!want_types(P, op, types, 1))
		return op;
	op->type = m;
	if (m->kind != TY_MEMREF) {
		diag_error(cx, op->loc, "'%s' expects a ranked memref type, got '%s'",
		           op_info[id].name, type_mlir(cx, m));
		op->nopnd = 0;
		return op;
	}
	if (ni != m->rank) {
		index_count_error(cx, op, m->rank, ni);
		op->nopnd = 0;
		return op;
	}
	if (nval == 2)
		op->opnd[0] = b_use(P, opnds.v[0], m->elem);
	op->opnd[nval - 1] = b_use(P, opnds.v[nval - 1], m);
	bool near = b_near(P, op->opnd[0]) && b_near(P, op->opnd[nval - 1]);
	Type *index = P->index;
	for (int i = 0; i < ni; i++) {
		Value *x = b_use(P, indices.v[i], index);
		op->opnd[nval + i] = x;
		near &= b_near(P, x);
	}
	if (id == OP_MEMREF_LOAD) {
		op->nres = 1;
		set_result(P, op, 0, m->elem);
	}
	/* the verifier's other checks are the ones above, and the counts are
	 * the rule's (at least 1 or 2 operands, a result for a load) */
	if (m->lowers && m->elem->lowers)
		op->checked = (CHECKED_RULES | (near ? CHECKED_USES : 0)) & P->checks;
	return op;
}

/* memref.atomic_rmw, prefetch and assume_alignment: the custom forms
 * make the generic form's operands, and both forms' attributes go into
 * Op.imm; the verifier checks the types. */

/* The kind named by k, or -1 */
static int rmw_kind_of(Parser *P, Tok k)
{
	const char *s = tok_text(P, k);
	for (int i = 0; i < RMW_KINDS; i++)
		if (strlen(rmw_kinds[i].name) == k.len && !memcmp(rmw_kinds[i].name, s, k.len))
			return i;
	return -1;
}

/* memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32 */
Op *b_atomic_rmw(Parser *P, Tok name, Tok kind, Tok v, Tok m, List *idx, Attr *dict, Type *ft)
{
	Ctx *cx = P->cx;
	int ni = list_len(idx);
	Op *op = op_new(P, &name, 2 + ni, 0);
	op->attrs = dict;
	op->imm = rmw_kind_of(P, kind);
	if (op->imm < 0)
		diag_error(cx, kind.loc, "unknown 'memref.atomic_rmw' kind '%.*s'", (int)kind.len, tok_text(P, kind));
	if (ft->kind != TY_FUNC || ft->nin != 2 || ft->nout != 1) {
		diag_error(cx, op->loc, "'memref.atomic_rmw' type must be '(T, memref) -> T', got '%s'",
		           type_mlir(cx, ft));
		op->nopnd = 0;
		return op;
	}
	op->opnd[0] = b_use(P, &v, ft->ins[0]);
	op->opnd[1] = b_use(P, &m, ft->ins[1]);
	for (int i = 0; i < ni; i++)
		op->opnd[2 + i] = b_use(P, idx->v[i], P->index);
	op->nres = 1;
	set_result(P, op, 0, ft->outs[0]);
	return op;
}

/* memref.generic_atomic_rmw %m[%i] : memref<?xf32> { ^bb0(%old: f32): ... }:
 * the result has the element type */
Op *b_generic_rmw_begin(Parser *P, Tok name, Tok m, List *idx, Type *t)
{
	int ni = list_len(idx);
	Op *op = op_new(P, &name, 1 + ni, 1);
	op->opnd[0] = b_use(P, &m, t);
	for (int i = 0; i < ni; i++)
		op->opnd[1 + i] = b_use(P, idx->v[i], P->index);
	if (t->kind != TY_MEMREF) {
		diag_error(P->cx, op->loc, "'memref.generic_atomic_rmw' expects a ranked memref type, got '%s'",
		           type_mlir(P->cx, t));
		t = type_error(P->cx);
	}
	set_result(P, op, 0, t->kind == TY_MEMREF ? t->elem : t);
	return op;
}

/* memref.prefetch %m[%i], read, locality<3>, data : memref<?xf32> */
Op *b_prefetch(Parser *P, Tok name, Tok m, List *idx, Tok rw, Tok loc, Tok n, Tok cache, Attr *dict,
               Type *t)
{
	Ctx *cx = P->cx;
	int ni = list_len(idx);
	Op *op = op_new(P, &name, 1 + ni, 0);
	op->attrs = dict;
	const char *r = tok_text(P, rw), *c = tok_text(P, cache);
	bool write = rw.len == 5 && !memcmp(r, "write", 5);
	bool data = cache.len == 4 && !memcmp(c, "data", 4);
	Attr *hint = b_attr_num(P, &n, false, NULL);
	if (!write && !(rw.len == 4 && !memcmp(r, "read", 4)))
		diag_error(cx, rw.loc, "'memref.prefetch' expects 'read' or 'write', got '%.*s'", (int)rw.len, r);
	else if (loc.len != 8 || memcmp(tok_text(P, loc), "locality", 8))
		diag_error(cx, loc.loc, "'memref.prefetch' expects 'locality<N>', got '%.*s'", (int)loc.len,
		           tok_text(P, loc));
	else if (!hint->decimal || hint->offset > 3)
		diag_error(cx, n.loc, "'memref.prefetch' locality hint must be 0 to 3");
	else if (!data && !(cache.len == 5 && !memcmp(c, "instr", 5)))
		diag_error(cx, cache.loc, "'memref.prefetch' expects 'data' or 'instr', got '%.*s'",
		           (int)cache.len, c);
	op->imm = (write ? PREFETCH_WRITE : 0) | (data ? PREFETCH_DATA : 0) |
	          (hint->decimal && hint->offset <= 3 ? hint->offset << PREFETCH_LOCALITY_SHIFT : 0);
	op->type = t;
	op->opnd[0] = b_use(P, &m, t);
	for (int i = 0; i < ni; i++)
		op->opnd[1 + i] = b_use(P, idx->v[i], P->index);
	return op;
}

/* %r = memref.assume_alignment %m, 16 : memref<?xf32> */
Op *b_assume_alignment(Parser *P, Tok name, Tok m, Tok align, Attr *dict, Type *t)
{
	Op *op = op_new(P, &name, 1, 1);
	op->attrs = dict;
	Attr *a = b_attr_num(P, &align, false, NULL);
	op->imm = a->decimal ? a->offset : 0;   /* 0: the verifier reports it */
	op->type = t;
	op->opnd[0] = b_use(P, &m, t);
	set_result(P, op, 0, t);
	return op;
}

struct AffineMap *b_affine_map(Parser *P, Op *op, Attr *a)
{
	if (!a || a->kind != AT_OPAQUE || strncmp(a->text, "affine_map", 10) != 0) {
		diag_error(P->cx, a ? a->loc : op->loc, "'%s' needs an affine_map", op_info[op->id].name);
		return NULL;
	}
	AffineMap *m = NEW(P->a, AffineMap);
	const char *why = affine_parse(P->a, a->text, strlen(a->text), m);
	if (why) {
		diag_error(P->cx, a->loc, "invalid affine_map: %s", why);
		return NULL;
	}
	return m;
}

/* affine.apply, affine.min, affine.max: the map's dimensions, then its
 * symbols, all index, and one index result; the verifier checks them
 * against the map */
Op *b_affine(Parser *P, Tok name, Attr *map, List *dims, List *syms, Attr *dict)
{
	int nd = list_len(dims), ns = list_len(syms);
	Op *op = op_new(P, &name, nd + ns, 1);
	op->attrs = dict;
	op->map = b_affine_map(P, op, map);
	for (int i = 0; i < nd + ns; i++)
		op->opnd[i] = b_use(P, i < nd ? dims->v[i] : syms->v[i - nd], P->index);
	set_result(P, op, 0, P->index);
	return op;
}

/* The generic form's attributes of the three into op->imm */
static void generic_memref_hint(Parser *P, Op *op, Attr *attrs)
{
	Ctx *cx = P->cx;
	switch (op->id) {
	case OP_MEMREF_ATOMIC_RMW: {
		Attr *k = attr_get(attrs, "kind");
		op->imm = k && k->kind == AT_INT && k->decimal && k->offset < RMW_KINDS ? k->offset : -1;
		if (op->imm < 0)
			diag_error(cx, op->loc, "'memref.atomic_rmw' needs an integer 'kind' attribute from 0 to %d",
			           RMW_KINDS - 1);
		break;
	}
	case OP_MEMREF_PREFETCH: {
		Attr *w = attr_get(attrs, "isWrite"), *d = attr_get(attrs, "isDataCache");
		Attr *h = attr_get(attrs, "localityHint");
		if (!w || w->kind != AT_BOOL || !d || d->kind != AT_BOOL || !h || h->kind != AT_INT ||
		    !h->decimal || h->offset > 3) {
			diag_error(cx, op->loc, "'memref.prefetch' needs 'isWrite' and 'isDataCache' booleans "
			           "and a 'localityHint' from 0 to 3");
			break;
		}
		op->imm = (w->b ? PREFETCH_WRITE : 0) | (d->b ? PREFETCH_DATA : 0) |
		          h->offset << PREFETCH_LOCALITY_SHIFT;
		break;
	}
	default: {   /* OP_MEMREF_ASSUME_ALIGNMENT */
		Attr *a = attr_get(attrs, "alignment");
		op->imm = a && a->kind == AT_INT && a->decimal ? a->offset : 0;
		break;
	}
	}
}

Op *b_alloc(Parser *P, Tok name, List *dyn, List *syms, Attr *dict, Type *t)
{
	Ctx *cx = P->cx;
	int n = list_len(dyn);
	Op *op = op_new(P, &name, n, 1);
	op->attrs = dict;
	op->type = t;
	set_result(P, op, 0, t);
	if (list_len(syms))
		diag_error(cx, op->loc, "symbol operands of '%s' are not supported", op_info[op->id].name);
	if (t->kind != TY_MEMREF) {
		diag_error(cx, op->loc, "'%s' must produce a ranked memref, got '%s'",
		           op_info[op->id].name, type_mlir(cx, t));
		op->nopnd = 0;
		return op;
	}
	int ndyn = 0;
	for (int i = 0; i < t->rank; i++)
		ndyn += t->shape[i] == DYN;
	if (ndyn != n) {
		diag_error(cx, op->loc, "'%s' of '%s' needs %d dynamic sizes, got %d",
		           op_info[op->id].name, type_mlir(cx, t), ndyn, n);
		op->nopnd = 0;
		return op;
	}
	for (int i = 0; i < n; i++)
		op->opnd[i] = b_use(P, dyn->v[i], P->index);
	return op;
}

/* scf.for, with 'unsigned' (word) before the induction variable for an
 * unsigned compare with the bound */
Op *b_for_begin(Parser *P, Tok name, Tok *word, Tok iv, Tok lb, Tok ub, Tok step,
                List *iter_args, Type *ivtype)
{
	Ctx *cx = P->cx;
	List *inits = iter_args ? iter_args->v[0] : NULL;
	List *rtypes = iter_args ? iter_args->v[1] : NULL;
	int ni = list_len(inits) / 2;
	Type *it = ivtype ? ivtype : P->index;
	Op *op = op_new(P, &name, 3 + ni, ni);
	op->type = it;
	if (word && (word->len != 8 || memcmp(tok_text(P, *word), "unsigned", 8)))
		diag_error(cx, word->loc, "expected 'unsigned' or the induction variable, got '%.*s'", (int)word->len,
		           tok_text(P, *word));
	if (word)
		op->flags |= FLAG_UNSIGNED;
	if (it->kind != TY_INDEX && (it->kind != TY_INT || it->sign))
		diag_error(cx, op->loc, "'scf.for' induction variable must be a signless integer or index, got '%s'",
		           type_mlir(cx, it));
	op->opnd[0] = b_use(P, &lb, it);
	op->opnd[1] = b_use(P, &ub, it);
	op->opnd[2] = b_use(P, &step, it);
	if (list_len(rtypes) != ni) {
		diag_error(cx, op->loc, "'scf.for' has %d iter_args but %d result types", ni, list_len(rtypes));
		ni = 0;
		op->nopnd = 3;
		op->nres = 0;
	}
	b_func_arg(P, &iv, it);   /* queued for the region that follows, as a function's */
	for (int i = 0; i < ni; i++) {
		Type *t = rtypes->v[i];
		op->opnd[3 + i] = b_use(P, inits->v[2 * i + 1], t);
		set_result(P, op, i, t);
		b_func_arg(P, inits->v[2 * i], t);
	}
	return op;
}

/* An op of one operand, of type t, and results of the types listed, whose
 * regions come with its end: scf.if, scf.index_switch */
static Op *regions_op_begin(Parser *P, Tok name, Tok arg, Type *t, List *result_types)
{
	int n = list_len(result_types);
	Op *op = op_new(P, &name, 1, n);
	op->opnd[0] = b_use(P, &arg, t);
	for (int i = 0; i < n; i++)
		set_result(P, op, i, result_types->v[i]);
	return op;
}

Op *b_if_begin(Parser *P, Tok name, Tok cond, List *result_types)
{
	return regions_op_begin(P, name, cond, P->i1, result_types);
}

Op *b_while_begin(Parser *P, Tok name, List *inits, Type *ft)
{
	Ctx *cx = P->cx;
	int ni = list_len(inits) / 2;
	Op *op = op_new(P, &name, ni, ft->nout);
	op->type = ft;
	if (ni != ft->nin) {
		diag_error(cx, op->loc, "'scf.while' has %d initial values but its type has %d inputs",
		           ni, ft->nin);
		ni = 0;
		op->nopnd = 0;
	}
	for (int i = 0; i < ni; i++) {
		op->opnd[i] = b_use(P, inits->v[2 * i + 1], ft->ins[i]);
		b_func_arg(P, inits->v[2 * i], ft->ins[i]);
	}
	for (int i = 0; i < ft->nout; i++)
		set_result(P, op, i, ft->outs[i]);
	return op;
}

Op *b_condition(Parser *P, Tok name, Tok cond, List *opnds, List *types)
{
	int n = list_len(opnds);
	Op *op = op_new(P, &name, 1 + n, 0);
	op->opnd[0] = b_use(P, &cond, P->i1);
	if (list_len(types) != n) {
		diag_error(P->cx, op->loc, "'scf.condition' has %d operands but %d types", n, list_len(types));
		op->nopnd = 1;
		return op;
	}
	for (int i = 0; i < n; i++)
		op->opnd[1 + i] = b_use(P, opnds->v[i], types->v[i]);
	return op;
}

/* scf.execute_region [-> (T, ...)] [no_inline] {...} */
Op *b_execute_region_begin(Parser *P, Tok name, List *result_types, Tok *word)
{
	bool exec = name.op == OP_SCF_EXECUTE_REGION;   /* its word 'no_inline'; memref.alloca_scope has none */
	if (word && !(exec && word->len == 9 && !memcmp(tok_text(P, *word), "no_inline", 9)))
		diag_error(P->cx, word->loc, "expected %sa region, got '%.*s'", exec ? "'no_inline' or " : "",
		           (int)word->len, tok_text(P, *word));
	int n = list_len(result_types);
	Op *op = op_new(P, &name, 0, n);
	for (int i = 0; i < n; i++)
		set_result(P, op, i, result_types->v[i]);
	return op;
}

/* scf.index_switch %i [-> (T, ...)]: its regions come with its end */
Op *b_index_switch_begin(Parser *P, Tok name, Tok arg, List *result_types)
{
	return regions_op_begin(P, name, arg, P->index, result_types);
}

/* case 2 {...} case -1 {...} default {...}: the regions in MLIR's
 * order, the default's first, as the generic form has them */
void b_index_switch_end(Parser *P, Op *op, List *cases, Region *dflt)
{
	int n = list_len(cases) / 2;
	b_op_region(P, op, dflt);
	op->case_vals = NEWARRAY(P->a, Attr *, n + 1);
	for (int i = 0; i < n; i++) {
		op->case_vals[i] = cases->v[2 * i];
		b_op_region(P, op, cases->v[2 * i + 1]);
	}
}

/* scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
 *   [init (%x, ...) -> (T, ...)]: operands lbs, ubs, steps, inits */
Op *b_parallel_begin(Parser *P, Tok name, List *ivs, List *lbs, List *ubs, List *steps, List *init)
{
	Ctx *cx = P->cx;
	int n = list_len(ivs);
	List *inits = init ? init->v[0] : NULL, *types = init ? init->v[1] : NULL;
	int ni = list_len(inits), nt = list_len(types);
	Op *op = op_new(P, &name, 3 * n + ni, nt);
	bool ok = false;
	if (list_len(lbs) != n || list_len(ubs) != n || list_len(steps) != n)
		diag_error(cx, op->loc, "'scf.parallel' has %d induction variable%s but %d lower bound%s, "
		           "%d upper bound%s and %d step%s", n, n == 1 ? "" : "s", list_len(lbs),
		           list_len(lbs) == 1 ? "" : "s", list_len(ubs), list_len(ubs) == 1 ? "" : "s",
		           list_len(steps), list_len(steps) == 1 ? "" : "s");
	else if (nt != ni)
		diag_error(cx, op->loc, "'scf.parallel' has %d initial value%s but %d result type%s", ni,
		           ni == 1 ? "" : "s", nt, nt == 1 ? "" : "s");
	else
		ok = true;
	for (int i = 0; i < nt; i++)   /* the results, for their names, whatever the counts */
		set_result(P, op, i, types->v[i]);
	if (!ok) {
		op->nopnd = 0;
	} else {
		List *bounds[3] = {lbs, ubs, steps};
		for (int k = 0; k < 3; k++)
			for (int i = 0; i < n; i++)
				op->opnd[k * n + i] = b_use(P, bounds[k]->v[i], P->index);
		for (int i = 0; i < ni; i++)
			op->opnd[3 * n + i] = b_use(P, inits->v[i], types->v[i]);
	}
	for (int i = 0; i < n; i++)   /* queued for the region that follows */
		b_func_arg(P, ivs->v[i], P->index);
	return op;
}

/* scf.reduce [(%v, ... : T, ...) {reduction}, ...] */
Op *b_reduce(Parser *P, Tok name, List *opnds, List *types, List *regions)
{
	int n = list_len(opnds);
	Op *op = op_new(P, &name, n, 0);
	if (list_len(types) != n) {
		diag_error(P->cx, op->loc, "'scf.reduce' has %d operand%s but %d type%s", n, n == 1 ? "" : "s",
		           list_len(types), list_len(types) == 1 ? "" : "s");
		op->nopnd = 0;
	} else {
		for (int i = 0; i < n; i++)
			op->opnd[i] = b_use(P, opnds->v[i], types->v[i]);
	}
	for (int i = 0; i < list_len(regions); i++)
		b_op_region(P, op, regions->v[i]);
	return op;
}

const char *b_dialect_hint(const char *s, size_t n)
{
	static const struct { const char *dialect, *hint; } hints[] = {
		{"affine.", " (lower it with 'mlir-opt --lower-affine' first)"},
		{"linalg.", " (lower it with 'mlir-opt --convert-linalg-to-loops' first)"},
		{"tensor.", " (lower it with 'mlir-opt --one-shot-bufferize' first)"},
		{"bufferization.", " (lower it with 'mlir-opt --one-shot-bufferize' first)"},
		{"llvm.", " (ir2ll translates what 'mlir-opt --convert-to-llvm' takes, not the LLVM dialect it "
		          "gives: translate that with 'mlir-translate --mlir-to-llvmir')"},
	};
	for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++)
		if (n > strlen(hints[i].dialect) && !strncmp(s, hints[i].dialect, strlen(hints[i].dialect)))
			return hints[i].hint;
	return NULL;
}

/* An identifier where an op starts: ops have a dialect prefix. */
void b_unknown_op(Parser *P, Tok name)
{
	const char *s = tok_text(P, name), *hint = b_dialect_hint(s, name.len);
	if (hint)
		diag_error(P->cx, name.loc, "unsupported op '%.*s'%s", (int)name.len, s, hint);
	else if (memchr(s, '.', name.len))
		diag_error(P->cx, name.loc, "unknown or unsupported op '%.*s'", (int)name.len, s);
	else
		diag_error(P->cx, name.loc, "unexpected identifier '%.*s'", (int)name.len, s);
}

/* The Op flag named s (n bytes) in 'overflow<...>' or 'fastmath<...>';
 * -1 if there is none of that name */
static int flag_named(const char *s, size_t n, bool overflow)
{
	static const struct { const char *s; unsigned f; } names[] = {
		{"nsw", FLAG_NSW}, {"nuw", FLAG_NUW}, {"none", 0},
		{"nnan", FM_NNAN}, {"ninf", FM_NINF}, {"nsz", FM_NSZ},
		{"arcp", FM_ARCP}, {"contract", FM_CONTRACT}, {"afn", FM_AFN},
		{"reassoc", FM_REASSOC}, {"fast", FM_FAST},
	};
	for (size_t j = 0; j < sizeof names / sizeof names[0]; j++)
		if (strlen(names[j].s) == n && memcmp(names[j].s, s, n) == 0) {
			unsigned f = names[j].f;
			if ((overflow && f > FLAG_NUW) || (!overflow && (f & (FLAG_NSW | FLAG_NUW))))
				return -1;
			return (int)f;
		}
	return -1;
}

/* The flags of a generic op's 'overflowFlags = #arith.overflow<nsw>' or
 * 'fastmath = #arith.fastmath<nnan, ninf>' */
static unsigned generic_flags(Parser *P, Attr *a, bool overflow)
{
	const char *what = overflow ? "#arith.overflow<" : "#arith.fastmath<";
	size_t n = strlen(what);
	const char *s = a->kind == AT_OPAQUE ? a->text : "";
	if (strncmp(s, what, n) != 0) {
		diag_error(P->cx, a->loc, "expected '%s...>'", what);
		return 0;
	}
	unsigned f = 0;
	for (s += n; *s && *s != '>';) {
		s += strspn(s, " \t\r\n,");
		size_t len = strcspn(s, " \t\r\n,>");
		int bit = flag_named(s, len, overflow);
		if (bit < 0 && len) {
			diag_error(P->cx, a->loc, "unknown %s flag '%.*s'", overflow ? "overflow" : "fastmath",
			           (int)len, s);
			return 0;
		}
		f |= bit < 0 ? 0 : (unsigned)bit;
		s += len;
	}
	return f;
}

/* The n integers of the dense array 'key' (array<i32: 1, 0, 2>) into
 * size[], each at least 0, adding up to total; false if it is not that
 * (reported at the op). MLIR 17 spelled 'operandSegmentSizes'
 * 'operand_segment_sizes'. */
bool b_segment_sizes(Parser *P, const Tok *name, Attr *attrs, const char *key, int n, int total, int *size)
{
	Attr *a = attr_get(attrs, key);
	if (!a && !strcmp(key, "operandSegmentSizes") && (a = attr_get(attrs, "operand_segment_sizes")))
		key = "operand_segment_sizes";
	int64_t sum = 0;
	bool ok = a && a->kind == AT_ARRAY && a->n == n;
	for (int i = 0; ok && i < n; i++) {
		Attr *e = a->elems[i];
		ok = e->kind == AT_INT && e->decimal && !e->neg && e->offset <= total;
		if (ok)
			sum += size[i] = (int)e->offset;
	}
	if (!ok || sum != total) {
		diag_error(P->cx, name->loc, "'%s' needs '%s' to list %d operand count%s, %d in all",
		           op_info[name->op].name, key, n, n == 1 ? "" : "s", total);
		return false;
	}
	return true;
}

/* A generic branch: its successors take their arguments from the op's
 * operands, after the condition or flag, as its segment sizes say. The
 * custom form's builder then makes it. NULL if its counts are not a
 * branch's, which the verifier then reports. */
static Op *generic_branch(Parser *P, Tok name, List *opnds, List *succs, Attr *attrs, Type *ft)
{
	Ctx *cx = P->cx;
	OpId id = (OpId)name.op;
	int nopnd = list_len(opnds), nsucc = list_len(succs);
	int head = id == OP_CF_BR ? 0 : 1;
	if (nopnd != ft->nin || ft->nout || nopnd < head ||
	    (id == OP_CF_SWITCH ? nsucc < 1 : nsucc != (id == OP_CF_BR ? 1 : 2)))
		return NULL;
	int *size = NEWARRAY(P->a, int, nsucc + 3);
	if (id == OP_CF_BR) {
		size[0] = nopnd;
	} else {
		int seg[3];
		if (!b_segment_sizes(P, &name, attrs, "operandSegmentSizes", 3, nopnd, seg))
			return op_new(P, &name, 0, 0);
		if (seg[0] != 1) {
			diag_error(cx, name.loc, "'%s' takes one %s", op_info[id].name,
			           id == OP_CF_COND_BR ? "condition" : "flag");
			return op_new(P, &name, 0, 0);
		}
		size[0] = seg[1];
		if (id == OP_CF_COND_BR)
			size[1] = seg[2];
		else if (nsucc > 1 && !b_segment_sizes(P, &name, attrs, "case_operand_segments", nsucc - 1, seg[2], size + 1))
			return op_new(P, &name, 0, 0);
	}
	void **at = opnds->v + head;
	void **types = (void **)ft->ins + head;
	for (int i = 0; i < nsucc; i++) {
		Succ *sc = succs->v[i];
		if (sc->args.n) {
			diag_error(cx, sc->name.loc, "a successor in the generic form takes its arguments from the op's operands");
			return op_new(P, &name, 0, 0);
		}
		sc->args = (Seq){at, size[i]};
		sc->types = (Seq){types, size[i]};
		at += size[i];
		types += size[i];
	}
	if (id == OP_CF_COND_BR && ft->ins[0] != P->i1) {
		diag_error(cx, name.loc, "the condition of 'cf.cond_br' must be 'i1', got '%s'", type_mlir(cx, ft->ins[0]));
		return op_new(P, &name, 0, 0);
	}
	if (id != OP_CF_SWITCH)
		return b_branch(P, &name, (Seq){opnds->v, head}, seq(succs), attrs);
	/* the case values: 'case_values = dense<[1, 5]> : vector<2xi32>' */
	Attr *vals = attr_get(attrs, "case_values");
	Attr *list = vals && vals->kind == AT_DENSE ? vals->elems[0] : NULL;
	int ncase = !list ? 0 : list->kind == AT_ARRAY ? list->n : 1;
	if (ncase != nsucc - 1) {
		diag_error(cx, name.loc, "'cf.switch' needs 'case_values' with a value for each of its %d case%s",
		           nsucc - 1, nsucc == 2 ? "" : "s");
		return op_new(P, &name, 0, 0);
	}
	List *cases = list_new(P);
	for (int i = 0; i < ncase; i++) {
		Attr *v = list->kind == AT_ARRAY ? list->elems[i] : list;
		if (v->kind != AT_INT || v->text[0] == '?') {
			diag_error(cx, v->loc, "expected an integer case value");
			return op_new(P, &name, 0, 0);
		}
		list_push(P, list_push(P, cases, v), succs->v[1 + i]);
	}
	return b_switch(P, name, *(Tok *)opnds->v[0], ft->ins[0], succs->v[0], cases, attrs);
}

/* "scf.index_switch"(%i) <{cases = array<i64: 2, 5>}> ({default}, {case 2}, {case 5}) */
static void generic_index_switch(Parser *P, Op *op, Attr *cases)
{
	int n = op->nregion - 1;
	if (!cases || cases->kind != AT_ARRAY || cases->n != n) {
		diag_error(P->cx, op->loc, "'scf.index_switch' needs 'cases' with a value for each of its %d case region%s",
		           n < 0 ? 0 : n, n == 1 ? "" : "s");
		return;
	}
	for (int i = 0; i < n; i++)
		if (cases->elems[i]->kind != AT_INT || cases->elems[i]->text[0] == '?') {
			diag_error(P->cx, cases->elems[i]->loc, "expected an integer case value");
			return;
		}
	op->case_vals = cases->elems;
}

/* "scf.parallel"(lbs, ubs, steps, inits) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}>:
 * as many lower bounds, upper bounds and steps, and an initial value
 * per result */
static void generic_parallel(Parser *P, Op *op, const Tok *name, Attr *attrs)
{
	int seg[4];
	if (!b_segment_sizes(P, name, attrs, "operandSegmentSizes", 4, op->nopnd, seg))
		return;
	if (seg[0] != seg[1] || seg[0] != seg[2] || seg[3] != op->nres)
		diag_error(P->cx, op->loc, "'scf.parallel' needs as many lower bounds, upper bounds and steps, "
		           "and an initial value per result, got %d, %d, %d and %d for %d result%s",
		           seg[0], seg[1], seg[2], seg[3], op->nres, op->nres == 1 ? "" : "s");
}

/* --allow-unregistered-ops: an op that the table does not know is a
 * call of an external function of its name and type */
static void unregistered_call(Parser *P, Op *op, Loc at)
{
	if (op->nsucc || op->nregion) {
		diag_error(P->cx, at, "unregistered op '%s' has %s: only an op without them becomes a call",
		           op->name, op->nsucc ? "successors" : "regions");
		return;
	}
	op->callee = op->name;
	symbol_use(P, op->callee, at, at, op->type);
}

/* "arith.addi"(%a, %b) <{props}> ({regions}) {attrs} : (i32, i32) -> i32
 * (cold: what it would inline costs the custom forms' hot paths theirs) */
__attribute__((cold)) Op *b_generic(Parser *P, Tok name, List *opnds, List *succs, Attr *props,
              List *regions, Attr *dict, Type *ft)
{
	Ctx *cx = P->cx;
	const char *s = tok_text(P, name) + 1;
	size_t len = name.len - 2;
	name.op = ops_find(&cx->ops, s, len);
	Attr *attrs = attr_merge(P->a, props, dict);   /* what the builders and the lowering read */
	Op *op;
	switch (name.op) {
	case OP_CF_BR:
	case OP_CF_COND_BR:
	case OP_CF_SWITCH:
		if ((op = generic_branch(P, name, opnds, succs, attrs, ft)))
			return op;
		break;
	case OP_VECTOR_MASK:
		return b_generic_vector_mask(P, name, opnds, regions, ft);
	case OP_MEMREF_SUBVIEW:
	case OP_MEMREF_REINTERPRET_CAST:
	case OP_MEMREF_EXTRACT_STRIDED_METADATA:
	case OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX:
		return b_generic_view(P, name, opnds, attrs, ft);
	case OP_MEMREF_COLLAPSE_SHAPE:
	case OP_MEMREF_EXPAND_SHAPE:
		return b_generic_reshape(P, name, opnds, attrs, ft);
	case OP_MEMREF_ALLOC:
	case OP_MEMREF_ALLOCA: {
		int seg[2], n = list_len(opnds);
		if (ft->nout != 1 || n != ft->nin)
			break;   /* the verifier reports the counts */
		if (!b_segment_sizes(P, &name, attrs, "operandSegmentSizes", 2, n, seg))
			return op_new(P, &name, 0, 0);
		List *dyn = list_new(P), *syms = list_new(P);
		for (int i = 0; i < n; i++) {
			if (ft->ins[i] != P->index)
				diag_error(cx, name.loc, "the operands of '%.*s' are of type 'index'", (int)len, s);
			list_push(P, i < seg[0] ? dyn : syms, opnds->v[i]);
		}
		return b_alloc(P, name, dyn, syms, attrs, ft->outs[0]);
	}
	default:
		break;
	}
	op = op_new(P, &name, list_len(opnds), ft->nout);
	op->name = arena_strndup(P->a, s, len);
	op->attrs = attrs;
	op->type = ft;
	use_at_func_type(P, op, seq(opnds), 0, ft, "generic op");
	add_succs(P, op, seq(succs));
	for (int i = 0; i < list_len(regions); i++) {
		Region *r = regions->v[i];
		/* an empty else region is printed where the custom form has none */
		if (op->id == OP_SCF_IF && i == 1 && r->nblocks == 1 && !r->first->first && !r->first->nargs)
			continue;
		b_op_region(P, op, r);
	}
	if (!op->id && cx->opt->allow_unregistered_ops)
		unregistered_call(P, op, name.loc);
	Attr *overflow = attr_get(attrs, "overflowFlags"), *fastmath = attr_get(attrs, "fastmath");
	if (overflow)
		op->flags |= generic_flags(P, overflow, true);
	if (fastmath)
		op->flags |= generic_flags(P, fastmath, false);
	Attr *rounding = attr_get(attrs, "roundingmode");
	if (rounding)
		op->flags |= b_rounding_mode(P, name, rounding);
	/* The attributes that custom forms spell inline. */
	Attr *value = attr_get(attrs, "value");
	switch (op->id) {
	case OP_ARITH_CONSTANT:
	case OP_COMPLEX_CONSTANT:
	case OP_INDEX_CONSTANT:
	case OP_INDEX_BOOL_CONSTANT:
		if (!value)
			diag_error(cx, name.loc, "'%s' needs a 'value' attribute", op->name);
		op->value = value;
		break;
	case OP_ARITH_CMPI:
	case OP_ARITH_CMPF: {
		const PredRow *preds = op->id == OP_ARITH_CMPI ? cmpi_preds : cmpf_preds;
		int np = op->id == OP_ARITH_CMPI ? NCMPI_PREDS : NCMPF_PREDS;
		Attr *pred = attr_get(attrs, "predicate");
		if (!pred || pred->kind != AT_INT || pred->offset < 0 || pred->offset >= np)
			diag_error(cx, name.loc, "'%s' needs an integer 'predicate' attribute in range", op->name);
		else
			op->pred = preds[pred->offset];
		break;
	}
	case OP_INDEX_CMP: {   /* pred = #index<cmp_predicate slt> */
		size_t n;
		const char *s = b_opaque_word(attr_get(attrs, "pred"), "#index<cmp_predicate ", &n);
		if (s)
			op->pred = find_pred(cmpi_preds, NCMPI_PREDS, s, n);
		if (!op->pred)
			diag_error(cx, name.loc, "'index.cmp' needs a 'pred' attribute '#index<cmp_predicate ...>' of a known "
			           "predicate");
		break;
	}
	case OP_FUNC_CALL:
	case OP_FUNC_CONSTANT: {
		bool call = op->id == OP_FUNC_CALL;
		Attr *callee = attr_get(attrs, call ? "callee" : "value");
		Type *t = call ? ft : ft->nout == 1 ? ft->outs[0] : NULL;
		if (!callee || callee->kind != AT_SYMBOL) {
			diag_error(cx, name.loc, "'%s' needs a '%s' symbol attribute", op->name, call ? "callee" : "value");
			break;
		}
		op->callee = callee->text;
		if (t && t->kind == TY_FUNC)   /* else the verifier reports it */
			symbol_use(P, op->callee, callee->loc, callee->loc, t);
		break;
	}
	case OP_SCF_INDEX_SWITCH:
		generic_index_switch(P, op, attr_get(attrs, "cases"));
		break;
	case OP_MEMREF_ATOMIC_RMW:
	case OP_MEMREF_PREFETCH:
	case OP_MEMREF_ASSUME_ALIGNMENT:
		generic_memref_hint(P, op, attrs);
		break;
	case OP_SCF_PARALLEL:
		generic_parallel(P, op, &name, attrs);
		break;
	case OP_SCF_FOR:
		if (attr_get(attrs, "unsignedCmp"))
			op->flags |= FLAG_UNSIGNED;
		break;
	case OP_AFFINE_APPLY: case OP_AFFINE_MIN: case OP_AFFINE_MAX:
		op->map = b_affine_map(P, op, attr_get(attrs, "map"));
		break;
	case OP_VECTOR_EXTRACT: case OP_VECTOR_INSERT: case OP_VECTOR_SHUFFLE:
	case OP_VECTOR_TRANSPOSE: case OP_VECTOR_REDUCTION: case OP_VECTOR_PRINT: case OP_VECTOR_CONSTANT_MASK:
	case OP_VECTOR_TRANSFER_READ: case OP_VECTOR_TRANSFER_WRITE: case OP_VECTOR_OUTERPRODUCT:
	case OP_VECTOR_CONTRACT: case OP_VECTOR_MULTI_REDUCTION:
		b_generic_vector(P, op, attrs, ft);
		break;
	case OP_MEMREF_GET_GLOBAL: {
		Attr *sym = attr_get(attrs, "name");
		if (!sym || sym->kind != AT_SYMBOL) {
			diag_error(cx, name.loc, "'memref.get_global' needs a 'name' symbol attribute");
			break;
		}
		op->callee = sym->text;
		if (ft->nout == 1 && ft->outs[0]->kind == TY_MEMREF)   /* else the verifier reports it */
			b_global_use(P, op->callee, sym->loc, sym->loc, ft->outs[0]);
		break;
	}
	case OP_MEMREF_TRANSPOSE:
		b_transpose_map(P, op, NULL, NULL, attr_get(attrs, "permutation"));
		break;
	case OP_CF_ASSERT: {
		Attr *msg = attr_get(attrs, "msg");
		if (!msg || msg->kind != AT_STRING)
			diag_error(cx, name.loc, "'cf.assert' needs a string 'msg' attribute");
		op->value = msg;
		break;
	}
	default:
		break;
	}
	return op;
}

/* The terminator a region of op, which is being added, may leave out, or
 * OP_UNKNOWN: scf.for's and scf.if's and the default region of
 * scf.index_switch (its first, as MLIR 22 has it: not its cases') that
 * yield nothing, their scf.yield; an scf.parallel body without results,
 * its scf.reduce; a memref.alloca_scope without results, its
 * memref.alloca_scope.return. */
static OpId implicit_terminator(const Op *op)
{
	if (op->nres)
		return OP_UNKNOWN;
	switch (op->id) {
	case OP_SCF_FOR: case OP_SCF_IF: return OP_SCF_YIELD;
	case OP_SCF_INDEX_SWITCH: return op->nregion == 0 ? OP_SCF_YIELD : OP_UNKNOWN;
	case OP_SCF_PARALLEL: return OP_SCF_REDUCE;
	case OP_MEMREF_ALLOCA_SCOPE: return OP_MEMREF_ALLOCA_SCOPE_RETURN;
	default: return OP_UNKNOWN;
	}
}

static void add_implicit_yield(Parser *P, Op *op, Region *r)
{
	OpId id = implicit_terminator(op);
	if (!id)
		return;
	Block *b = r->last;   /* a terminator of these or a branch there is the verifier's to judge */
	if (b->last && (b->last->id == OP_SCF_YIELD || b->last->id == OP_SCF_REDUCE ||
	                b->last->id == OP_MEMREF_ALLOCA_SCOPE_RETURN || b->last->nsucc))
		return;
	Op *y = NEW(P->a, Op);
	y->id = id;
	y->loc = op->loc;   /* as MLIR places it: -g gives its lines the loop's position */
	y->opnd = NEWARRAY(P->a, Value *, 1);
	y->res = NEWARRAY(P->a, Value *, 1);
	block_append(b, y);
}

void b_op_region(Parser *P, Op *op, Region *r)
{
	if (!r)
		return;
	add_implicit_yield(P, op, r);
	int n = op->nregion;
	if ((n & (n - 1)) == 0) {   /* full at each power of two: the generic form has any number */
		Region **rs = NEWARRAY(P->a, Region *, n ? 2 * n : 2);
		if (n)
			memcpy(rs, op->regions, sizeof *rs * (size_t)n);
		op->regions = rs;
	}
	op->regions[op->nregion++] = r;
	r->op = op;
}

void b_op_attrs(Op *op, Attr *dict)
{
	if (dict)
		op->attrs = dict;
}

/* arith.truncf's rounding modes, in the order of their generic form's
 * numbers: only the first, the default, is lowered (by fptrunc) */
static const char *const rounding_modes[] = {"to_nearest_even", "downward", "upward", "toward_zero",
                                             "to_nearest_away"};

unsigned b_rounding_mode(Parser *P, Tok word, const Attr *number)
{
	int n = sizeof rounding_modes / sizeof rounding_modes[0], mode = n;
	Loc at = number ? number->loc : word.loc;
	if (number && number->kind == AT_INT && number->decimal && !number->neg && number->offset < n)
		mode = (int)number->offset;
	for (int i = 0; !number && i < n; i++)
		if (strlen(rounding_modes[i]) == word.len && !memcmp(tok_text(P, word), rounding_modes[i], word.len))
			mode = i;
	if (mode == n)
		diag_error(P->cx, at, number ? "'roundingmode' must be a number from 0 to %d" : "unexpected identifier",
		           n - 1);
	else if (mode > 0)
		diag_error(P->cx, at, "the rounding mode '%s' is not supported (only 'to_nearest_even', the default)",
		           rounding_modes[mode]);
	return FLAG_NEAREST_EVEN;
}

unsigned b_flag(Parser *P, Tok kw, Seq words)
{
	bool overflow = tok_text(P, kw)[0] == 'o';
	unsigned f = 0;
	for (int i = 0; i < words.n; i++) {
		Tok *w = words.v[i];
		const char *s = tok_text(P, *w);
		int bit = flag_named(s, w->len, overflow);
		if (bit < 0) {
			diag_error(P->cx, w->loc, "unknown %s flag '%.*s'", overflow ? "overflow" : "fastmath",
			           (int)w->len, s);
			continue;
		}
		f |= (unsigned)bit;
	}
	return f;
}

