/* Affine maps: a recursive-descent parser of MLIR's affine expressions,
 * and the reduction of a layout map to strides and an offset. */
#include <string.h>
#include "affine.h"
#include "type.h"

typedef struct Name {
	const char *s;
	size_t n;
} Name;

typedef struct AffineParser {
	Arena *a;
	const char *p, *end;
	Name *dims, *syms;
	int ndims, nsyms;
	int nesting;           /* of operands being parsed: '(' and '-' */
	const char *err;
} AffineParser;

/* The deepest expression tree, and the deepest nesting of operands: the
 * parser and linear() recurse over them */
enum { MAX_DEPTH = 1000 };

static void skip_blanks(AffineParser *ap)
{
	while (ap->p < ap->end && (*ap->p == ' ' || *ap->p == '\t' || *ap->p == '\n' || *ap->p == '\r'))
		ap->p++;
}

static bool is_name_byte(char c, bool first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	       (!first && ((c >= '0' && c <= '9') || c == '$' || c == '.'));
}

/* Takes c (after blanks) if it comes next */
static bool take(AffineParser *ap, char c)
{
	skip_blanks(ap);
	if (ap->p < ap->end && *ap->p == c) {
		ap->p++;
		return true;
	}
	return false;
}

static bool fail(AffineParser *ap, const char *why)
{
	if (!ap->err)
		ap->err = why;
	return false;
}

static Name name(AffineParser *ap)
{
	skip_blanks(ap);
	const char *s = ap->p;
	if (ap->p < ap->end && is_name_byte(*ap->p, true))
		while (ap->p < ap->end && is_name_byte(*ap->p, false))
			ap->p++;
	return (Name){s, (size_t)(ap->p - s)};
}

/* A keyword (floordiv, ceildiv, mod) if it comes next as a whole word */
static bool take_word(AffineParser *ap, const char *w)
{
	skip_blanks(ap);
	size_t n = strlen(w);
	if ((size_t)(ap->end - ap->p) < n || memcmp(ap->p, w, n) != 0 ||
	    (ap->p + n < ap->end && is_name_byte(ap->p[n], false)))
		return false;
	ap->p += n;
	return true;
}

/* The position of nm in v[n], or -1 */
static int find(const Name *v, int n, Name nm)
{
	for (int i = 0; i < n; i++)
		if (v[i].n == nm.n && !memcmp(v[i].s, nm.s, nm.n))
			return i;
	return -1;
}

/* '(' names ')' or '[' names ']', into *v and *n (ap->dims is complete
 * before the symbols are read) */
static bool name_list(AffineParser *ap, char open, char close, Name **v, int *n)
{
	*n = 0;
	*v = NULL;
	if (!take(ap, open))
		return fail(ap, "expected the dimensions' list, '(d0, ...)'");
	if (take(ap, close))
		return true;
	const char *from = ap->p;
	int cap = 1;
	for (const char *q = from; q < ap->end && *q != close; q++)
		cap += *q == ',';
	*v = NEWARRAY(ap->a, Name, cap);
	do {
		Name nm = name(ap);
		if (!nm.n || *n == cap)
			return fail(ap, "expected a dimension or symbol name");
		if (find(*v, *n, nm) >= 0 || find(ap->dims, ap->ndims, nm) >= 0)
			return fail(ap, "a dimension or symbol named twice");
		(*v)[(*n)++] = nm;
	} while (take(ap, ','));
	return take(ap, close) || fail(ap, "expected ',' or the end of the list");
}

static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

/* l kind r of two constants, folded as MLIR builds the expression; false
 * where it does not fold (an overflow, a divisor not positive), and for
 * INT64_MIN, which a constant never is here (no literal spells it; as a
 * layout's offset it would be DYN) */
static bool fold(AffineKind kind, int64_t l, int64_t r, int64_t *v)
{
	if (kind == AFF_ADD)
		return !__builtin_add_overflow(l, r, v) && *v != INT64_MIN;
	if (kind == AFF_MUL)
		return !__builtin_mul_overflow(l, r, v) && *v != INT64_MIN;
	if (r <= 0)
		return false;
	*v = kind == AFF_FLOORDIV ? floor_div(l, r) : kind == AFF_CEILDIV ? -floor_div(-l, r)
	   : l - floor_div(l, r) * r;
	return true;
}

static AffineExpr *node(AffineParser *ap, AffineKind kind, int64_t value, AffineExpr *l, AffineExpr *r)
{
	if (kind > AFF_SYM && (!l || !r))   /* an operand failed */
		return NULL;
	/* as MLIR builds it: a sum or product's constant on the right, and
	 * folded into the one of its left operand ((x * 2) * -1 is x * -2),
	 * so that a map means the same arithmetic however it is spelled */
	if ((kind == AFF_ADD || kind == AFF_MUL) && l->kind == AFF_CONST && r->kind != AFF_CONST) {
		AffineExpr *c = l;
		l = r;
		r = c;
	}
	if ((kind == AFF_ADD || kind == AFF_MUL) && r->kind == AFF_CONST && l->kind == kind &&
	    l->r->kind == AFF_CONST && fold(kind, l->r->value, r->value, &value)) {
		r = node(ap, AFF_CONST, value, NULL, NULL);
		l = l->l;
		value = 0;
	}
	if (l && l->kind == AFF_CONST && r->kind == AFF_CONST && fold(kind, l->value, r->value, &value)) {
		kind = AFF_CONST;
		l = r = NULL;
	}
	int depth = 1 + (l ? l->depth : 0);
	if (r && r->depth >= depth)
		depth = 1 + r->depth;
	if (depth > MAX_DEPTH) {
		fail(ap, "an expression nested more than 1000 deep");
		return NULL;
	}
	AffineExpr *e = NEWARRAY(ap->a, AffineExpr, 1);
	*e = (AffineExpr){kind, value, depth, l, r};
	return e;
}

static AffineExpr *expr(AffineParser *ap);

static AffineExpr *negate(AffineParser *ap, AffineExpr *e)
{
	if (e->kind == AFF_CONST)   /* never INT64_MIN: parsed digits, negated */
		return node(ap, AFF_CONST, -e->value, NULL, NULL);
	AffineExpr *minus_one = node(ap, AFF_CONST, -1, NULL, NULL);
	return node(ap, AFF_MUL, 0, e, minus_one);
}

static AffineExpr *operand(AffineParser *ap);

/* '(' expr ')' or '-' operand, after the '(' or '-' */
static AffineExpr *nested(AffineParser *ap, bool paren)
{
	if (++ap->nesting > MAX_DEPTH) {
		fail(ap, "an expression nested more than 1000 deep");
		return NULL;
	}
	AffineExpr *e = paren ? expr(ap) : operand(ap);
	ap->nesting--;
	if (paren)
		return e && (take(ap, ')') || fail(ap, "expected ')'")) ? e : NULL;
	return e ? negate(ap, e) : NULL;
}

/* An operand: '(' expr ')', '-' operand, an integer or a name */
static AffineExpr *operand(AffineParser *ap)
{
	if (take(ap, '('))
		return nested(ap, true);
	if (take(ap, '-'))
		return nested(ap, false);
	skip_blanks(ap);
	if (ap->p < ap->end && *ap->p >= '0' && *ap->p <= '9') {
		int64_t v = 0;
		for (; ap->p < ap->end && *ap->p >= '0' && *ap->p <= '9'; ap->p++)
			if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, *ap->p - '0', &v)) {
				fail(ap, "an integer too large for 64 bits");
				return NULL;
			}
		return node(ap, AFF_CONST, v, NULL, NULL);
	}
	Name nm = name(ap);
	int i;
	if ((i = find(ap->dims, ap->ndims, nm)) >= 0)
		return node(ap, AFF_DIM, i, NULL, NULL);
	if ((i = find(ap->syms, ap->nsyms, nm)) >= 0)
		return node(ap, AFF_SYM, i, NULL, NULL);
	fail(ap, nm.n ? "a name that is neither a dimension nor a symbol of the map" : "expected an affine expression");
	return NULL;
}

/* Operands joined by '*', floordiv, ceildiv and mod, from the left */
static AffineExpr *product(AffineParser *ap)
{
	AffineExpr *e = operand(ap);
	while (e) {
		AffineKind k;
		if (take(ap, '*'))
			k = AFF_MUL;
		else if (take_word(ap, "floordiv"))
			k = AFF_FLOORDIV;
		else if (take_word(ap, "ceildiv"))
			k = AFF_CEILDIV;
		else if (take_word(ap, "mod"))
			k = AFF_MOD;
		else
			break;
		AffineExpr *r = operand(ap);
		e = r ? node(ap, k, 0, e, r) : NULL;
	}
	return e;
}

/* Products joined by '+' and '-' */
static AffineExpr *expr(AffineParser *ap)
{
	AffineExpr *e = product(ap);
	while (e) {
		bool minus = false;
		if (!take(ap, '+') && !(minus = take(ap, '-')))
			break;
		AffineExpr *r = product(ap);
		e = r ? node(ap, AFF_ADD, 0, e, minus ? negate(ap, r) : r) : NULL;
	}
	return e;
}

const char *affine_parse(Arena *a, const char *text, size_t len, AffineMap *m)
{
	static const char head[] = "affine_map";
	AffineParser ap = {.a = a, .p = text, .end = text + len};
	*m = (AffineMap){0};
	if (len < sizeof head - 1 || memcmp(text, head, sizeof head - 1) != 0)
		return "not an affine_map";
	ap.p += sizeof head - 1;
	if (!take(&ap, '<') || !name_list(&ap, '(', ')', &ap.dims, &ap.ndims))
		return ap.err ? ap.err : "expected '<'";
	skip_blanks(&ap);
	if (ap.p < ap.end && *ap.p == '[' && !name_list(&ap, '[', ']', &ap.syms, &ap.nsyms))
		return ap.err;
	if (!take(&ap, '-') || !take(&ap, '>') || !take(&ap, '('))
		return "expected '-> (' and the map's results";
	m->ndims = ap.ndims;
	m->nsyms = ap.nsyms;
	if (!take(&ap, ')')) {
		int cap = 1;
		for (const char *q = ap.p; q < ap.end; q++)
			cap += *q == ',';
		m->results = NEWARRAY(a, AffineExpr *, cap);
		do {
			AffineExpr *e = expr(&ap);
			if (!e)
				return ap.err;
			m->results[m->nresults++] = e;
		} while (take(&ap, ','));
		if (!take(&ap, ')'))
			return "expected ',' or ')' after a result";
	}
	if (!take(&ap, '>'))
		return "expected '>' after the results";
	return NULL;
}

/* An expression linear in the dimensions: the sum of coef[i] * d_i and
 * off, each a constant or DYN (depending on symbols). */
typedef struct Linear {
	int64_t *coef;
	int64_t off;
	bool has_dims;
} Linear;

/* a + b, a * b and a / b of constants or DYN; 0 times anything is 0, as
 * MLIR simplifies it. *overflow is set where a constant overflows. */
static int64_t lin_add(int64_t a, int64_t b, bool *overflow)
{
	int64_t r;
	if (a == DYN || b == DYN)
		return DYN;
	*overflow |= __builtin_add_overflow(a, b, &r) || r == DYN;
	return r;
}

static int64_t lin_mul(int64_t a, int64_t b, bool *overflow)
{
	int64_t r;
	if (a == 0 || b == 0)
		return 0;
	if (a == DYN || b == DYN)
		return DYN;
	*overflow |= __builtin_mul_overflow(a, b, &r) || r == DYN;
	return r;
}

static const char *linear(Arena *a, const AffineExpr *e, int ndims, Linear *out)
{
	out->coef = NEWARRAY(a, int64_t, ndims > 0 ? ndims : 1);
	out->off = 0;
	out->has_dims = false;
	bool overflow = false;
	switch (e->kind) {
	case AFF_CONST:
		out->off = e->value;
		return NULL;
	case AFF_DIM:
		out->coef[e->value] = 1;
		out->has_dims = true;
		return NULL;
	case AFF_SYM:
		out->off = DYN;
		return NULL;
	default:
		break;
	}
	Linear l, r;
	const char *why = linear(a, e->l, ndims, &l);
	if (!why)
		why = linear(a, e->r, ndims, &r);
	if (why)
		return why;
	out->has_dims = l.has_dims || r.has_dims;
	if (e->kind == AFF_ADD) {
		for (int i = 0; i < ndims; i++)
			out->coef[i] = lin_add(l.coef[i], r.coef[i], &overflow);
		out->off = lin_add(l.off, r.off, &overflow);
	} else if (e->kind == AFF_MUL) {
		if (l.has_dims && r.has_dims)
			return "a product of dimensions";
		Linear *v = l.has_dims ? &l : &r;
		int64_t k = l.has_dims ? r.off : l.off;
		for (int i = 0; i < ndims; i++)
			out->coef[i] = lin_mul(v->coef[i], k, &overflow);
		out->off = lin_mul(v->off, k, &overflow);
	} else {
		/* floordiv, ceildiv and mod by a positive constant d: of a
		 * constant, folded; of dimensions whose coefficients are all
		 * multiples of d plus a constant, exactly (k*d*x + c) floordiv d
		 * = k*x + c floordiv d; not of symbols, which MLIR cannot take
		 * apart either */
		int64_t d = r.off;
		if (r.has_dims || d == DYN)
			return "a division by something other than a constant";
		if (d <= 0)
			return "a division by a constant that is not positive";
		if (l.off == DYN)
			return "a division of symbols";
		for (int i = 0; i < ndims; i++) {
			if (l.coef[i] == DYN || l.coef[i] % d != 0)
				return "a division of dimensions that is not exact";
			out->coef[i] = e->kind == AFF_MOD ? 0 : l.coef[i] / d;
		}
		out->off = e->kind == AFF_FLOORDIV ? floor_div(l.off, d)
		         : e->kind == AFF_CEILDIV ? -floor_div(-l.off, d)
		         : l.off - floor_div(l.off, d) * d;
	}
	return overflow ? "a stride or offset that overflows 64 bits" : NULL;
}

int affine_layout(Arena *a, const AffineMap *m, int64_t *strides, int64_t *offset, const char **why)
{
	bool identity = m->nresults == m->ndims;
	for (int i = 0; i < m->nresults && identity; i++)
		identity = m->results[i]->kind == AFF_DIM && m->results[i]->value == i;
	if (identity)
		return 0;
	if (m->nresults != 1) {
		*why = "a map that is neither the identity nor of one result";
		return -1;
	}
	Linear lin;
	if ((*why = linear(a, m->results[0], m->ndims, &lin)) != NULL)
		return -1;
	memcpy(strides, lin.coef, sizeof *strides * (size_t)m->ndims);
	*offset = lin.off;
	return 1;
}

static bool has_dims(const AffineExpr *e)
{
	if (e->kind == AFF_DIM)
		return true;
	return e->l && (has_dims(e->l) || has_dims(e->r));
}

const char *affine_problem(const AffineExpr *e)
{
	if (!e->l)
		return NULL;
	if (e->kind == AFF_MUL && has_dims(e->l) && has_dims(e->r))
		return "a product of dimensions";
	if (e->kind >= AFF_FLOORDIV && (e->r->kind != AFF_CONST || e->r->value <= 0))
		return e->kind == AFF_MOD ? "a 'mod' by other than a positive constant"
		                          : "a division by other than a positive constant";
	const char *why = affine_problem(e->l);
	return why ? why : affine_problem(e->r);
}
