/* math dialect: the elementary functions, as MLIR 22 lowers them
 * (convert-to-llvm, and convert-math-to-libm for the ops it leaves). An op
 * is a call of an intrinsic (llvm.sqrt.f32) or of a libm function (cbrtf,
 * cbrt), each declared once per module; a libm function takes float or
 * double, so f16 and bf16 go through float and a vector goes lane by lane.
 * rsqrt, expm1, log1p, isnan, isfinite, sincos and ipowi expand as MLIR's
 * patterns do, with the same results. fastmath flags go on every call. */
#include <stdio.h>
#include <string.h>
#include "lower.h"

static const char *hint(Op *op)
{
	return op->res[0]->name;
}

static const char *flags_of(Lower *lw, Op *op)
{
	return type_is_float_like(op->opnd[0]->type) ? lower_fastmath(lw, op->flags) : "";
}

/* "T a, T b, T c" of n values of LLVM type t */
static const char *arg_list(Lower *lw, const char *t, const char *const *v, int n)
{
	const char *s = ll_fmt(&lw->ll, "%s %s", t, v[0]);
	for (int i = 1; i < n; i++)
		s = ll_fmt(&lw->ll, "%s, %s %s", s, t, v[i]);
	return s;
}

/* "t, t, t": n parameters of type t */
static const char *params(Lower *lw, const char *t, int n)
{
	const char *s = t;
	for (int i = 1; i < n; i++)
		s = ll_fmt(&lw->ll, "%s, %s", s, t);
	return s;
}

/* @llvm.NAME.<t>, declared with n parameters of type t (and an i1 after
 * them if flag) */
static const char *intrinsic(Lower *lw, const char *base, Type *t, int n, bool flag)
{
	const char *tl = type_ll(lw->cx, t);
	const char *name = ll_fmt(&lw->ll, "%s%s", base, lower_mangle(lw, t));
	const char *ps = params(lw, tl, n);
	lower_declare(lw, name, tl, flag ? ll_fmt(&lw->ll, "%s, i1", ps) : ps);
	return name;
}

/* %r = call fm T @llvm.NAME.<T>(T %a, ...) of the op's operands */
static LVal call_intrinsic(Lower *lw, Op *op, const char *base, const char *const *args,
                           const char *name)
{
	Type *t = op->opnd[0]->type;
	/* abs, ctlz and cttz are not poison on INT_MIN and 0, as in MLIR */
	bool flag = op->id == OP_MATH_ABSI || op->id == OP_MATH_CTLZ || op->id == OP_MATH_CTTZ;
	const char *fn = intrinsic(lw, base, t, op->nopnd, flag), *tl = type_ll(lw->cx, t);
	return ll_def(&lw->ll, name, "call %s%s @%s(%s%s)", flags_of(lw, op), tl, fn,
	              arg_list(lw, tl, args, op->nopnd), flag ? ", i1 false" : "");
}

/* A scalar lane of an op done by a function call: its operands, the
 * hint for its value. */
typedef LVal (*LaneFn)(Lower *lw, Op *op, const char *const *args, const char *name);

/* The op's operands, lane by lane if they are vectors: f on each lane,
 * the results inserted into a vector in order. */
static LVal by_lane(Lower *lw, Op *op, LaneFn f)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[0]->type;
	const char *args[3];
	if (t->kind != TY_VECTOR) {
		for (int i = 0; i < op->nopnd; i++)
			args[i] = lower_opnd(op, i).s;
		return f(lw, op, args, hint(op));
	}
	const char *vt = type_ll(lw->cx, t), *et = type_ll(lw->cx, t->elem), *acc = "poison";
	int64_t lanes = t->shape[0];
	for (int64_t k = 0; k < lanes; k++) {
		for (int i = 0; i < op->nopnd; i++)
			args[i] = ll_def(L, "lane", "extractelement %s %s, i64 %lld", vt, lower_opnd(op, i).s,
			                 (long long)k).s;
		LVal r = f(lw, op, args, "lane");
		acc = ll_def(L, k + 1 == lanes ? hint(op) : "acc", "insertelement %s %s, %s %s, i64 %lld", vt,
		             acc, et, r.s, (long long)k).s;
	}
	return lv_str(acc);
}

/* A call of libm's base on n values of the float type e with flags:
 * cbrtf(float) for f32 (and f16, bf16 through float, as MLIR's
 * math-to-libm extends them), cbrt(double) for f64 */
LVal lower_libm_call(Lower *lw, const char *base, Type *e, const char *flags, const char *const *args, int n,
                     const char *name)
{
	LFunc *L = &lw->ll;
	const char *et = type_ll(lw->cx, e);
	bool dbl = e->width == 64, narrow = e->width < 32;
	const char *ct = dbl ? "double" : "float", *fn = dbl ? base : ll_fmt(L, "%sf", base);
	const char *wide[3];
	for (int i = 0; i < n; i++)
		wide[i] = narrow ? ll_def(L, "ext", "fpext %s %s to float", et, args[i]).s : args[i];
	lower_declare(lw, fn, ct, params(lw, ct, n));
	LVal r = ll_def(L, narrow ? "wide" : name, "call %s%s @%s(%s)", flags, ct, fn, arg_list(lw, ct, wide, n));
	return narrow ? ll_def(L, name, "fptrunc float %s to %s", r.s, et) : r;
}

/* One lane of an op's libm call */
static LVal libm_lane(Lower *lw, Op *op, const char *const *args, const char *name)
{
	return lower_libm_call(lw, op_info[op->id].mnemonic, type_scalar(op->opnd[0]->type), flags_of(lw, op), args,
	                       op->nopnd, name);
}

/* %r = math.sqrt %x fastmath<fast> : f32
 *   -> %r = call fast float @llvm.sqrt.f32(float %x)
 * %r = math.cbrt %x : f16
 *   -> %ext = fpext half %x to float
 *      %wide = call float @cbrtf(float %ext)
 *      %r = fptrunc float %wide to half */
void lower_math_call(Lower *lw, Op *op)
{
	const char *m = op_info[op->id].mnemonic;
	if (strncmp(m, "llvm.", 5)) {
		lower_set(lw, op, 0, by_lane(lw, op, libm_lane));
		return;
	}
	const char *args[3];
	for (int i = 0; i < op->nopnd; i++)
		args[i] = lower_opnd(op, i).s;
	lower_set(lw, op, 0, call_intrinsic(lw, op, m, args, hint(op)));
}

/* 1.0 of the op's float type, splatted for a vector */
static const char *one(Lower *lw, Type *t)
{
	Type *e = type_scalar(t);
	const char *s = e->width == 16 ? (e->bf16 ? "0xR3F80" : "0xH3C00") : "1.000000e+00";
	return lower_splat(lw, t, s).s;
}

/* %r = math.rsqrt %x : f32
 *   -> %s = call float @llvm.sqrt.f32(float %x)
 *      %r = fdiv float 1.000000e+00, %s */
void lower_math_rsqrt(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type;
	const char *x = lower_opnd(op, 0).s;
	LVal s = call_intrinsic(lw, op, op_info[op->id].mnemonic, &x, "sqrt");
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "fdiv %s%s %s, %s", flags_of(lw, op),
	                            type_ll(lw->cx, t), one(lw, t), s.s));
}

/* %r = math.expm1 %x : f32
 *   -> %e = call float @llvm.exp.f32(float %x)
 *      %r = fsub float %e, 1.000000e+00 */
void lower_math_expm1(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type;
	const char *x = lower_opnd(op, 0).s;
	LVal e = call_intrinsic(lw, op, op_info[op->id].mnemonic, &x, "exp");
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "fsub %s%s %s, %s", flags_of(lw, op),
	                            type_ll(lw->cx, t), e.s, one(lw, t)));
}

/* %r = math.log1p %x : f32
 *   -> %s = fadd float 1.000000e+00, %x
 *      %r = call float @llvm.log.f32(float %s) */
void lower_math_log1p(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type;
	const char *s = ll_def(&lw->ll, "sum", "fadd %s%s %s, %s", flags_of(lw, op), type_ll(lw->cx, t),
	                       one(lw, t), lower_opnd(op, 0).s).s;
	lower_set(lw, op, 0, call_intrinsic(lw, op, op_info[op->id].mnemonic, &s, hint(op)));
}

/* %r = math.fpowi %x, %n : f32, i32
 *   -> %r = call float @llvm.powi.f32.i32(float %x, i32 %n)
 * A narrower exponent is sign-extended: code generators take llvm.powi of
 * a C int only (the verifier turns away a wider one). */
void lower_math_fpowi(Lower *lw, Op *op)
{
	Type *t = op->opnd[0]->type, *n = op->opnd[1]->type;
	const char *tl = type_ll(lw->cx, t), *nl = type_ll(lw->cx, n), *e = lower_opnd(op, 1).s;
	if (type_bits(lw->cx, n) < 32)
		e = ll_def(&lw->ll, "exp", "sext %s %s to i32", nl, e).s;
	const char *fn = ll_fmt(&lw->ll, "%s%s.i32", op_info[op->id].mnemonic, lower_mangle(lw, t));
	lower_declare(lw, fn, tl, ll_fmt(&lw->ll, "%s, i32", tl));
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "call %s%s @%s(%s %s, i32 %s)", flags_of(lw, op),
	                            tl, fn, tl, lower_opnd(op, 0).s, e));
}

/* %s, %c = math.sincos %x : f32
 *   -> %s = call float @llvm.sin.f32(float %x)
 *      %c = call float @llvm.cos.f32(float %x)
 * (llvm.sincos, which MLIR 22 calls, is not in LLVM 15; LLVM makes one
 * sincos call of the two) */
void lower_math_sincos(Lower *lw, Op *op)
{
	const char *x = lower_opnd(op, 0).s;
	lower_set(lw, op, 0, call_intrinsic(lw, op, "llvm.sin", &x, op->res[0]->name));
	lower_set(lw, op, 1, call_intrinsic(lw, op, "llvm.cos", &x, op->res[1]->name));
}

/* %r = math.isnan %x : f32      ->  %r = fcmp uno float %x, %x
 * %r = math.isfinite %x : f32   ->  %a = call float @llvm.fabs.f32(float %x)
 *                                   %r = fcmp one float %a, 0x7FF0000000000000
 * (MLIR 22 calls llvm.is.fpclass, which is not in LLVM 15: the same
 * results, without the fastmath flags, as MLIR drops them) */
void lower_math_class(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	Type *t = op->opnd[0]->type, *e = type_scalar(t);
	const char *tl = type_ll(lw->cx, t), *x = lower_opnd(op, 0).s;
	if (op->id == OP_MATH_ISNAN) {
		lower_set(lw, op, 0, ll_def(L, hint(op), "fcmp uno %s %s, %s", tl, x, x));
		return;
	}
	const char *fn = intrinsic(lw, "llvm.fabs", t, 1, false);
	LVal a = ll_def(L, "abs", "call %s @%s(%s %s)", tl, fn, tl, x);
	const char *inf = e->width == 16 ? (e->bf16 ? "0xR7F80" : "0xH7C00") : "0x7FF0000000000000";
	lower_set(lw, op, 0, ll_def(L, hint(op), "fcmp one %s %s, %s", tl, a.s, lower_splat(lw, t, inf).s));
}

/* The body of @__mlir_math_ipowi_T, as MLIR's convert-math-to-funcs
 * outlines it: 1 for p == 0; for p < 0, 1 / b (b = 0 divides by zero, as
 * there), 1, -1 or 0; else squaring and multiplying along p's bits. */
static const char *ipowi_body(Lower *lw, const char *t, const char *name)
{
	static const char body[] =
		"define linkonce_odr $1 @$2($1 %b, $1 %p) {\n"
		"entry:\n"
		"  %p.zero = icmp eq $1 %p, 0\n"
		"  br i1 %p.zero, label %one, label %p.nonzero\n"
		"one:\n"
		"  ret $1 1\n"
		"p.nonzero:\n"
		"  %p.neg = icmp sle $1 %p, 0\n"
		"  br i1 %p.neg, label %neg, label %loop\n"
		"neg:\n"
		"  %b.zero = icmp eq $1 %b, 0\n"
		"  br i1 %b.zero, label %div.zero, label %b.nonzero\n"
		"div.zero:\n"
		"  %q = sdiv $1 1, 0\n"
		"  ret $1 %q\n"
		"b.nonzero:\n"
		"  %b.one = icmp eq $1 %b, 1\n"
		"  br i1 %b.one, label %one, label %b.other\n"
		"b.other:\n"
		"  %b.minus1 = icmp eq $1 %b, -1\n"
		"  br i1 %b.minus1, label %minus1, label %zero\n"
		"minus1:\n"
		"  %p.bit = and $1 %p, 1\n"
		"  %p.odd = icmp ne $1 %p.bit, 0\n"
		"  %sign = select i1 %p.odd, $1 -1, $1 1\n"
		"  ret $1 %sign\n"
		"zero:\n"
		"  ret $1 0\n"
		"loop:\n"
		"  %acc = phi $1 [ 1, %p.nonzero ], [ %acc.next, %square ]\n"
		"  %base = phi $1 [ %b, %p.nonzero ], [ %base.sq, %square ]\n"
		"  %exp = phi $1 [ %p, %p.nonzero ], [ %exp.next, %square ]\n"
		"  %bit = and $1 %exp, 1\n"
		"  %odd = icmp ne $1 %bit, 0\n"
		"  %prod = mul $1 %acc, %base\n"
		"  %acc.next = select i1 %odd, $1 %prod, $1 %acc\n"
		"  %exp.next = lshr $1 %exp, 1\n"
		"  %done = icmp eq $1 %exp.next, 0\n"
		"  br i1 %done, label %exit, label %square\n"
		"exit:\n"
		"  ret $1 %acc.next\n"
		"square:\n"
		"  %base.sq = mul $1 %base, %base\n"
		"  br label %loop\n"
		"}";
	return lower_template(lw, body, (const char *[]){t, name});
}

static LVal ipowi_lane(Lower *lw, Op *op, const char *const *args, const char *name)
{
	const char *t = type_ll(lw->cx, type_scalar(op->opnd[0]->type));
	const char *fn = ll_fmt(&lw->ll, "__mlir_math_ipowi_%s", t);
	if (!lower_has_decl(lw, fn))
		ll_need_decl(lw->cx, fn, ipowi_body(lw, t, fn));
	return ll_def(&lw->ll, name, "call %s @%s(%s %s, %s %s)", t, fn, t, args[0], t, args[1]);
}

/* %r = math.ipowi %b, %p : i32
 *   -> %r = call i32 @__mlir_math_ipowi_i32(i32 %b, i32 %p)
 * with the function defined once for the module (a vector lane by lane) */
void lower_math_ipowi(Lower *lw, Op *op)
{
	lower_set(lw, op, 0, by_lane(lw, op, ipowi_lane));
}
