/* complex dialect: a complex<fN> is the LLVM struct { T, T }, carried as
 * one value. create, re, im and constant are what MLIR 22's
 * convert-complex-to-llvm makes of them; the arithmetic, the functions
 * and the comparisons expand as its convert-complex-to-standard does
 * (with its default complex-range, 'improved', for div), step for step,
 * so that the results have the same bits. fastmath flags go where MLIR's
 * expansion puts them. */
#include "lower.h"

/* The pieces every expansion uses: the element's LLVM type, the op's
 * fastmath flags as LLVM spells them, and the function being written. */
typedef struct Cplx {
	Lower *lw;
	LFunc *L;
	Type *e;               /* the element type */
	const char *et, *ct;   /* its spelling, the struct's */
	const char *fm;        /* "nnan contract ", or "" */
} Cplx;

static Cplx cplx(Lower *lw, Op *op, Type *c)
{
	Cplx k = {.lw = lw, .L = &lw->ll, .e = c->elem};
	k.et = type_ll(lw->cx, c->elem);
	k.ct = type_ll(lw->cx, c);
	k.fm = lower_fastmath(lw, op->flags);
	return k;
}

static const char *hint(Op *op)
{
	return op->res[0]->name;
}

/* 0, 1, infinity, a quiet NaN and 1/2 of the element type, as LLVM
 * spells them */
static const char *zero(const Cplx *k)
{
	return k->e->width != 16 ? "0.000000e+00" : k->e->bf16 ? "0xR0000" : "0xH0000";
}

static const char *one(const Cplx *k)
{
	return k->e->width != 16 ? "1.000000e+00" : k->e->bf16 ? "0xR3F80" : "0xH3C00";
}

static const char *inf(const Cplx *k)
{
	return k->e->width != 16 ? "0x7FF0000000000000" : k->e->bf16 ? "0xR7F80" : "0xH7C00";
}

static const char *nan_of(const Cplx *k)
{
	return k->e->width != 16 ? "0x7FF8000000000000" : k->e->bf16 ? "0xR7FC0" : "0xH7E00";
}

static const char *half(const Cplx *k)
{
	return k->e->width != 16 ? "5.000000e-01" : k->e->bf16 ? "0xR3F00" : "0xH3800";
}

/* The real and imaginary parts of operand i */
static void parts(const Cplx *k, Op *op, int i, const char **re, const char **im)
{
	const char *v = lower_opnd(op, i).s;
	*re = ll_def(k->L, "re", "extractvalue %s %s, 0", k->ct, v).s;
	*im = ll_def(k->L, "im", "extractvalue %s %s, 1", k->ct, v).s;
}

/* The op's result: the struct of re and im */
static void set_struct(const Cplx *k, Op *op, const char *re, const char *im)
{
	LVal p = ll_def(k->L, "part", "insertvalue %s poison, %s %s, 0", k->ct, k->et, re);
	lower_set(k->lw, op, 0, ll_def(k->L, hint(op), "insertvalue %s %s, %s %s, 1", k->ct, p.s, k->et, im));
}

/* "%name = OPC fm T a, b": fadd, fsub, fmul or fdiv with flags fm */
static const char *fop(const Cplx *k, const char *opc, const char *fm, const char *a, const char *b)
{
	return ll_def(k->L, "t", "%s %s%s %s, %s", opc, fm, k->et, a, b).s;
}

/* "fcmp FM PRED T a, b", with flags fm ("" for none) */
static const char *fcmp(const Cplx *k, const char *fm, const char *pred, const char *a, const char *b)
{
	return ll_def(k->L, "c", "fcmp %s%s %s %s, %s", fm, pred, k->et, a, b).s;
}

static const char *pick(const Cplx *k, const char *c, const char *a, const char *b)
{
	return ll_def(k->L, "s", "select i1 %s, %s %s, %s %s", c, k->et, a, k->et, b).s;
}

static const char *bitop(const Cplx *k, const char *opc, const char *a, const char *b)
{
	return ll_def(k->L, "c", "%s i1 %s, %s", opc, a, b).s;
}

/* call fm T @llvm.BASE.<T>(T a[, T b]), declared once */
static const char *intrinsic(const Cplx *k, const char *base, const char *fm, const char *a, const char *b)
{
	const char *fn = ll_fmt(k->L, "llvm.%s%s", base, lower_mangle(k->lw, k->e));
	if (b) {
		lower_declare(k->lw, fn, k->et, ll_fmt(k->L, "%s, %s", k->et, k->et));
		return ll_def(k->L, base, "call %s%s @%s(%s %s, %s %s)", fm, k->et, fn, k->et, a, k->et, b).s;
	}
	lower_declare(k->lw, fn, k->et, k->et);
	return ll_def(k->L, base, "call %s%s @%s(%s %s)", fm, k->et, fn, k->et, a).s;
}

/* %c = complex.create %re, %im : complex<f32>
 *   -> %part = insertvalue { float, float } poison, float %re, 0
 *      %c = insertvalue { float, float } %part, float %im, 1 */
void lower_complex_create(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	set_struct(&k, op, lower_opnd(op, 0).s, lower_opnd(op, 1).s);
}

/* %r = complex.re %c : complex<f32>  ->  %r = extractvalue { float, float } %c, 0
 * (complex.im: field 1; their fastmath flags change nothing) */
void lower_complex_part(Lower *lw, Op *op)
{
	const char *ct = type_ll(lw->cx, op->opnd[0]->type);
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "extractvalue %s %s, %s", ct, lower_opnd(op, 0).s,
	                            op_info[op->id].mnemonic));
}

/* %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
 *   -> the constant { float 1.0, float 2.0 }, an operand, no line of its own */
void lower_complex_constant(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	Attr **v = op->value->elems;
	lower_set(lw, op, 0, lv_str(ll_fmt(k.L, "{ %s %s, %s %s }", k.et, lower_literal(lw, v[0], k.e), k.et,
	                                   lower_literal(lw, v[1], k.e))));
}

/* %s = complex.add %a, %b fastmath<nnan> : complex<f32>
 *   -> re = fadd nnan float a.re, b.re; im = fadd nnan float a.im, b.im
 * (complex.sub: fsub) */
void lower_complex_binop(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *c, *d, *m = op_info[op->id].mnemonic;
	parts(&k, op, 0, &a, &b);
	parts(&k, op, 1, &c, &d);
	const char *re = fop(&k, m, k.fm, a, c);
	set_struct(&k, op, re, fop(&k, m, k.fm, b, d));
}

/* (a + bi)(c + di): re = a*c - b*d, im = b*c + a*d, each step with the
 * op's flags */
static void mul_parts(const Cplx *k, const char *a, const char *b, const char *c, const char *d, const char **re,
                      const char **im)
{
	const char *ac = fop(k, "fmul", k->fm, a, c), *bd = fop(k, "fmul", k->fm, b, d);
	*re = fop(k, "fsub", k->fm, ac, bd);
	const char *bc = fop(k, "fmul", k->fm, b, c), *ad = fop(k, "fmul", k->fm, a, d);
	*im = fop(k, "fadd", k->fm, bc, ad);
}

/* The parts of (a + bi) op (c + di) */
typedef void PartsOp(const Cplx *k, const char *a, const char *b, const char *c, const char *d, const char **re,
                     const char **im);

/* %r = complex.OP %x, %y : complex<f32>, its parts made by f */
static void lower_by_parts(Lower *lw, Op *op, PartsOp *f)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *c, *d, *re, *im;
	parts(&k, op, 0, &a, &b);
	parts(&k, op, 1, &c, &d);
	f(&k, a, b, c, d, &re, &im);
	set_struct(&k, op, re, im);
}

/* %p = complex.mul %x, %y : complex<f32>  ->  mul_parts() */
void lower_complex_mul(Lower *lw, Op *op)
{
	lower_by_parts(lw, op, mul_parts);
}

/* One of Smith's two quotients (x = a + bi, y = c + di): with r = c/d
 * (when |c| < |d|), den = d + r*c, re = (a*r + b)/den, im = (b*r - a)/den;
 * with r = d/c, den = c + r*d, re = (a + b*r)/den, im = (b - a*r)/den. */
static void smith(const Cplx *k, const char *a, const char *b, const char *c, const char *d, bool by_d,
                  const char **re, const char **im)
{
	const char *fm = k->fm;
	if (by_d) {
		const char *r = fop(k, "fdiv", fm, c, d);
		const char *den = fop(k, "fadd", fm, d, fop(k, "fmul", fm, r, c));
		*re = fop(k, "fdiv", fm, fop(k, "fadd", fm, fop(k, "fmul", fm, a, r), b), den);
		*im = fop(k, "fdiv", fm, fop(k, "fsub", fm, fop(k, "fmul", fm, b, r), a), den);
		return;
	}
	const char *r = fop(k, "fdiv", fm, d, c);
	const char *den = fop(k, "fadd", fm, c, fop(k, "fmul", fm, r, d));
	*re = fop(k, "fdiv", fm, fop(k, "fadd", fm, a, fop(k, "fmul", fm, b, r)), den);
	*im = fop(k, "fdiv", fm, fop(k, "fsub", fm, b, fop(k, "fmul", fm, a, r)), den);
}

/* copysign(is ? 1 : 0, x), the unit of an infinite part */
static const char *unit(const Cplx *k, const char *is, const char *x)
{
	return intrinsic(k, "copysign", "", pick(k, is, one(k), zero(k)), x);
}

/* The parts s*(x*p + y*q) and s*(y*p - x*q) of a special case */
static void scaled(const Cplx *k, const char *s, const char *x, const char *y, const char *p, const char *q,
                   const char **re, const char **im)
{
	const char *fm = k->fm;
	const char *xp = fop(k, "fmul", fm, x, p), *yq = fop(k, "fmul", fm, y, q);
	*re = fop(k, "fmul", fm, s, fop(k, "fadd", fm, xp, yq));
	const char *xq = fop(k, "fmul", fm, x, q), *yp = fop(k, "fmul", fm, y, p);
	*im = fop(k, "fmul", fm, s, fop(k, "fsub", fm, yp, xq));
}

/* (a + bi) / (c + di): Smith's algorithm, and where
 * both its quotient's parts are NaN, C99's recovery (Annex G) as MLIR's
 * 'improved' expansion has it: a zero divisor and a non-NaN dividend
 * give copysign(inf, c) * (a, b); an infinite dividend and a finite
 * divisor inf * (a'c + b'd, b'c - a'd), a' and b' the dividend's parts
 * made +-1 where infinite, else +-0; a finite dividend and an infinite
 * divisor 0 * (ac' + bd', bc' - ad'), likewise. Same steps, same order as
 * MLIR 22's, so the same bits. */
static void div_parts(const Cplx *k, const char *a, const char *b, const char *c, const char *d,
                      const char **qre, const char **qim)
{
	const char *fm = k->fm, *re1, *im1, *re2, *im2;
	smith(k, a, b, c, d, true, &re1, &im1);
	smith(k, a, b, c, d, false, &re2, &im2);
	/* a zero divisor */
	const char *absc = intrinsic(k, "fabs", fm, c, NULL), *czero = fcmp(k, "", "oeq", absc, zero(k));
	const char *absd = intrinsic(k, "fabs", fm, d, NULL), *dzero = fcmp(k, "", "oeq", absd, zero(k));
	const char *aord = fcmp(k, "", "ord", a, zero(k)), *bord = fcmp(k, "", "ord", b, zero(k));
	const char *num = bitop(k, "or", aord, bord);
	const char *case1 = bitop(k, "and", num, bitop(k, "and", czero, dzero));
	const char *infc = intrinsic(k, "copysign", "", inf(k), c);
	const char *re_1 = fop(k, "fmul", fm, infc, a), *im_1 = fop(k, "fmul", fm, infc, b);
	/* an infinite dividend, a finite divisor */
	const char *cfin = fcmp(k, "", "one", absc, inf(k)), *dfin = fcmp(k, "", "one", absd, inf(k));
	const char *rfin = bitop(k, "and", cfin, dfin);
	const char *absa = intrinsic(k, "fabs", fm, a, NULL), *ainf = fcmp(k, "", "oeq", absa, inf(k));
	const char *absb = intrinsic(k, "fabs", fm, b, NULL), *binf = fcmp(k, "", "oeq", absb, inf(k));
	const char *case2 = bitop(k, "and", bitop(k, "or", ainf, binf), rfin);
	const char *a1 = unit(k, ainf, a), *b1 = unit(k, binf, b), *re_2, *im_2;
	scaled(k, inf(k), a1, b1, c, d, &re_2, &im_2);
	/* a finite dividend, an infinite divisor */
	const char *afin = fcmp(k, "", "one", absa, inf(k)), *bfin = fcmp(k, "", "one", absb, inf(k));
	const char *lfin = bitop(k, "and", afin, bfin);
	const char *cinf = fcmp(k, "", "oeq", absc, inf(k)), *dinf = fcmp(k, "", "oeq", absd, inf(k));
	const char *case3 = bitop(k, "and", lfin, bitop(k, "or", cinf, dinf));
	const char *c1 = unit(k, cinf, c), *d1 = unit(k, dinf, d), *re_3, *im_3;
	scaled(k, zero(k), a, b, c1, d1, &re_3, &im_3);
	/* Smith's quotient, unless both its parts are NaN */
	const char *lt = fcmp(k, "", "olt", absc, absd);
	const char *re = pick(k, lt, re1, re2), *im = pick(k, lt, im1, im2);
	const char *sre = pick(k, case3, re_3, re), *sim = pick(k, case3, im_3, im);
	sre = pick(k, case2, re_2, sre);
	sim = pick(k, case2, im_2, sim);
	sre = pick(k, case1, re_1, sre);
	sim = pick(k, case1, im_1, sim);
	const char *re_nan = fcmp(k, "", "uno", re, zero(k)), *im_nan = fcmp(k, "", "uno", im, zero(k));
	const char *nan = bitop(k, "and", re_nan, im_nan);
	*qre = pick(k, nan, sre, re);
	*qim = pick(k, nan, sim, im);
}

/* %q = complex.div %x, %y : complex<f32>  ->  div_parts() */
void lower_complex_div(Lower *lw, Op *op)
{
	lower_by_parts(lw, op, div_parts);
}

/* %n = complex.neg %x : complex<f32>  ->  fneg of both parts
 * %j = complex.conj %x : complex<f32>  ->  fneg of the imaginary part
 * (no fastmath flags: MLIR 22's expansion drops them) */
void lower_complex_neg(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	if (op->id == OP_COMPLEX_NEG)
		a = ll_def(k.L, "t", "fneg %s %s", k.et, a).s;
	set_struct(&k, op, a, ll_def(k.L, "t", "fneg %s %s", k.et, b).s);
}

/* maximum(x, y) or minimum(x, y) as IEEE 754-2019 has them (NaN if
 * either is, -0 below +0), which MLIR's expansions call llvm.maximum and
 * llvm.minimum for (lower_minimum: for LLVM before 19 a function that
 * expands them) */
static const char *minmax(const Cplx *k, bool max, const char *x, const char *y, const char *name)
{
	return lower_minimum(k->lw, max, k->e, x, y, name).s;
}

/* |a + bi| scaled so as not to overflow: hi = maximum(|a|, |b|),
 * lo = minimum(|a|, |b|), r = lo / hi, hi * sqrt(r*r + 1), or lo where
 * that is NaN (as when hi is 0); root: its square root, sqrt(hi) *
 * pow(r*r + 1, 1/4), likewise. The steps after maximum and minimum drop
 * nnan and ninf, as MLIR's. */
static const char *magnitude(const Cplx *k, unsigned flags, const char *a, const char *b, bool root,
                             const char *name)
{
	const char *fa = intrinsic(k, "fabs", k->fm, a, NULL), *fb = intrinsic(k, "fabs", k->fm, b, NULL);
	const char *hi = minmax(k, true, fa, fb, "max"), *lo = minmax(k, false, fa, fb, "min");
	const char *fm = lower_fastmath(k->lw, flags & ~(unsigned)(FM_NNAN | FM_NINF));
	const char *r = fop(k, "fdiv", fm, lo, hi);
	const char *sum = fop(k, "fadd", fm, fop(k, "fmul", fm, r, r), one(k));
	const char *m;
	if (root) {
		const char *quarter = k->e->width != 16 ? "2.500000e-01" : k->e->bf16 ? "0xR3E80" : "0xH3400";
		const char *s = intrinsic(k, "sqrt", fm, hi, NULL);
		m = fop(k, "fmul", fm, s, intrinsic(k, "pow", fm, sum, quarter));
	} else {
		m = fop(k, "fmul", fm, hi, intrinsic(k, "sqrt", fm, sum, NULL));
	}
	const char *nan = fcmp(k, fm, "uno", m, m);
	return ll_def(k->L, name, "select i1 %s, %s %s, %s %s", nan, k->et, lo, k->et, m).s;
}

/* %m = complex.abs %x : complex<f32>  ->  magnitude() of its parts */
void lower_complex_abs(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->opnd[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	lower_set(lw, op, 0, lv_str(magnitude(&k, op->flags, a, b, false, hint(op))));
}

/* atan2(y, x) with flags fm: the libm function (f32: atan2f), as LLVM
 * makes of MLIR's llvm.atan2, which LLVM 15 lacks; f16 and bf16 through
 * float */
static const char *atan2_of(const Cplx *k, const char *y, const char *x, const char *name)
{
	return lower_libm_call(k->lw, "atan2", k->e, k->fm, (const char *const[]){y, x}, 2, name).s;
}

/* %g = complex.angle %x : complex<f32>  ->  atan2f(im, re) */
void lower_complex_angle(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->opnd[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	lower_set(lw, op, 0, lv_str(atan2_of(&k, b, a, hint(op))));
}

/* log(a + bi) with the op's flags: (log |x|, atan2(b, a)) */
static void log_parts(const Cplx *k, unsigned flags, const char *a, const char *b, const char **re, const char **im)
{
	*re = intrinsic(k, "log", k->fm, magnitude(k, flags, a, b, false, "abs"), NULL);
	*im = atan2_of(k, b, a, "arg");
}

/* %l = complex.log %x : complex<f32>  ->  log_parts() */
void lower_complex_log(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->opnd[0]->type);
	const char *a, *b, *re, *im;
	parts(&k, op, 0, &a, &b);
	log_parts(&k, op->flags, a, b, &re, &im);
	set_struct(&k, op, re, im);
}

/* %e = complex.exp %x : complex<f32>, x = a + bi:
 *   (e^a cos b, e^a sin b), each product taken as e^(a/2) * (e^(a/2) * .)
 *   where e^a is infinite, and the imaginary part 0 where b is 0 */
void lower_complex_exp(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	const char *e = intrinsic(&k, "exp", k.fm, a, NULL);
	const char *eh = intrinsic(&k, "exp", k.fm, fop(&k, "fmul", k.fm, a, half(&k)), NULL);
	const char *c = intrinsic(&k, "cos", k.fm, b, NULL), *s = intrinsic(&k, "sin", k.fm, b, NULL);
	const char *einf = fcmp(&k, k.fm, "oeq", e, inf(&k));
	const char *bzero = fcmp(&k, "", "oeq", b, zero(&k));
	const char *re1 = fop(&k, "fmul", k.fm, e, c), *re2 = fop(&k, "fmul", k.fm, fop(&k, "fmul", k.fm, eh, c), eh);
	const char *re = pick(&k, einf, re2, re1);
	const char *im1 = fop(&k, "fmul", k.fm, e, s), *im2 = fop(&k, "fmul", k.fm, fop(&k, "fmul", k.fm, eh, s), eh);
	const char *im = pick(&k, bzero, zero(&k), pick(&k, einf, im2, im1));
	set_struct(&k, op, re, im);
}

/* %s = complex.sin %x : complex<f32>, x = a + bi, with h = e^b / 2 and
 * g = 1 / (2 e^b):  ((h + g) sin a, (h - g) cos a)
 * complex.cos:     ((g + h) cos a, (g - h) sin a) */
void lower_complex_sin_cos(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	const char *e = intrinsic(&k, "exp", k.fm, b, NULL);
	const char *h = fop(&k, "fmul", k.fm, e, half(&k)), *g = fop(&k, "fdiv", k.fm, half(&k), e);
	const char *s = intrinsic(&k, "sin", k.fm, a, NULL), *c = intrinsic(&k, "cos", k.fm, a, NULL);
	bool sin = op->id == OP_COMPLEX_SIN;
	const char *x = sin ? h : g, *y = sin ? g : h;
	const char *re = fop(&k, "fmul", k.fm, fop(&k, "fadd", k.fm, x, y), sin ? s : c);
	set_struct(&k, op, re, fop(&k, "fmul", k.fm, fop(&k, "fsub", k.fm, x, y), sin ? c : s));
}

/* %l = complex.log1p %x : complex<f32>, x = a + bi, with u = a + 1:
 *   hi = maximum(|u|, |b|), lo = minimum(|u|, |b|), r = lo / hi,
 *   re = log1p(u > |b| ? a : hi - 1) + log1p(r*r) / 2 (lo where NaN),
 *   im = atan2(b, u); log1p(y) is log(1 + y), as math.log1p lowers.
 * The steps of r drop nnan and ninf, as MLIR's. */
void lower_complex_log1p(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	const char *fm2 = lower_fastmath(lw, op->flags & ~(unsigned)(FM_NNAN | FM_NINF));
	const char *u = fop(&k, "fadd", k.fm, a, one(&k));
	const char *fu = intrinsic(&k, "fabs", k.fm, u, NULL), *fb = intrinsic(&k, "fabs", k.fm, b, NULL);
	const char *hi = minmax(&k, true, fu, fb, "max"), *lo = minmax(&k, false, fu, fb, "min");
	const char *gt = fcmp(&k, k.fm, "ogt", u, fb);
	const char *x = pick(&k, gt, a, fop(&k, "fsub", k.fm, hi, one(&k)));
	const char *r = fop(&k, "fdiv", fm2, lo, hi);
	const char *l1 = intrinsic(&k, "log", k.fm, fop(&k, "fadd", k.fm, one(&k), x), NULL);
	const char *rr = fop(&k, "fmul", fm2, r, r);
	const char *l2 = intrinsic(&k, "log", fm2, fop(&k, "fadd", fm2, one(&k), rr), NULL);
	const char *sum = fop(&k, "fadd", fm2, fop(&k, "fmul", fm2, l2, half(&k)), l1);
	const char *nan = fcmp(&k, fm2, "uno", sum, sum);
	const char *re = pick(&k, nan, lo, sum);
	set_struct(&k, op, re, atan2_of(&k, b, u, "arg"));
}

/* sqrt(a + bi) with the op's flags, in polar form:
 * m = sqrt|x| (magnitude's root), t = atan2(b, a) / 2,
 *   re = m cos t, or 0 for a = -inf and b finite, or inf for a = +inf or
 *        b infinite;
 *   im = m sin t, 0 where sin t is, NaN where m is; copysign(inf, b) for
 *        b infinite or a = -inf;
 * both 0 where m is 0 */
static void sqrt_parts(const Cplx *k, unsigned flags, const char *a, const char *b, const char **sre,
                       const char **sim)
{
	bool wide = k->e->width != 16;
	const char *ninf = wide ? "0xFFF0000000000000" : k->e->bf16 ? "0xRFF80" : "0xHFC00";
	const char *m = magnitude(k, flags, a, b, true, "root");
	const char *t = fop(k, "fmul", k->fm, atan2_of(k, b, a, "arg"), half(k));
	const char *c = intrinsic(k, "cos", k->fm, t, NULL), *s = intrinsic(k, "sin", k->fm, t, NULL);
	const char *szero = fcmp(k, k->fm, "oeq", s, zero(k));
	const char *re = fop(k, "fmul", k->fm, m, c), *im = fop(k, "fmul", k->fm, m, s);
	im = pick(k, szero, zero(k), im);
	const char *absb = intrinsic(k, "fabs", k->fm, b, NULL);
	const char *binf = fcmp(k, k->fm, "oeq", absb, inf(k));
	const char *bfin = fcmp(k, k->fm, "one", absb, inf(k));
	const char *apinf = fcmp(k, k->fm, "oeq", a, inf(k));
	const char *aninf = fcmp(k, k->fm, "oeq", a, ninf);
	re = pick(k, bitop(k, "and", aninf, bfin), zero(k), re);
	re = pick(k, bitop(k, "or", binf, apinf), inf(k), re);
	const char *infb = intrinsic(k, "copysign", k->fm, inf(k), b);
	im = pick(k, fcmp(k, "", "uno", m, m), nan_of(k), im);
	im = pick(k, bitop(k, "or", binf, aninf), infb, im);
	const char *mzero = fcmp(k, k->fm, "oeq", m, zero(k));
	*sre = pick(k, mzero, zero(k), re);
	*sim = pick(k, mzero, zero(k), im);
}

/* %r = complex.sqrt %x : complex<f32>  ->  sqrt_parts() */
void lower_complex_sqrt(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *re, *im;
	parts(&k, op, 0, &a, &b);
	sqrt_parts(&k, op->flags, a, b, &re, &im);
	set_struct(&k, op, re, im);
}

/* expm1(x) with flags fm, as math.expm1 lowers: exp(x) - 1 */
static const char *expm1_of(const Cplx *k, const char *x)
{
	return fop(k, "fsub", k->fm, intrinsic(k, "exp", k->fm, x, NULL), one(k));
}

/* A float constant of the element type, from its decimal double (as
 * MLIR rounds it to the type) */
static const char *constant(const Cplx *k, const char *text)
{
	bool neg = text[0] == '-';
	Attr a = {.kind = AT_FLOAT, .text = text + neg, .neg = neg};
	return lower_literal(k->lw, &a, k->e);
}

/* %t = complex.tanh %x : complex<f32>, x = a + bi, with e = expm1(2a),
 * f = expm1(-2a), c = cos b, s = sin b and d = e + f + 4c^2:
 *   ((e - f) / d, or copysign(1, a) where e + f is infinite;  4cs / d),
 * the real part NaN where 4cs is and a finite, the imaginary 0 where b is
 * or where a is infinite and 4cs NaN.
 * complex.tan x = -i tanh(ix): the same of (-b, a), as (im, -re). */
void lower_complex_tanh_tan(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *minus1 = constant(&k, "-1.0"), *four = constant(&k, "4.0");
	parts(&k, op, 0, &a, &b);
	bool tan = op->id == OP_COMPLEX_TAN;
	if (tan) {
		const char *t = a;
		a = fop(&k, "fmul", k.fm, b, minus1);
		b = t;
	}
	const char *a2 = fop(&k, "fadd", k.fm, a, a);
	const char *e = expm1_of(&k, a2), *f = expm1_of(&k, fop(&k, "fmul", k.fm, minus1, a2));
	const char *num = fop(&k, "fsub", k.fm, e, f);
	const char *c = intrinsic(&k, "cos", k.fm, b, NULL);
	const char *c4 = fop(&k, "fmul", k.fm, fop(&k, "fmul", k.fm, c, c), four);
	const char *s = intrinsic(&k, "sin", k.fm, b, NULL);
	const char *cs4 = fop(&k, "fmul", k.fm, four, fop(&k, "fmul", k.fm, c, s));
	const char *ef = fop(&k, "fadd", k.fm, e, f), *d = fop(&k, "fadd", k.fm, ef, c4);
	const char *efinf = fcmp(&k, k.fm, "oeq", ef, inf(&k));
	const char *sign = intrinsic(&k, "copysign", k.fm, minus1, a);
	const char *re = pick(&k, efinf, sign, fop(&k, "fdiv", k.fm, num, d));
	const char *im = fop(&k, "fdiv", k.fm, cs4, d);
	const char *ainf = fcmp(&k, k.fm, "oeq", intrinsic(&k, "fabs", k.fm, a, NULL), inf(&k));
	const char *bzero = fcmp(&k, k.fm, "oeq", b, zero(&k));
	const char *afin = bitop(&k, "xor", ainf, "true");
	const char *nan = fcmp(&k, k.fm, "uno", cs4, cs4);
	const char *re_nan = bitop(&k, "and", nan, afin), *im_zero = bitop(&k, "or", bzero, bitop(&k, "and", ainf, nan));
	re = pick(&k, re_nan, nan_of(&k), re);
	im = pick(&k, im_zero, zero(&k), im);
	if (tan)
		set_struct(&k, op, im, fop(&k, "fmul", k.fm, re, minus1));
	else
		set_struct(&k, op, re, im);
}

/* %e = complex.expm1 %x : complex<f32>, x = a + bi (as MLIR 22):
 *   re = expm1(a) (cm1(b) + 1) + cm1(b), im = e^a sin b (0 where b is 0),
 * cm1(b) = cos b - 1: for b^2 >= 0.61685 that difference, else a
 * polynomial in b^2 (Horner's, by fma) */
void lower_complex_expm1(Lower *lw, Op *op)
{
	static const char *const poly[] = {"4.7377507964246208E-14", "-1.147028484342536E-11",
	                                   "2.087675428708152E-9", "-2.755731921499979E-7",
	                                   "2.4801587301570551E-5", "-0.0013888888888888872",
	                                   "0.041666666666666664"};
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	const char *em1 = expm1_of(&k, a), *ea = fop(&k, "fadd", k.fm, em1, one(&k));
	const char *s = intrinsic(&k, "sin", k.fm, b, NULL);
	const char *cm1 = fop(&k, "fadd", k.fm, intrinsic(&k, "cos", k.fm, b, NULL), constant(&k, "-1.0"));
	const char *b2 = fop(&k, "fmul", k.fm, b, b), *b4 = fop(&k, "fmul", k.fm, b2, b2);
	const char *p = constant(&k, poly[0]);
	for (int i = 1; i < 7; i++) {
		const char *fn = ll_fmt(k.L, "llvm.fma%s", lower_mangle(lw, k.e));
		lower_declare(lw, fn, k.et, ll_fmt(k.L, "%s, %s, %s", k.et, k.et, k.et));
		p = ll_def(k.L, "fma", "call %s%s @%s(%s %s, %s %s, %s %s)", k.fm, k.et, fn, k.et, p, k.et, b2, k.et,
		           constant(&k, poly[i])).s;
	}
	const char *small = fop(&k, "fadd", k.fm, fop(&k, "fmul", k.fm, b4, p),
	                        fop(&k, "fmul", k.fm, constant(&k, "-0.5"), b2));
	const char *big = fcmp(&k, k.fm, "oge", b2, constant(&k, "0.61685"));
	cm1 = pick(&k, big, cm1, small);
	const char *re = fop(&k, "fadd", k.fm, fop(&k, "fmul", k.fm, em1, fop(&k, "fadd", k.fm, cm1, one(&k))), cm1);
	const char *bzero = fcmp(&k, k.fm, "oeq", b, zero(&k));
	set_struct(&k, op, re, pick(&k, bzero, zero(&k), fop(&k, "fmul", k.fm, ea, s)));
}

/* 1 / sqrt(x) with flags fm, as math.rsqrt lowers */
static const char *rsqrt_of(const Cplx *k, const char *fm, const char *x)
{
	return fop(k, "fdiv", fm, one(k), intrinsic(k, "sqrt", fm, x, NULL));
}

/* %r = complex.rsqrt %x : complex<f32>, x = a + bi (as MLIR 22), in
 * polar form: with hi = maximum(|a|, |b|), lo = minimum(|a|, |b|) and
 * r = lo / hi, the magnitude rsqrt(hi) sqrt(rsqrt(r*r + 1)) (rsqrt(lo)
 * where NaN), the angle -atan2(b, a) / 2; (copysign(0, a), -copysign(0, b))
 * where a is infinite or b is and a NaN; (inf, NaN) for x = 0. The
 * steps of r drop nnan and ninf, as MLIR's. */
void lower_complex_rsqrt(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *minus1 = constant(&k, "-1.0");
	parts(&k, op, 0, &a, &b);
	const char *fm2 = lower_fastmath(lw, op->flags & ~(unsigned)(FM_NNAN | FM_NINF));
	const char *fa = intrinsic(&k, "fabs", k.fm, a, NULL), *fb = intrinsic(&k, "fabs", k.fm, b, NULL);
	const char *hi = minmax(&k, true, fa, fb, "max"), *lo = minmax(&k, false, fa, fb, "min");
	const char *r = fop(&k, "fdiv", fm2, lo, hi);
	const char *s = rsqrt_of(&k, fm2, fop(&k, "fadd", fm2, fop(&k, "fmul", fm2, r, r), one(&k)));
	const char *rlo = rsqrt_of(&k, fm2, lo), *rhi = rsqrt_of(&k, fm2, hi);
	const char *m = fop(&k, "fmul", fm2, rhi, intrinsic(&k, "sqrt", fm2, s, NULL));
	m = pick(&k, fcmp(&k, fm2, "uno", m, m), rlo, m);
	const char *t = fop(&k, "fmul", k.fm, atan2_of(&k, b, a, "arg"), constant(&k, "-0.5"));
	const char *re = fop(&k, "fmul", k.fm, m, intrinsic(&k, "cos", k.fm, t, NULL));
	const char *im = fop(&k, "fmul", k.fm, m, intrinsic(&k, "sin", k.fm, t, NULL));
	const char *za = intrinsic(&k, "copysign", k.fm, zero(&k), a);
	const char *zb = fop(&k, "fmul", k.fm, minus1, intrinsic(&k, "copysign", k.fm, zero(&k), b));
	const char *binf = fcmp(&k, k.fm, "oeq", intrinsic(&k, "fabs", k.fm, b, NULL), inf(&k));
	const char *anan = fcmp(&k, k.fm, "uno", a, a);
	const char *ainf = fcmp(&k, k.fm, "oeq", intrinsic(&k, "fabs", k.fm, a, NULL), inf(&k));
	const char *big = bitop(&k, "or", bitop(&k, "and", binf, anan), ainf);
	re = pick(&k, big, za, re);
	im = pick(&k, big, zb, im);
	const char *az = fcmp(&k, k.fm, "oeq", a, zero(&k));
	const char *bz = fcmp(&k, k.fm, "oeq", b, zero(&k));
	const char *z = bitop(&k, "and", az, bz);
	set_struct(&k, op, pick(&k, z, inf(&k), re),
	           pick(&k, z, nan_of(&k), im));
}

/* %p = complex.pow %x, %y : complex<f32>, x = a + bi, y = c + di (as
 * MLIR 22): with m = |x| (magnitude()) and t = atan2(b, a),
 *   m^c e^(-dt) (cos(ct + d log m), sin(ct + d log m)),
 * but for the cases it takes apart, in this order: x = 0 and y real and
 * c >= 0 (1 for c = 0, else 0); y = 0 (1); x = 1 (1); x = +inf and y
 * real (+inf for c > 0, 0 for c < 0).
 * complex.powi %x, %n: the same with y = (sitofp n, 0) */
void lower_complex_pow(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *c, *d;
	parts(&k, op, 0, &a, &b);
	if (op->id == OP_COMPLEX_POWI) {
		c = ll_def(k.L, "exp", "sitofp %s %s to %s", type_ll(lw->cx, op->opnd[1]->type), lower_opnd(op, 1).s,
		           k.et).s;
		d = zero(&k);
	} else {
		parts(&k, op, 1, &c, &d);
	}
	const char *m = magnitude(&k, op->flags, a, b, false, "abs");
	const char *mc = intrinsic(&k, "pow", k.fm, m, c);
	const char *nd = ll_def(k.L, "neg", "fneg %s%s %s", k.fm, k.et, d).s;
	const char *t = atan2_of(&k, b, a, "arg");
	const char *r = fop(&k, "fmul", k.fm, mc, intrinsic(&k, "exp", k.fm, fop(&k, "fmul", k.fm, nd, t), NULL));
	const char *lm = intrinsic(&k, "log", k.fm, m, NULL);
	const char *w = fop(&k, "fadd", k.fm, fop(&k, "fmul", k.fm, c, t), fop(&k, "fmul", k.fm, d, lm));
	const char *cw = intrinsic(&k, "cos", k.fm, w, NULL), *sw = intrinsic(&k, "sin", k.fm, w, NULL);
	const char *mz = fcmp(&k, k.fm, "oeq", m, zero(&k));
	const char *dz = fcmp(&k, k.fm, "oeq", d, zero(&k));
	const char *cz = fcmp(&k, k.fm, "oeq", c, zero(&k));
	const char *bz = fcmp(&k, k.fm, "oeq", b, zero(&k));
	const char *cnn = fcmp(&k, k.fm, "ole", zero(&k), c);
	const char *re = fop(&k, "fmul", k.fm, r, cw), *im = fop(&k, "fmul", k.fm, r, sw);
	const char *zero_re = pick(&k, cz, one(&k), zero(&k));   /* 0^c: 1 for c = 0, else 0 */
	const char *at_zero = bitop(&k, "and", bitop(&k, "and", mz, dz), cnn);
	re = pick(&k, at_zero, zero_re, re);
	im = pick(&k, at_zero, zero(&k), im);
	const char *y0 = bitop(&k, "and", cz, dz);
	re = pick(&k, y0, one(&k), re);
	im = pick(&k, y0, zero(&k), im);
	const char *x1 = bitop(&k, "and", fcmp(&k, k.fm, "oeq", a, one(&k)), bz);
	re = pick(&k, x1, one(&k), re);
	im = pick(&k, x1, zero(&k), im);
	const char *xinf = bitop(&k, "and", fcmp(&k, k.fm, "oeq", a, inf(&k)), bz);
	const char *cpos = fcmp(&k, k.fm, "ogt", c, zero(&k));
	const char *to_inf = bitop(&k, "and", xinf, bitop(&k, "and", dz, cpos));
	re = pick(&k, to_inf, inf(&k), re);
	im = pick(&k, to_inf, zero(&k), im);
	const char *cneg = fcmp(&k, k.fm, "olt", c, zero(&k));
	const char *to_zero = bitop(&k, "and", xinf, bitop(&k, "and", dz, cneg));
	set_struct(&k, op, pick(&k, to_zero, zero(&k), re), pick(&k, to_zero, zero(&k), im));
}

/* %t = complex.atan2 %y, %x : complex<f32> (as MLIR 22):
 *   -i log((x + iy) / sqrt(x*x + y*y)),
 * each step the complex op MLIR's expansion makes of it, with the op's
 * flags: mul_parts(), fadd, sqrt_parts(), div_parts(), log_parts() */
void lower_complex_atan2(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b, *c, *d, *re, *im, *re2, *im2;
	parts(&k, op, 0, &a, &b);   /* y */
	parts(&k, op, 1, &c, &d);   /* x */
	mul_parts(&k, c, d, c, d, &re, &im);
	mul_parts(&k, a, b, a, b, &re2, &im2);
	re = fop(&k, "fadd", k.fm, re, re2);
	im = fop(&k, "fadd", k.fm, im, im2);
	sqrt_parts(&k, op->flags, re, im, &re2, &im2);
	mul_parts(&k, zero(&k), one(&k), a, b, &re, &im);
	re = fop(&k, "fadd", k.fm, c, re);
	im = fop(&k, "fadd", k.fm, d, im);
	div_parts(&k, re, im, re2, im2, &re, &im);
	log_parts(&k, op->flags, re, im, &re, &im);
	mul_parts(&k, zero(&k), constant(&k, "-1.0"), re, im, &re, &im);
	set_struct(&k, op, re, im);
}

/* %s = complex.sign %x : complex<f32>  ->  x where both parts are 0,
 * else x / |x| part by part */
void lower_complex_sign(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->res[0]->type);
	const char *a, *b;
	parts(&k, op, 0, &a, &b);
	const char *az = fcmp(&k, "", "oeq", a, zero(&k)), *bz = fcmp(&k, "", "oeq", b, zero(&k));
	const char *z = bitop(&k, "and", az, bz);
	const char *m = magnitude(&k, op->flags, a, b, false, "abs");
	const char *re = fop(&k, "fdiv", k.fm, a, m), *im = fop(&k, "fdiv", k.fm, b, m);
	LVal p = ll_def(k.L, "part", "insertvalue %s poison, %s %s, 0", k.ct, k.et, re);
	LVal q = ll_def(k.L, "unit", "insertvalue %s %s, %s %s, 1", k.ct, p.s, k.et, im);
	lower_set(lw, op, 0, ll_def(k.L, hint(op), "select i1 %s, %s %s, %s %s", z, k.ct, lower_opnd(op, 0).s, k.ct, q.s));
}

/* %e = complex.eq %x, %y : complex<f32>
 *   -> and i1 (fcmp oeq x.re, y.re), (fcmp oeq x.im, y.im)
 * complex.neq: or of fcmp une */
void lower_complex_eq(Lower *lw, Op *op)
{
	Cplx k = cplx(lw, op, op->opnd[0]->type);
	const char *a, *b, *c, *d, *pred = op_info[op->id].mnemonic;
	parts(&k, op, 0, &a, &b);
	parts(&k, op, 1, &c, &d);
	const char *re = fcmp(&k, "", pred, a, c), *im = fcmp(&k, "", pred, b, d);
	lower_set(lw, op, 0, ll_def(k.L, hint(op), "%s i1 %s, %s", op->id == OP_COMPLEX_EQ ? "and" : "or", re, im));
}
