/* The builder's vector ops: their custom forms make the generic form's
 * operands, and both forms' positions, masks, permutations and kinds go
 * into Op.statics (its count first, DYN for a dynamic position) or
 * Op.imm. The verifier checks the types (verify.c's check_vector); an
 * op whose form has an error is made without operands, its results
 * still defined. */
#include <string.h>
#include "affine.h"
#include "build.h"

/* An op whose form had an error (reported): no operands, but its
 * results, so that their names are defined. */
static Op *failed(Parser *P, Tok name, Type *t, int nres)
{
	Op *op = b_op_new(P, &name, 0, nres);
	for (int i = 0; i < nres; i++)
		b_op_result(P, op, i, t);
	return op;
}

static bool word_is(Parser *P, Tok w, const char *s)
{
	return w.len == strlen(s) && !memcmp(tok_text(P, w), s, w.len);
}

/* [2, %i, -1] of op id: its count, then the numbers (DYN for a value,
 * which goes into dyn); NULL (reported) for a number that int64_t cannot
 * hold, or a value where there may be none (dyn NULL) */
static int64_t *read_mixed(Parser *P, OpId id, Loc at, List *items, List *dyn, const char *what)
{
	int n = list_len(items);
	int64_t *s = NEWARRAY(P->a, int64_t, n + 1);
	s[0] = n;
	for (int i = 0; i < n; i++) {
		Mixed *m = items->v[i];
		if (m->value && !dyn) {
			diag_error(P->cx, at, "'%s' %s must be constants", op_info[id].name, what);
			return NULL;
		}
		if (m->value) {
			list_push(P, dyn, m->value);
			s[1 + i] = DYN;
		} else if (m->num->kind != AT_INT || (m->num->neg ? m->num->offset > 0 : m->num->offset < 0)) {
			diag_error(P->cx, m->num->loc, "'%s' %s must fit in 64 bits", op_info[id].name, what);
			return NULL;
		} else {
			s[1 + i] = m->num->offset;
		}
	}
	return s;
}

/* Whether x is an index constant defined where it dominates what follows
 * (its region's entry block), its value into *c */
static bool constant_index(const Value *x, int64_t *c)
{
	const Op *d = x->def;
	if (!x->defined || !x->entry_def || !d || (d->id != OP_ARITH_CONSTANT && d->id != OP_INDEX_CONSTANT) ||
	    !d->value || d->value->kind != AT_INT || !d->value->decimal || x->type->kind != TY_INDEX)
		return false;
	*c = d->value->offset;
	return true;
}

/* vector.extract and insert (nv operands before the dynamic positions)
 * of the vector vt: an index constant at a position in a leading
 * dimension made static and its operand dropped, as MLIR 22's
 * --convert-vector-to-llvm folds it (an LLVM array takes constant
 * positions; the innermost may stay an operand) */
static void fold_positions(Op *op, int nv, const Type *vt)
{
	int64_t *s = op->statics;
	int ndyn = 0;
	for (int i = 1; s && i <= s[0]; i++)
		ndyn += s[i] == DYN;
	if (!s || vt->kind != TY_VECTOR || ndyn != op->nopnd - nv)   /* the verifier's to report */
		return;
	int k = nv;
	op->nopnd = nv;
	for (int i = 1; i <= s[0]; i++) {
		if (s[i] != DYN)
			continue;
		Value *x = op->opnd[k++];
		int64_t c;
		if (i < vt->rank && constant_index(x, &c))
			s[i] = c;
		else
			op->opnd[op->nopnd++] = x;
	}
}

/* %e = vector.extract %v[2, %i] : f32 from vector<4x8xf32>
 * %r = vector.insert %e, %v[2, %i] : f32 into vector<4x8xf32> */
Op *b_vector_position(Parser *P, Tok name, List *opnds, List *pos, Attr *dict, Type *t, Tok word,
                      Type *u)
{
	bool insert = name.op == OP_VECTOR_INSERT;
	Type *res = insert ? u : t;
	int nv = insert ? 2 : 1;
	if (!word_is(P, word, insert ? "into" : "from")) {
		diag_error(P->cx, word.loc, "'%s' expects '%s' before the vector type", op_info[name.op].name,
		           insert ? "into" : "from");
		return failed(P, name, res, 1);
	}
	if (list_len(opnds) != nv) {
		diag_error(P->cx, name.loc, "'%s' expects %s before '['", op_info[name.op].name,
		           insert ? "a value and a vector" : "one vector");
		return failed(P, name, res, 1);
	}
	List *dyn = list_new(P);
	int64_t *statics = read_mixed(P, name.op, name.loc, pos, dyn, "positions");
	if (!statics)
		return failed(P, name, res, 1);
	Op *op = b_op_new(P, &name, nv + list_len(dyn), 1);
	op->attrs = dict;
	op->statics = statics;
	b_op_result(P, op, 0, res);
	op->opnd[0] = b_use(P, opnds->v[0], insert ? t : u);
	if (insert)
		op->opnd[1] = b_use(P, opnds->v[1], u);
	for (int i = 0; i < list_len(dyn); i++)
		op->opnd[nv + i] = b_use(P, dyn->v[i], P->index);
	fold_positions(op, nv, u);
	return op;
}

/* %e = vector.extractelement %v[%i : i32] : vector<4xf32>
 * %r = vector.insertelement %e, %v[%i : i32] : vector<4xf32>
 * (MLIR 22 no longer parses them; older MLIR printed them so) */
Op *b_vector_element(Parser *P, Tok name, List *opnds, Tok *pos, Type *pt, Attr *dict, Type *t)
{
	bool insert = name.op == OP_VECTOR_INSERTELEMENT;
	int nv = insert ? 2 : 1;
	Type *e = t->kind == TY_VECTOR ? t->elem : t;
	if (list_len(opnds) != nv) {
		diag_error(P->cx, name.loc, "'%s' expects %s before '['", op_info[name.op].name,
		           insert ? "a value and a vector" : "one vector");
		return failed(P, name, insert ? t : e, 1);
	}
	Op *op = b_op_new(P, &name, nv + (pos != NULL), 1);
	op->attrs = dict;
	b_op_result(P, op, 0, insert ? t : e);
	if (insert)
		op->opnd[0] = b_use(P, opnds->v[0], e);
	op->opnd[nv - 1] = b_use(P, opnds->v[nv - 1], t);
	if (pos)
		op->opnd[nv] = b_use(P, pos, pt);
	return op;
}

/* %s = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>:
 * the result's type is the first's with the mask's length */
Op *b_vector_shuffle(Parser *P, Tok name, List *opnds, List *mask, Attr *dict, List *types)
{
	Ctx *cx = P->cx;
	Type *a = list_len(types) ? types->v[0] : type_error(cx), *res = type_error(cx);
	if (a->kind == TY_VECTOR) {
		int64_t *shape = NEWARRAY(P->a, int64_t, a->rank);
		memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->rank);
		shape[0] = list_len(mask);
		res = type_intern(cx, &(Type){.kind = TY_VECTOR, .rank = a->rank, .shape = shape, .elem = a->elem});
	}
	if (list_len(opnds) != 2 || list_len(types) != 2) {
		diag_error(cx, name.loc, "'vector.shuffle' expects two vectors and their two types");
		return failed(P, name, res, 1);
	}
	if (a->kind != TY_VECTOR) {
		diag_error(cx, name.loc, "'vector.shuffle' expects vectors, got '%s'", type_mlir(cx, a));
		return failed(P, name, res, 1);
	}
	int64_t *statics = read_mixed(P, name.op, name.loc, mask, NULL, "mask values");
	if (!statics)
		return failed(P, name, res, 1);
	Op *op = b_op_new(P, &name, 2, 1);
	op->attrs = dict;
	op->statics = statics;
	b_op_result(P, op, 0, res);
	op->opnd[0] = b_use(P, opnds->v[0], a);
	op->opnd[1] = b_use(P, opnds->v[1], types->v[1]);
	return op;
}

/* %t = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32> */
Op *b_vector_transpose(Parser *P, Tok name, Tok v, List *perm, Attr *dict, Type *from, Type *to)
{
	int64_t *statics = read_mixed(P, name.op, name.loc, perm, NULL, "permutation entries");
	if (!statics)
		return failed(P, name, to, 1);
	Op *op = b_op_new(P, &name, 1, 1);
	op->attrs = dict;
	op->statics = statics;
	b_op_result(P, op, 0, to);
	op->opnd[0] = b_use(P, &v, from);
	return op;
}

/* The kind named by the n bytes at s, or -1 */
static int vred_kind_of(const char *s, size_t n)
{
	for (int i = 0; i < VRED_KINDS; i++)
		if (strlen(vred_kinds[i].name) == n && !memcmp(vred_kinds[i].name, s, n))
			return i;
	return -1;
}

/* The combining kind of outerproduct (and contract): add if absent */
static int combining_kind(Parser *P, Op *op, Attr *attrs)
{
	Attr *a = attr_get(attrs, "kind");
	size_t n;
	const char *s = b_opaque_word(a, "#vector.kind<", &n);
	int k = !a ? 0 : s ? vred_kind_of(s, n) : -1;
	if (k < 0)
		diag_error(P->cx, a->loc, "'%s' needs 'kind' to be '#vector.kind<...>' of a known kind",
		           op_info[op->id].name);
	return k;
}

/* Whether the iterator type a (a string, or #vector.iterator_type<...>)
 * is a reduction: 1, a parallel iterator: 0, else -1 */
static int iterator_kind(const Attr *a)
{
	size_t n;
	const char *s = a->kind == AT_STRING ? a->text : b_opaque_word(a, "#vector.iterator_type<", &n);
	if (a->kind == AT_STRING)
		n = strlen(s);
	if (s && n == 8 && !memcmp(s, "parallel", 8))
		return 0;
	if (s && n == 9 && !memcmp(s, "reduction", 9))
		return 1;
	return -1;
}

/* vector.contract's indexing_maps, iterator_types and kind (add only):
 * into op->statics the iterators' count n, n flags (1: a reduction), then
 * each map's results (lhs, rhs, acc): their count, then the iteration
 * dimensions (the maps' results are dimensions, each at most once) */
static void contract_attrs(Parser *P, Op *op, Attr *attrs)
{
	Ctx *cx = P->cx;
	Attr *maps = attr_get(attrs, "indexing_maps"), *iters = attr_get(attrs, "iterator_types");
	if (!maps || maps->kind != AT_ARRAY || maps->n != 3 || !iters || iters->kind != AT_ARRAY || iters->n > 32) {
		diag_error(cx, op->loc, "'vector.contract' needs 'indexing_maps', three affine maps, and "
		           "'iterator_types', at most 32");
		return;
	}
	int kind = combining_kind(P, op, attrs);
	if (kind != 0) {
		if (kind > 0)
			diag_error(cx, attr_get(attrs, "kind")->loc, "'vector.contract' of a kind other than add is not "
			           "supported");
		return;
	}
	int n = iters->n, len = 1 + n;
	for (int m = 0; m < 3; m++)
		len += 1 + n;
	int64_t *s = NEWARRAY(P->a, int64_t, len), *p = s + 1 + n;
	s[0] = n;
	for (int i = 0; i < n; i++) {
		s[1 + i] = iterator_kind(iters->elems[i]);
		if (s[1 + i] < 0) {
			diag_error(cx, iters->elems[i]->loc, "'vector.contract' iterator types are 'parallel' or 'reduction'");
			return;
		}
	}
	for (int m = 0; m < 3; m++) {
		AffineMap *a = b_affine_map(P, op, maps->elems[m]);
		if (!a)
			return;
		uint64_t used = 0;
		bool ok = a->ndims == n && !a->nsyms && a->nresults <= n;
		for (int i = 0; ok && i < a->nresults; i++) {
			AffineExpr *e = a->results[i];
			ok = e->kind == AFF_DIM && !(used >> e->value & 1);
			used |= ok ? (uint64_t)1 << e->value : 0;
			p[1 + i] = e->value;
		}
		if (!ok) {
			diag_error(cx, maps->elems[m]->loc, "'vector.contract' indexing maps must be maps of its %d "
			           "iteration %s whose results are dimensions, each at most once", n,
			           n == 1 ? "dimension" : "dimensions");
			return;
		}
		p[0] = a->nresults;
		p += 1 + a->nresults;
	}
	op->statics = s;
}

/* %r = vector.reduction <add>, %v [, %acc] [fastmath<...>] : vector<4xf32> into f32 */
Op *b_vector_reduction(Parser *P, Tok name, Tok kind, List *opnds, unsigned flags, Attr *dict, Type *t,
                       Tok word, Type *r)
{
	Ctx *cx = P->cx;
	int n = list_len(opnds), k = vred_kind_of(tok_text(P, kind), kind.len);
	if (k < 0) {
		diag_error(cx, kind.loc, "unknown 'vector.reduction' kind '%.*s'", (int)kind.len, tok_text(P, kind));
		return failed(P, name, r, 1);
	}
	if (!word_is(P, word, "into")) {
		diag_error(cx, word.loc, "'vector.reduction' expects 'into' before the result type");
		return failed(P, name, r, 1);
	}
	if (n != 1 && n != 2) {
		diag_error(cx, name.loc, "'vector.reduction' expects a vector and an optional accumulator");
		return failed(P, name, r, 1);
	}
	Op *op = b_op_new(P, &name, n, 1);
	op->attrs = dict;
	op->flags = flags;
	op->imm = k;
	b_op_result(P, op, 0, r);
	op->opnd[0] = b_use(P, opnds->v[0], t);
	if (n == 2)
		op->opnd[1] = b_use(P, opnds->v[1], r);
	return op;
}

/* The count and reduction dimensions s, then the kind k: multi_reduction's Op.statics */
static int64_t *with_kind(Parser *P, const int64_t *s, int k)
{
	int64_t *t = NEWARRAY(P->a, int64_t, s[0] + 2);
	memcpy(t, s, sizeof(int64_t) * (size_t)(s[0] + 1));
	t[s[0] + 1] = k;
	return t;
}

/* %r = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32> */
Op *b_vector_multi_reduction(Parser *P, Tok name, Tok kind, List *opnds, Attr *dict, List *dims, Type *t,
                             Type *r)
{
	Ctx *cx = P->cx;
	int k = vred_kind_of(tok_text(P, kind), kind.len);
	if (k < 0) {
		diag_error(cx, kind.loc, "unknown 'vector.multi_reduction' kind '%.*s'", (int)kind.len,
		           tok_text(P, kind));
		return failed(P, name, r, 1);
	}
	if (list_len(opnds) != 2) {
		diag_error(cx, name.loc, "'vector.multi_reduction' expects a vector and an accumulator");
		return failed(P, name, r, 1);
	}
	int64_t *statics = read_mixed(P, name.op, name.loc, dims, NULL, "reduction dimensions");
	if (!statics)
		return failed(P, name, r, 1);
	Op *op = b_op_new(P, &name, 2, 1);
	op->attrs = dict;
	op->statics = with_kind(P, statics, k);
	b_op_result(P, op, 0, r);
	op->opnd[0] = b_use(P, opnds->v[0], t);
	op->opnd[1] = b_use(P, opnds->v[1], r);
	return op;
}

/* vector.constant_mask [2, 3] : vector<4x4xi1>: the sizes static */
Op *b_vector_constant_mask(Parser *P, Tok name, List *sizes, Attr *dict, Type *t)
{
	int64_t *statics = read_mixed(P, name.op, name.loc, sizes, NULL, "sizes");
	if (!statics)
		return failed(P, name, t, 1);
	Op *op = b_op_new(P, &name, 0, 1);
	op->attrs = dict;
	op->statics = statics;
	b_op_result(P, op, 0, t);
	return op;
}

/* %r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
 * %x, %y = vector.deinterleave %r : vector<8xf32> -> vector<4xf32> */
Op *b_vector_interleave(Parser *P, Tok name, List *opnds, Attr *dict, Type *from, Type *to)
{
	bool inter = name.op == OP_VECTOR_INTERLEAVE;
	int n = list_len(opnds);
	Op *op = b_op_new(P, &name, n, inter ? 1 : 2);
	op->attrs = dict;
	for (int i = 0; i < n; i++)
		op->opnd[i] = b_use(P, opnds->v[i], from);
	for (int i = 0; i < op->nres; i++)
		b_op_result(P, op, i, to);
	return op;
}

/* The punctuation named by the n bytes at s, or -1 */
static int vprint_kind_of(const char *s, size_t n)
{
	for (int i = 0; i < VPRINT_KINDS; i++)
		if (strlen(vprint_kinds[i]) == n && !memcmp(vprint_kinds[i], s, n))
			return i;
	return -1;
}

/* vector.print %v : vector<4xf32> [punctuation <comma>]
 * vector.print punctuation <newline>
 * vector.print str "text" */
Op *b_vector_print(Parser *P, Tok name, Tok *v, Type *t, Tok *word, Tok *arg, Attr *dict)
{
	Ctx *cx = P->cx;
	Op *op = b_op_new(P, &name, v != NULL, 0);
	op->attrs = dict;
	op->imm = VPRINT_NEWLINE;
	if (v)
		op->opnd[0] = b_use(P, v, t);
	if (!word)
		return op;
	bool quoted = tok_text(P, *arg)[0] == '"';   /* str's string, or punctuation's kind */
	if (word_is(P, *word, "str") && !v && quoted) {
		op->flags = FLAG_PRINT_STR;
		op->value = b_attr(P, AT_STRING, *arg);
	} else if (word_is(P, *word, "punctuation") && !quoted) {
		op->imm = vprint_kind_of(tok_text(P, *arg), arg->len);
		if (op->imm < 0)
			diag_error(cx, arg->loc, "unknown 'vector.print' punctuation '%.*s'", (int)arg->len,
			           tok_text(P, *arg));
	} else {
		diag_error(cx, word->loc, "'vector.print' expects 'punctuation <...>'%s", v ? "" : " or 'str \"...\"'");
	}
	return op;
}

/* %v = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
 * vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
 * The operands: the memref, its indices, the mask, the pass-through or
 * stored value. */
Op *b_vector_masked(Parser *P, Tok name, Tok m, List *idx, Tok *vidx, List *opnds, Attr *dict, List *types,
                    Tok *word, Type *r)
{
	Ctx *cx = P->cx;
	bool load = name.op == OP_VECTOR_MASKEDLOAD || name.op == OP_VECTOR_GATHER || name.op == OP_VECTOR_EXPANDLOAD;
	int g = vidx != NULL;   /* gather and scatter: an index vector, its type second */
	const char *opname = op_info[name.op].name;
	if (load != (word != NULL) || (word && !word_is(P, *word, "into"))) {
		diag_error(cx, word ? word->loc : name.loc, load ? "'%s' expects 'into' and the result type"
		                                                 : "'%s' has no result type", opname);
		return failed(P, name, r ? r : type_error(cx), load);
	}
	if (list_len(opnds) != 2 || list_len(types) != 3 + g) {
		diag_error(cx, name.loc, "'%s' expects a mask and a %s after the indices, and %s types", opname,
		           load ? "pass-through vector" : "value", g ? "four" : "three");
		return failed(P, name, r ? r : type_error(cx), load);
	}
	int ni = list_len(idx);
	Op *op = b_op_new(P, &name, 3 + g + ni, load);
	op->attrs = dict;
	if (load)
		b_op_result(P, op, 0, r);
	op->type = types->v[0];
	op->opnd[0] = b_use(P, &m, types->v[0]);
	for (int i = 0; i < ni; i++)
		op->opnd[1 + i] = b_use(P, idx->v[i], P->index);
	if (g)
		op->opnd[1 + ni] = b_use(P, vidx, types->v[1]);
	op->opnd[1 + g + ni] = b_use(P, opnds->v[0], types->v[1 + g]);
	op->opnd[2 + g + ni] = b_use(P, opnds->v[1], types->v[2 + g]);
	return op;
}

/* %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
 * vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<8xf32> */
Op *b_vector_indexed(Parser *P, const Tok *name, Seq opnds, Seq indices, Attr *dict, Seq types)
{
	Ctx *cx = P->cx;
	bool store = name->op == OP_VECTOR_STORE;
	int nval = store ? 2 : 1;
	Type *vt = types.n == 2 ? types.v[1] : type_error(cx);
	if (opnds.n != nval || types.n != 2) {
		diag_error(cx, name->loc, "'%s' expects %s before '[' and the memref and vector types after ':'",
		           op_info[name->op].name, store ? "a value and a memref" : "one memref");
		return failed(P, *name, vt, !store);
	}
	Op *op = b_op_new(P, name, nval + indices.n, !store);
	op->attrs = dict;
	op->type = types.v[0];
	if (store)
		op->opnd[0] = b_use(P, opnds.v[0], vt);
	else
		b_op_result(P, op, 0, vt);
	op->opnd[nval - 1] = b_use(P, opnds.v[nval - 1], types.v[0]);
	for (int i = 0; i < indices.n; i++)
		op->opnd[nval + i] = b_use(P, indices.v[i], P->index);
	return op;
}

/* A transfer's in_bounds and permutation_map (attrs) for a memref of
 * type m and a vector of type v: into op->statics the vector's rank r,
 * then r flags, whether each vector dimension is in bounds (in_bounds
 * absent: none is), then r memref dimensions, the one each vector
 * dimension runs along, or -1 for a broadcast (a result 0 of the map;
 * the map absent: the minor identity, the memref's last r dimensions in
 * order). False if an error was reported; types that are not a ranked
 * memref and a vector are the verifier's to report. */
static bool transfer_attrs(Parser *P, Op *op, Attr *attrs, Type *m, Type *v)
{
	Ctx *cx = P->cx;
	const char *opname = op_info[op->id].name;
	if (m->kind != TY_MEMREF || v->kind != TY_VECTOR || v->rank < 1)
		return true;
	int r = v->rank;
	int64_t *s = NEWARRAY(P->a, int64_t, 2 * r + 1), *in_bounds = s + 1, *dim = s + 1 + r;
	s[0] = r;
	Attr *map = attr_get(attrs, "permutation_map"), *ib = attr_get(attrs, "in_bounds");
	if (map) {
		AffineMap *a = b_affine_map(P, op, map);
		if (!a)
			return false;
		if (a->ndims != m->rank || a->nsyms || a->nresults != r) {
			diag_error(cx, map->loc, "'%s' needs a permutation_map from the memref's %d dimensions to the "
			           "vector's %d", opname, m->rank, r);
			return false;
		}
		uint64_t used = 0;   /* the dimensions seen (a map has at most 64) */
		for (int i = 0; i < r; i++) {
			AffineExpr *e = a->results[i];
			bool d = e->kind == AFF_DIM && e->value < 64 && !(used >> e->value & 1);
			if (!d && (e->kind != AFF_CONST || e->value != 0)) {
				diag_error(cx, map->loc, "'%s' needs a permutation_map whose results are dimensions, each at "
				           "most once, or 0", opname);
				return false;
			}
			dim[i] = d ? e->value : -1;
			used |= d ? (uint64_t)1 << e->value : 0;
		}
	} else if (r > m->rank) {
		diag_error(cx, op->loc, "'%s' of the %d-D vector '%s' needs a permutation_map with broadcasts (its "
		           "memref is of rank %d)", opname, r, type_mlir(cx, v), m->rank);
		return false;
	} else {
		for (int i = 0; i < r; i++)
			dim[i] = m->rank - r + i;
	}
	bool broadcast = false;
	for (int i = 0; i < r; i++)
		broadcast |= dim[i] < 0;
	if (broadcast && op->id == OP_VECTOR_TRANSFER_WRITE) {
		diag_error(cx, map->loc, "'vector.transfer_write' cannot broadcast: its permutation_map has a result 0");
		return false;
	}
	for (int i = 0; i < r; i++)
		in_bounds[i] = 0;
	if (ib) {
		bool ok = ib->kind == AT_ARRAY && ib->n == r;
		for (int i = 0; ok && i < r; i++) {
			ok = ib->elems[i]->kind == AT_BOOL;
			in_bounds[i] = ok && ib->elems[i]->b;
		}
		if (!ok) {
			diag_error(cx, ib->loc, "'%s' needs 'in_bounds' to be an array of booleans, one per dimension of "
			           "'%s'", opname, type_mlir(cx, v));
			return false;
		}
	}
	op->statics = s;
	return true;
}

/* The dense array attribute key (array<i64: 1, 0>) into op->statics */
static void generic_array(Parser *P, Op *op, Attr *attrs, const char *key)
{
	Attr *a = attr_get(attrs, key);
	bool ok = a && a->kind == AT_ARRAY;
	int64_t *s = ok ? NEWARRAY(P->a, int64_t, a->n + 1) : NULL;
	for (int i = 0; ok && i < a->n; i++) {
		Attr *e = a->elems[i];
		ok = e->kind == AT_INT && (e->neg ? e->offset <= 0 : e->offset >= 0);
		if (ok)
			s[1 + i] = e->offset;
	}
	if (!ok) {
		diag_error(P->cx, op->loc, "'%s' needs '%s' to be an array of 64-bit integers", op_info[op->id].name,
		           key);
		op->nopnd = 0;   /* the verifier then reports nothing more of it */
		return;
	}
	s[0] = a->n;
	op->statics = s;
}

void b_generic_vector(Parser *P, Op *op, Attr *attrs, Type *ft)
{
	switch (op->id) {
	case OP_VECTOR_TRANSFER_READ:   /* (memref, indices, padding, mask) -> vector */
		if (ft->nin && ft->nout == 1)
			transfer_attrs(P, op, attrs, ft->ins[0], ft->outs[0]);
		break;
	case OP_VECTOR_TRANSFER_WRITE:   /* (vector, memref, indices, mask) -> () */
		if (ft->nin >= 2 && !ft->nout)
			transfer_attrs(P, op, attrs, ft->ins[1], ft->ins[0]);
		break;
	case OP_VECTOR_OUTERPRODUCT:
		op->imm = combining_kind(P, op, attrs);
		break;
	case OP_VECTOR_CONTRACT:
		contract_attrs(P, op, attrs);
		break;
	case OP_VECTOR_EXTRACT: case OP_VECTOR_INSERT: {
		int nv = op->id == OP_VECTOR_INSERT ? 2 : 1;
		generic_array(P, op, attrs, "static_position");
		if (op->nopnd >= nv)
			fold_positions(op, nv, op->opnd[nv - 1]->type);
		break;
	}
	case OP_VECTOR_SHUFFLE:
		generic_array(P, op, attrs, "mask");
		break;
	case OP_VECTOR_TRANSPOSE:
		generic_array(P, op, attrs, "permutation");
		break;
	case OP_VECTOR_CONSTANT_MASK:
		generic_array(P, op, attrs, "mask_dim_sizes");
		break;
	case OP_VECTOR_REDUCTION: case OP_VECTOR_MULTI_REDUCTION: {
		size_t n;
		const char *s = b_opaque_word(attr_get(attrs, "kind"), "#vector.kind<", &n);
		int k = s ? vred_kind_of(s, n) : -1;
		if (k < 0)
			diag_error(P->cx, op->loc, "'%s' needs a 'kind' attribute '#vector.kind<...>' of a known kind",
			           op_info[op->id].name);
		if (op->id == OP_VECTOR_REDUCTION) {
			op->imm = k;
		} else {
			generic_array(P, op, attrs, "reduction_dims");
			op->statics = op->statics && k >= 0 ? with_kind(P, op->statics, k) : NULL;
		}
		break;
	}
	case OP_VECTOR_PRINT: {
		Attr *k = attr_get(attrs, "punctuation"), *str = attr_get(attrs, "stringLiteral");
		size_t n;
		const char *s = b_opaque_word(k, "#vector.punctuation<", &n);
		op->imm = VPRINT_NEWLINE;
		if (k) {
			op->imm = s ? vprint_kind_of(s, n) : -1;
			if (op->imm < 0)
				diag_error(P->cx, op->loc, "'vector.print' needs a 'punctuation' attribute "
				           "'#vector.punctuation<...>' of a known kind");
		}
		if (str && str->kind != AT_STRING)
			diag_error(P->cx, op->loc, "'vector.print' needs 'stringLiteral' to be a string");
		if (str) {   /* printed without the punctuation */
			op->flags |= FLAG_PRINT_STR;
			op->value = str;
		}
		break;
	}
	default:
		break;
	}
}

/* %v = vector.from_elements %a, %b : vector<2xf32>
 * %a:2 = vector.to_elements %v : vector<2xf32> (a result per element) */
/* %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel",
 *   "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> */
Op *b_vector_contract(Parser *P, Tok name, Attr *attrs, List *opnds, List *types, Tok word, Type *r)
{
	if (!attrs && P->cx->nerrors != P->stmt_errors)   /* an alias that is no dictionary, reported */
		return failed(P, name, r, 1);
	if (!word_is(P, word, "into") || list_len(opnds) != 3 || list_len(types) != 2) {
		diag_error(P->cx, name.loc, "'vector.contract' expects three operands, and after ':' the types of the "
		           "first two, 'into' and the accumulator's");
		return failed(P, name, r, 1);
	}
	Op *op = b_op_new(P, &name, 3, 1);
	op->attrs = attrs;
	contract_attrs(P, op, attrs);
	b_op_result(P, op, 0, r);
	for (int i = 0; i < 3; i++)
		op->opnd[i] = b_use(P, opnds->v[i], i < 2 ? types->v[i] : r);
	return op;
}

/* %r = vector.insert_strided_slice %v, %into {offsets = [3, 5], strides = [1]} : vector<2xf32> into vector<4x8xf32> */
Op *b_vector_insert_slice(Parser *P, Tok name, List *opnds, Attr *dict, Type *t, Tok word, Type *r)
{
	if (!word_is(P, word, "into") || list_len(opnds) != 2) {
		diag_error(P->cx, name.loc, "'vector.insert_strided_slice' expects two operands, and after ':' the first's "
		           "type, 'into' and the second's");
		return failed(P, name, r, 1);
	}
	Op *op = b_op_new(P, &name, 2, 1);
	op->attrs = dict;
	b_op_result(P, op, 0, r);
	op->opnd[0] = b_use(P, opnds->v[0], t);
	op->opnd[1] = b_use(P, opnds->v[1], r);
	return op;
}

/* %v = vector.mask %k { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
 * is the transfer with the mask %k: a copy of the op in (of the custom
 * form's braces, or the generic form's region), the mask its last
 * operand. Only of transfers without a mask of their own, and of
 * reductions and multi_reductions (FLAG_MASKED),
 * without a pass-through, as MLIR 22's --lower-vector-mask,
 * --lower-vector-multi-reduction and --convert-vector-to-llvm lower them. */
Op *b_vector_mask(Parser *P, Tok name, List *opnds, Op *in, Type *t, Type *r)
{
	Ctx *cx = P->cx;
	bool read = in->id == OP_VECTOR_TRANSFER_READ, transfer = read || in->id == OP_VECTOR_TRANSFER_WRITE;
	bool reduction = in->id == OP_VECTOR_REDUCTION || in->id == OP_VECTOR_MULTI_REDUCTION;
	Type *fail = r ? r : type_error(cx);
	if (!transfer && !reduction) {
		diag_error(cx, in->loc, "'vector.mask' of '%s' is not supported (only of vector.transfer_read, "
		           "transfer_write, reduction and multi_reduction)", in->id ? op_info[in->id].name : "an unknown op");
		return failed(P, name, fail, r != NULL);
	}
	if (list_len(opnds) != 1) {
		diag_error(cx, name.loc, "'vector.mask' expects a mask%s", list_len(opnds) == 2 ? "; a pass-through is not "
		           "supported" : "");
		return failed(P, name, fail, r != NULL);
	}
	if (transfer ? !in->statics : !in->nopnd) {   /* the op's error, reported, or types for the verifier, which it does not see */
		if (cx->nerrors == P->stmt_errors)
			diag_error(cx, in->loc, "'vector.mask' expects %s", transfer ? "a transfer of a ranked memref and a "
			           "vector" : "a reduction of a vector");
		return failed(P, name, fail, r != NULL);
	}
	if (transfer && in->nopnd != 2 + in->opnd[!read]->type->rank) {
		diag_error(cx, in->loc, "'vector.mask' of a transfer that has a mask of its own is not supported");
		return failed(P, name, fail, r != NULL);
	}
	if (in->nres ? r != in->res[0]->type : r != NULL) {
		diag_error(cx, name.loc, "'vector.mask' result types must be those of the op it masks");
		return failed(P, name, fail, r != NULL);
	}
	Tok id = name;
	id.op = in->id;
	id.loc = in->loc;
	Op *op = b_op_new(P, &id, in->nopnd + 1, in->nres);
	op->attrs = in->attrs;
	op->type = in->type;
	op->flags = in->flags | (reduction ? FLAG_MASKED : 0);
	if (in->id == OP_VECTOR_REDUCTION)
		op->imm = in->imm;
	else
		op->statics = in->statics;
	for (int i = 0; i < in->nopnd; i++)
		op->opnd[i] = in->opnd[i];
	op->opnd[in->nopnd] = b_use(P, opnds->v[0], t);
	if (in->nres)
		b_op_result(P, op, 0, r);
	return op;
}

/* "vector.mask"(%k) ({ %r = "vector.transfer_read"(...); "vector.yield"(%r) }) : (vector<4xi1>) -> vector<4xf32> */
Op *b_generic_vector_mask(Parser *P, Tok name, List *opnds, List *regions, Type *ft)
{
	Block *b = list_len(regions) == 1 && ((Region *)regions->v[0])->nblocks == 1 ? ((Region *)regions->v[0])->first :
	           NULL;
	Op *in = b ? b->first : NULL, *y = in ? in->next : NULL;
	bool ok = y && !y->next && y->id == OP_VECTOR_YIELD && y->nopnd == in->nres && ft->nin >= 1 && ft->nout <= 1;
	for (int i = 0; ok && i < y->nopnd; i++)
		ok = y->opnd[i] == in->res[i];
	if (!ok) {
		diag_error(P->cx, name.loc, "'vector.mask' needs one region of one op and a 'vector.yield' of its results");
		return failed(P, name, ft->nout ? ft->outs[0] : type_error(P->cx), ft->nout);
	}
	return b_vector_mask(P, name, opnds, in, ft->ins[0], ft->nout ? ft->outs[0] : NULL);
}

/* %r = vector.outerproduct %a, %b[, %acc] {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
 * the result vector<4x8xf32> (of a scalar %b, vector<4xf32>), of the
 * accumulator's type */
Op *b_vector_outerproduct(Parser *P, const Simple *a)
{
	Ctx *cx = P->cx;
	Type *lhs = a->types.n == 2 ? a->types.v[0] : type_error(cx), *rhs = a->types.n == 2 ? a->types.v[1] : lhs;
	Type *r = type_error(cx);
	if (lhs->kind == TY_VECTOR && lhs->rank == 1 && rhs->kind == TY_VECTOR && rhs->rank == 1)
		r = type_vector(cx, lhs->elem, 2, (int64_t[]){lhs->shape[0], rhs->shape[0]});
	else if (lhs->kind == TY_VECTOR && lhs->rank == 1 && rhs->kind != TY_VECTOR)
		r = lhs;
	if (a->types.n != 2 || a->pred || a->to_types.n || a->opnds.n < 2 || a->opnds.n > 3 || r->kind == TY_ERROR) {
		diag_error(cx, a->name->loc, "'vector.outerproduct' expects two operands and an optional accumulator, "
		           "and after ':' the types of the two: a 1-D vector, and a 1-D vector or a scalar");
		return failed(P, *a->name, r, 1);
	}
	Op *op = b_op_new(P, a->name, a->opnds.n, 1);
	op->attrs = a->dict;
	op->imm = combining_kind(P, op, a->dict);
	b_op_result(P, op, 0, r);
	op->opnd[0] = b_use(P, a->opnds.v[0], lhs);
	op->opnd[1] = b_use(P, a->opnds.v[1], rhs);
	if (a->opnds.n == 3)
		op->opnd[2] = b_use(P, a->opnds.v[2], r);
	return op;
}

Op *b_vector_elements(Parser *P, const Simple *a)
{
	Ctx *cx = P->cx;
	bool from = a->name->op == OP_VECTOR_FROM_ELEMENTS;
	Type *t = a->types.n == 1 ? a->types.v[0] : type_error(cx);
	Type *e = t->kind == TY_VECTOR ? t->elem : t;
	if (a->types.n != 1 || a->pred || a->to_types.n)
		diag_error(cx, a->name->loc, "'%s' expects its operands and ': vector type'", op_info[a->name->op].name);
	int64_t n = 1;
	for (int i = 0; t->kind == TY_VECTOR && i < t->rank; i++)
		n *= t->shape[i];
	if (from) {
		Op *op = b_op_new(P, a->name, a->opnds.n, 1);
		op->attrs = a->dict;
		b_op_result(P, op, 0, t);
		for (int i = 0; i < a->opnds.n; i++)
			op->opnd[i] = b_use(P, a->opnds.v[i], e);
		return op;
	}
	if (a->opnds.n != 1 || n > 1 << 16) {   /* the verifier's count is that of the results */
		diag_error(cx, a->name->loc, "'vector.to_elements' expects one vector of at most 65536 elements");
		return failed(P, *a->name, e, 0);
	}
	Op *op = b_op_new(P, a->name, 1, (int)n);
	op->attrs = a->dict;
	for (int i = 0; i < n; i++)
		b_op_result(P, op, i, e);
	op->opnd[0] = b_use(P, a->opnds.v[0], t);
	return op;
}

/* %v = vector.transfer_read %m[%i, %j], %pad[, %mask] {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
 * vector.transfer_write %v, %m[%i, %j][, %mask] : vector<4xf32>, memref<?x?xf32>
 * The operands as the generic form has them: read's the memref, its
 * indices, the padding (of the memref's element type), the mask; write's
 * the vector first and no padding. The mask is of i1, of the vector's
 * shape. */
Op *b_vector_transfer(Parser *P, Tok name, List *before, List *idx, List *after, Attr *dict, List *types)
{
	Ctx *cx = P->cx;
	bool read = name.op == OP_VECTOR_TRANSFER_READ;
	const char *opname = op_info[name.op].name;
	int nb = list_len(before), na = list_len(after);
	Type *vt = list_len(types) == 2 ? types->v[read] : type_error(cx);
	if (nb != 2 - read || na < read || na > 1 + read || list_len(types) != 2) {
		diag_error(cx, name.loc, read ? "'%s' expects a memref, its indices, the padding and an optional "
		                                "mask, and the memref and vector types after ':'"
		                              : "'%s' expects a vector, a memref, its indices and an optional mask, "
		                                "and the vector and memref types after ':'", opname);
		return failed(P, name, vt, read);
	}
	Type *mt = types->v[!read];
	if (mt->kind != TY_MEMREF || vt->kind != TY_VECTOR || vt->rank < 1) {
		diag_error(cx, name.loc, "'%s' expects a ranked memref and a vector, got '%s' and '%s'", opname,
		           type_mlir(cx, mt), type_mlir(cx, vt));
		return failed(P, name, vt, read);
	}
	int ni = list_len(idx);
	Op *op = b_op_new(P, &name, nb + ni + na, read);
	op->attrs = dict;
	op->type = mt;
	if (!transfer_attrs(P, op, dict, mt, vt))
		return failed(P, name, vt, read);
	if (read)
		b_op_result(P, op, 0, vt);
	else
		op->opnd[0] = b_use(P, before->v[0], vt);
	op->opnd[nb - 1] = b_use(P, before->v[nb - 1], mt);
	for (int i = 0; i < ni; i++)
		op->opnd[nb + i] = b_use(P, idx->v[i], P->index);
	if (read)
		op->opnd[nb + ni] = b_use(P, after->v[0], mt->elem);
	if (na > read) {   /* of the vector's shape, in the memref's order (0-D if all broadcast: an error) */
		int64_t shape[VECTOR_RANK_MAX];
		int n = transfer_mask_shape(op, mt->rank, vt, shape, NULL);
		Type *mask = n ? type_vector(cx, type_int(cx, 1), n, shape) : type_error(cx);
		op->opnd[op->nopnd - 1] = b_use(P, after->v[na - 1], mask);
	}
	return op;
}
