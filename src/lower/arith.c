/* arith dialect: integer and float arithmetic, comparisons, select, casts
 * and constants. Most ops are one LLVM instruction named in ops.def; the
 * signed/unsigned rounding divisions expand as MLIR's arith-expand does. */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "lower.h"

static const char *rty(Lower *lw, Op *op)
{
	return type_ll(lw->cx, op->res[0]->type);
}

static const char *hint(Op *op)
{
	return op->res[0]->name;
}

/* "type value" into the line being assembled at n: a budget of 33 */
static LLine put_typed(LFunc *L, LLine n, const char *type, const char *value)
{
	n = ll_str_in(L, n, type);
	n = LL_LIT_IN(n, " ");
	return ll_str_in(L, n, value);
}

const char *lower_fastmath(Lower *lw, unsigned f)
{
	if ((f & FM_FAST) == FM_FAST)
		return "fast ";
	if (!(f & FM_FAST))
		return "";
	static const struct { unsigned f; const char *s; } fl[] = {
		{FM_NNAN, "nnan "}, {FM_NINF, "ninf "}, {FM_NSZ, "nsz "}, {FM_ARCP, "arcp "},
		{FM_CONTRACT, "contract "}, {FM_AFN, "afn "}, {FM_REASSOC, "reassoc "},
	};
	char buf[96] = "";
	for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++)
		if (f & fl[i].f)
			strcat(buf, fl[i].s);
	return arena_strndup(lw->ll.a, buf, strlen(buf));
}

static const char *int_flags(Op *op)
{
	if (!(op->flags & (FLAG_NSW | FLAG_NUW)))
		return "";
	const char *m = op_info[op->id].mnemonic;
	bool wraps = !strcmp(m, "add") || !strcmp(m, "sub") || !strcmp(m, "mul") || !strcmp(m, "shl");
	if (!wraps)
		return "";
	switch (op->flags & (FLAG_NSW | FLAG_NUW)) {
	case FLAG_NSW: return "nsw ";
	case FLAG_NUW: return "nuw ";
	case FLAG_NSW | FLAG_NUW: return "nuw nsw ";
	}
	return "";
}

/* %r = arith.addi %a, %b overflow<nsw> : i32  ->  %r = add nsw i32 %a, %b */
void lower_binop(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *flags = type_is_float_like(op->res[0]->type) ? lower_fastmath(lw, op->flags) : int_flags(op);
	const char *t = rty(lw, op);
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 106 */
	n = ll_str_in(L, n, op_info[op->id].mnemonic);
	n = LL_LIT_IN(n, " ");
	if (*flags)
		n = ll_str_in(L, n, flags);
	ll_end_in(L, ll_operands2(L, n, t, lower_opnd(op, 0).s, lower_opnd(op, 1).s));
}

/* %r = arith.negf %a : f32  ->  %r = fneg float %a */
void lower_negf(Lower *lw, Op *op)
{
	lower_set(lw, op, 0, ll_def(&lw->ll, hint(op), "fneg %s%s %s", lower_fastmath(lw, op->flags),
	                            rty(lw, op), lower_opnd(op, 0).s));
}

static const char *minimum_function(Lower *lw, bool max, Type *ty);

/* %r = arith.maxsi %a, %b : i32  ->  %r = call i32 @llvm.smax.i32(i32 %a, i32 %b)
 * (arith.minimumf and maximumf: minimum_function's) */
void lower_intrinsic(Lower *lw, Op *op)
{
	const char *t = rty(lw, op);
	LFunc *L = &lw->ll;
	/* named and declared once for the module, by op and type (one of the
	 * module's types, as they all are but a function's own) */
	Type *ty = op->res[0]->type;
	const char *own = NULL, **name = ty->local ? &own : ll_kept(L, (uintptr_t)op->id, (uintptr_t)ty);
	if (!*name) {
		const char *s;
		if (op->id == OP_ARITH_MINIMUMF || op->id == OP_ARITH_MAXIMUMF) {
			s = minimum_function(lw, op->id == OP_ARITH_MAXIMUMF, ty);
		} else {
			s = ll_fmt(L, "llvm.%s%s", op_info[op->id].mnemonic, lower_mangle(lw, ty));
			lower_declare(lw, s, t, ll_fmt(L, "%s, %s", t, t));
		}
		*name = ty->local ? s : arena_strndup(&lw->cx->perm, s, strlen(s));
	}
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 130 */
	n = LL_LIT_IN(n, "call ");
	n = ll_str_in(L, n, t);
	n = LL_LIT_IN(n, " @");
	n = ll_str_in(L, n, *name);
	n = LL_LIT_IN(n, "(");
	n = put_typed(L, n, t, lower_opnd(op, 0).s);
	n = LL_LIT_IN(n, ", ");
	n = put_typed(L, n, t, lower_opnd(op, 1).s);
	ll_end_in(L, LL_LIT_IN(n, ")"));
}

LVal lower_splat(Lower *lw, Type *t, const char *scalar)
{
	if (t->kind != TY_VECTOR)
		return lv_str(scalar);
	const char *et = type_ll(lw->cx, t->elem);
	int64_t n = t->shape[t->rank - 1];
	size_t ne = strlen(et), ns = strlen(scalar);
	char *s = arena_alloc(lw->ll.a, (size_t)n * (ne + ns + 3) + 3), *p = s;
	*p++ = '<';
	for (int64_t i = 0; i < n; i++) {   /* written on, not strcat: linear */
		if (i) {
			memcpy(p, ", ", 2);
			p += 2;
		}
		memcpy(p, et, ne);
		p[ne] = ' ';
		memcpy(p + ne + 1, scalar, ns);
		p += ne + 1 + ns;
	}
	memcpy(p, ">", 2);
	return lv_str(s);
}

/* elem, or a vector of elem of t's shape if t is a vector */
static Type *shaped_like(Lower *lw, Type *t, Type *elem)
{
	if (t->kind != TY_VECTOR)
		return elem;
	return type_intern(lw->cx, &(Type){.kind = TY_VECTOR, .rank = t->rank, .shape = t->shape, .elem = elem});
}

/* The type of a comparison of t: i1, or a vector of i1 of t's shape. */
static const char *cmp_type(Lower *lw, Type *t)
{
	return t->kind != TY_VECTOR ? "i1" : type_ll(lw->cx, shaped_like(lw, t, type_int(lw->cx, 1)));
}

/* The body of @__ir2ll.minimum.T (max: maximum), what LLVM makes of
 * llvm.minimum where it has to expand it: a < b ? a : b < a ? b :
 * bits(a) | bits(b) (the sign of equal zeros; and-ed for the maximum),
 * or NaN (a + b) if either is one */
static const char *minimum_body(Lower *lw, bool max, Type *ty, const char *name)
{
	static const char body[] =
		"define linkonce_odr $1 @$2($1 %a, $1 %b) alwaysinline {\n"
		"entry:\n"
		"  %uno = fcmp uno $1 %a, %b\n"
		"  %nan = fadd $1 %a, %b\n"
		"  %first = fcmp $5 $1 %a, %b\n"
		"  %second = fcmp $5 $1 %b, %a\n"
		"  %a.bits = bitcast $1 %a to $3\n"
		"  %b.bits = bitcast $1 %b to $3\n"
		"  %bits = $6 $3 %a.bits, %b.bits\n"
		"  %zero = bitcast $3 %bits to $1\n"
		"  %pick = select $4 %second, $1 %b, $1 %zero\n"
		"  %pick.1 = select $4 %first, $1 %a, $1 %pick\n"
		"  %r = select $4 %uno, $1 %nan, $1 %pick.1\n"
		"  ret $1 %r\n"
		"}";
	Type *is = shaped_like(lw, ty, type_int(lw->cx, type_scalar(ty)->width));
	const char *t = type_ll(lw->cx, ty), *it = type_ll(lw->cx, is), *ct = cmp_type(lw, ty);
	const char *cmp = max ? "ogt" : "olt", *bits = max ? "and" : "or";
	return lower_template(lw, body, (const char *[]){t, name, it, ct, cmp, bits});
}

static const char *minimum_function(Lower *lw, bool max, Type *ty);

/* The body of @__ir2ll.minimum.T for bfloat T: the float one's, on the
 * operands made float (exactly; the result is one of them or a NaN, so
 * the truncation is exact too). On bfloat itself, LLVM 15 to 22's x86
 * code generators miscompile the and of the bits with -0.0's, which
 * demands the sign bit alone (fixed in LLVM 23: llvm-project #189363). */
static const char *widened_body(Lower *lw, bool max, Type *ty, const char *name)
{
	static const char body[] =
		"define linkonce_odr $1 @$2($1 %a, $1 %b) alwaysinline {\n"
		"entry:\n"
		"  %a.f = fpext $1 %a to $3\n"
		"  %b.f = fpext $1 %b to $3\n"
		"  %r.f = call $3 @$4($3 %a.f, $3 %b.f)\n"
		"  %r = fptrunc $3 %r.f to $1\n"
		"  ret $1 %r\n"
		"}";
	Type *wide = shaped_like(lw, ty, type_float(lw->cx, 32, false));
	const char *t = type_ll(lw->cx, ty), *wt = type_ll(lw->cx, wide);
	return lower_template(lw, body, (const char *[]){t, name, wt, minimum_function(lw, max, wide)});
}

/* The function of IEEE 754-2019 minimum (max: maximum) on type ty, a
 * float or a vector of floats (NaN if either operand is, -0 below +0),
 * declared or defined for the module: llvm.minimum.T from LLVM 19 on;
 * for older LLVMs, whose x86 code generators cannot select it,
 * __ir2ll.minimum.T, which expands it (and is inlined). */
static const char *minimum_function(Lower *lw, bool max, Type *ty)
{
	const char *t = type_ll(lw->cx, ty), *op = max ? "maximum" : "minimum";
	bool intrinsic = lw->cx->opt->llvm_version >= 19;
	const char *fn = ll_fmt(&lw->ll, "%s.%s%s", intrinsic ? "llvm" : "__ir2ll", op, lower_mangle(lw, ty));
	if (intrinsic)
		lower_declare(lw, fn, t, ll_fmt(&lw->ll, "%s, %s", t, t));
	else if (!lower_has_decl(lw, fn))
		ll_need_decl(lw->cx, fn, type_scalar(ty)->bf16 ? widened_body(lw, max, ty, fn) : minimum_body(lw, max, ty, fn));
	return fn;
}

LVal lower_minimum(Lower *lw, bool max, Type *ty, const char *a, const char *b, const char *name)
{
	const char *t = type_ll(lw->cx, ty);
	return ll_def(&lw->ll, name, "call %s @%s(%s %s, %s %s)", t, minimum_function(lw, max, ty), t, a, t, b);
}

/* What the expanded divisions share: the type, its comparison type, the
 * operands, and 0 and 1 of the type (splatted for vectors). */
typedef struct Div {
	LFunc *L;
	const char *t, *ct, *a, *b, *zero, *one;
} Div;

static Div div_operands(Lower *lw, Op *op)
{
	Type *ty = op->res[0]->type;
	return (Div){&lw->ll, rty(lw, op), cmp_type(lw, ty), lower_opnd(op, 0).s, lower_opnd(op, 1).s,
	             lower_splat(lw, ty, "0").s, lower_splat(lw, ty, "1").s};
}

/* ceildivsi(a, b) = a / b + (a != (a / b) * b && (a < 0) == (b < 0)) */
void lower_ceildivsi(Lower *lw, Op *op)
{
	Div d = div_operands(lw, op);
	LFunc *L = d.L;
	const char *t = d.t, *ct = d.ct, *a = d.a, *b = d.b, *zero = d.zero, *one = d.one;
	LVal q = ll_def(L, "q", "sdiv %s %s, %s", t, a, b);
	LVal p = ll_def(L, "prod", "mul %s %s, %s", t, q.s, b);
	LVal ne = ll_def(L, "inexact", "icmp ne %s %s, %s", t, a, p.s);
	LVal an = ll_def(L, "aneg", "icmp slt %s %s, %s", t, a, zero);
	LVal bn = ll_def(L, "bneg", "icmp slt %s %s, %s", t, b, zero);
	LVal se = ll_def(L, "samesign", "icmp eq %s %s, %s", ct, an.s, bn.s);
	LVal c = ll_def(L, "up", "and %s %s, %s", ct, ne.s, se.s);
	LVal q1 = ll_def(L, "q1", "add %s %s, %s", t, q.s, one);
	lower_set(lw, op, 0, ll_def(L, hint(op), "select %s %s, %s %s, %s %s", ct, c.s, t, q1.s, t, q.s));
}

/* ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1 */
void lower_ceildivui(Lower *lw, Op *op)
{
	Div d = div_operands(lw, op);
	LFunc *L = d.L;
	const char *t = d.t, *ct = d.ct, *a = d.a, *b = d.b, *zero = d.zero, *one = d.one;
	LVal z = ll_def(L, "iszero", "icmp eq %s %s, %s", t, a, zero);
	LVal m = ll_def(L, "am1", "sub %s %s, %s", t, a, one);
	LVal q = ll_def(L, "q", "udiv %s %s, %s", t, m.s, b);
	LVal d1 = ll_def(L, "q1", "add %s %s, %s", t, q.s, one);
	lower_set(lw, op, 0, ll_def(L, hint(op), "select %s %s, %s %s, %s %s", ct, z.s, t, zero, t, d1.s));
}

/* floordivsi(a, b) = a / b - (a % b != 0 && (a % b < 0) != (b < 0)) */
void lower_floordivsi(Lower *lw, Op *op)
{
	Div d = div_operands(lw, op);
	LFunc *L = d.L;
	const char *t = d.t, *ct = d.ct, *a = d.a, *b = d.b, *zero = d.zero, *one = d.one;
	LVal q = ll_def(L, "q", "sdiv %s %s, %s", t, a, b);
	LVal r = ll_def(L, "r", "srem %s %s, %s", t, a, b);
	LVal nz = ll_def(L, "inexact", "icmp ne %s %s, %s", t, r.s, zero);
	LVal rn = ll_def(L, "rneg", "icmp slt %s %s, %s", t, r.s, zero);
	LVal bn = ll_def(L, "bneg", "icmp slt %s %s, %s", t, b, zero);
	LVal ds = ll_def(L, "diffsign", "xor %s %s, %s", ct, rn.s, bn.s);
	LVal c = ll_def(L, "down", "and %s %s, %s", ct, nz.s, ds.s);
	LVal q1 = ll_def(L, "q1", "sub %s %s, %s", t, q.s, one);
	lower_set(lw, op, 0, ll_def(L, hint(op), "select %s %s, %s %s, %s %s", ct, c.s, t, q1.s, t, q.s));
}

/* %lo, %hi = arith.mulsi_extended %a, %b : i32: multiply at twice the width */
void lower_mul_extended(Lower *lw, Op *op)
{
	Type *ty = op->res[0]->type;
	int w = type_bits(lw->cx, type_scalar(ty));
	const char *t = rty(lw, op);
	char wide[48];
	if (ty->kind == TY_VECTOR)
		snprintf(wide, sizeof wide, "<%lld x i%d>", (long long)ty->shape[0], 2 * w);
	else
		snprintf(wide, sizeof wide, "i%d", 2 * w);
	const char *ext = op_info[op->id].mnemonic;
	LVal a = ll_def(&lw->ll, "a.wide", "%s %s %s to %s", ext, t, lower_opnd(op, 0).s, wide);
	LVal b = ll_def(&lw->ll, "b.wide", "%s %s %s to %s", ext, t, lower_opnd(op, 1).s, wide);
	LVal p = ll_def(&lw->ll, "prod", "mul %s %s, %s", wide, a.s, b.s);
	lower_set(lw, op, 0, ll_def(&lw->ll, op->res[0]->name, "trunc %s %s to %s", wide, p.s, t));
	char shift[16];
	snprintf(shift, sizeof shift, "%d", w);
	LVal h = ll_def(&lw->ll, "prod.hi", "lshr %s %s, %s", wide, p.s,
	                ty->kind == TY_VECTOR ? lower_splat(lw, type_intern(lw->cx, &(Type){.kind = TY_VECTOR,
	                    .rank = 1, .shape = ty->shape, .elem = type_int(lw->cx, 2 * w)}), shift).s : shift);
	lower_set(lw, op, 1, ll_def(&lw->ll, op->res[1]->name, "trunc %s %s to %s", wide, h.s, t));
}

/* %sum, %carry = arith.addui_extended %a, %b : i32, i1 */
void lower_addui_extended(Lower *lw, Op *op)
{
	const char *t = rty(lw, op);
	LVal s = ll_def(&lw->ll, op->res[0]->name, "add %s %s, %s", t, lower_opnd(op, 0).s, lower_opnd(op, 1).s);
	lower_set(lw, op, 0, s);
	lower_set(lw, op, 1, ll_def(&lw->ll, op->res[1]->name, "icmp ult %s %s, %s", t, s.s, lower_opnd(op, 0).s));
}

/* %c = arith.cmpi slt, %a, %b : i32  ->  %c = icmp slt i32 %a, %b */
void lower_cmp(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *t = type_ll(lw->cx, op->opnd[0]->type);
	bool fp = op->id == OP_ARITH_CMPF;
	const char *flags = fp ? lower_fastmath(lw, op->flags) : "";
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 111 */
	n = fp ? LL_LIT_IN(n, "fcmp ") : LL_LIT_IN(n, "icmp ");
	if (*flags)
		n = ll_str_in(L, n, flags);
	n = ll_str_in(L, n, op->pred);
	n = LL_LIT_IN(n, " ");
	ll_end_in(L, ll_operands2(L, n, t, lower_opnd(op, 0).s, lower_opnd(op, 1).s));
}

/* A select of memrefs: one select a field, under the one condition */
static void select_fields(Lower *lw, Op *op)
{
	Type *t = op->res[0]->type;
	int nf = lower_nfields(t);
	LVal *out = arena_alloc_raw(lw->ll.a, sizeof *out * (size_t)nf), c = lower_opnd(op, 0);
	lower_field_names(lw, hint(op), t, out);
	for (int f = 0; f < nf; f++) {
		const char *ft = lower_field_type(lw, t, f);
		ll_emit(&lw->ll, "%s = select i1 %s, %s %s, %s %s", out[f].s, c.s, ft, op->opnd[1]->ll[f].s, ft,
		        op->opnd[2]->ll[f].s);
	}
	op->res[0]->ll = out;
}

/* %r = arith.select %c, %a, %b : i32  ->  %r = select i1 %c, i32 %a, i32 %b */
void lower_select(Lower *lw, Op *op)
{
	if (lower_nfields(op->res[0]->type) > 1) {
		select_fields(lw, op);
		return;
	}
	LFunc *L = &lw->ll;
	const char *t = rty(lw, op), *ct = type_ll(lw->cx, op->opnd[0]->type);
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 132 */
	n = LL_LIT_IN(n, "select ");
	n = put_typed(L, n, ct, lower_opnd(op, 0).s);
	n = LL_LIT_IN(n, ", ");
	n = put_typed(L, n, t, lower_opnd(op, 1).s);
	n = LL_LIT_IN(n, ", ");
	n = put_typed(L, n, t, lower_opnd(op, 2).s);
	ll_end_in(L, n);
}

/* "%r = how from %a to to" for the result and operand of op */
static void def_cast(Lower *lw, Op *op, const char *how, const char *from, const char *to)
{
	LFunc *L = &lw->ll;
	LLine n = lower_begin_result(lw, op->res[0]);   /* a budget of 92 */
	n = ll_str_in(L, n, how);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, from);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, lower_opnd(op, 0).s);
	n = LL_LIT_IN(n, " to ");
	n = ll_str_in(L, n, to);
	ll_end_in(L, n);
}

/* %r = arith.extsi %a : i32 to i64  ->  %r = sext i32 %a to i64 */
void lower_cast(Lower *lw, Op *op)
{
	Type *ft = op->opnd[0]->type;
	if (ft->kind == TY_MEMREF) {   /* bitcast: the same descriptor */
		op->res[0]->ll = op->opnd[0]->ll;
		if (lw->cx->typed_ptrs)   /* with pointers to the new elements */
			lower_memref_retype(lw, op->res[0], ft);
		return;
	}
	const char *from = type_ll(lw->cx, ft), *to = rty(lw, op);
	if (!strcmp(from, to)) {
		op->res[0]->ll = op->opnd[0]->ll;   /* the operand's LVal: no one writes it */
		return;
	}
	const char *how = op_info[op->id].mnemonic;
	static const char *const trunc_flags[] = {"trunc", "trunc nsw", "trunc nuw", "trunc nuw nsw"};
	_Static_assert(FLAG_NSW == 1 && FLAG_NUW == 2, "trunc_flags' order");
	if (op->id == OP_ARITH_TRUNCI && lw->cx->opt->llvm_version >= 19)   /* LLVM 19's trunc takes them */
		how = trunc_flags[op->flags & (FLAG_NSW | FLAG_NUW)];
	def_cast(lw, op, how, from, to);
}

/* index_cast sign-extends (index_castui zero-extends) or truncates to the
 * other width; between equal widths it is no instruction at all. */
void lower_index_cast(Lower *lw, Op *op)
{
	int from = type_bits(lw->cx, type_scalar(op->opnd[0]->type));
	int to = type_bits(lw->cx, type_scalar(op->res[0]->type));
	if (from == to) {
		op->res[0]->ll = op->opnd[0]->ll;   /* the operand's LVal: no one writes it */
		return;
	}
	const char *how = to < from ? "trunc" : op_info[op->id].mnemonic;
	def_cast(lw, op, how, type_ll(lw->cx, op->opnd[0]->type), rty(lw, op));
}

/* ---- constants ---- */

typedef unsigned __int128 u128;

/* Parses a decimal or 0x literal modulo 2^128; false if it overflows. */
static bool parse_u128(const char *s, u128 *out)
{
	u128 v = 0;
	int base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	}
	for (; *s; s++) {
		int d = *s >= '0' && *s <= '9' ? *s - '0' :
		        *s >= 'a' && *s <= 'f' ? *s - 'a' + 10 :
		        *s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;
		if (d < 0 || d >= base)
			return false;
		/* overflow check without a 128-bit division (a library call) */
		u128 lim = base == 16 ? ~(u128)0 >> 4 : ~(u128)0 / 10;
		if (v > lim || (v == lim && d > (base == 16 ? 15 : (int)(~(u128)0 % 10))))
			return false;
		v = v * (u128)base + (u128)d;
	}
	*out = v;
	return true;
}

static char *u128_dec(char *end, u128 v)
{
	*--end = 0;
	if (v >> 64 == 0) {   /* the usual case, without 128-bit divisions */
		uint64_t u = (uint64_t)v;
		do
			*--end = (char)('0' + u % 10);
		while (u /= 10);
		return end;
	}
	do {
		*--end = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v);
	return end;
}

/* The w bits of an integer literal; false if it does not fit (MLIR
 * accepts -2^(w-1) .. 2^w - 1). */
static bool int_literal_bits(const Attr *a, int w, u128 *out)
{
	u128 v;
	if (!parse_u128(a->text, &v))
		return false;
	u128 mask = w == 128 ? ~(u128)0 : (((u128)1 << w) - 1);
	if (w < 128 && v > mask)
		return false;
	if (a->neg) {
		u128 lim = (u128)1 << (w - 1);
		if (v > lim)
			return false;
		v = (~v + 1) & mask;
	}
	*out = v;
	return true;
}

/* lower_int_literal's other literals (a negative decimal, any literal to
 * convert): out of line, so that the usual one saves no registers */
static __attribute__((noinline)) const char *int_literal_slow(Lower *lw, Attr *a, int w)
{
	uint64_t x = a->neg ? 0 - (uint64_t)a->offset : (uint64_t)a->offset;
	if (a->decimal && w > 1 && w <= 64 && x < (uint64_t)1 << (w - 1)) {
		size_t n = strlen(a->text);
		char *r = arena_alloc_raw(lw->ll.a, n + 2);
		r[0] = '-';
		memcpy(r + 1, a->text, n + 1);
		return r;
	}
	u128 v;
	if (!int_literal_bits(a, w, &v))
		return NULL;
	u128 mask = w == 128 ? ~(u128)0 : (((u128)1 << w) - 1);
	if (w == 1)
		return v ? "true" : "false";
	bool negative = w == 128 ? (v >> 127) != 0 : ((v >> (w - 1)) & 1) != 0;
	char buf[48];
	char *s;
	if (negative) {
		u128 mag = (~v + 1) & mask;
		if (w == 128 && mag == 0)
			mag = v;
		s = u128_dec(buf + sizeof buf, mag);
		*--s = '-';
	} else {
		s = u128_dec(buf + sizeof buf, v);
	}
	return arena_strndup(lw->ll.a, s, strlen(s));
}

/* The LLVM spelling of an integer literal at width w, or NULL if the
 * literal does not fit. */
const char *lower_int_literal(Lower *lw, Attr *a, int w)
{
	/* the usual literal, a non-negative decimal that fits (its value from
	 * the builder): spelled as written */
	uint64_t x = a->neg ? 0 - (uint64_t)a->offset : (uint64_t)a->offset;
	if (a->decimal && (!a->neg || !x) && w > 1 && w <= 64 && x < (uint64_t)1 << (w - 1))
		return a->text;   /* in the function arena, as the lowered text is */
	return int_literal_slow(lw, a, w);
}

/* Rounds a double to a binary format with ebits/mbits (f16, bf16). */
static unsigned small_float_bits(double d, int ebits, int mbits)
{
	uint64_t b;
	memcpy(&b, &d, sizeof b);
	unsigned sign = (unsigned)(b >> 63) << (ebits + mbits);
	unsigned emax = (1u << ebits) - 1;
	if (isnan(d))
		return sign | emax << mbits | 1u << (mbits - 1);
	double a = fabs(d);
	if (isinf(a))
		return sign | emax << mbits;
	if (a == 0)
		return sign;
	int bias = (1 << (ebits - 1)) - 1, e;
	double m = frexp(a, &e);
	int E = e - 1;
	if (E + bias <= 0)
		return sign | (unsigned)nearbyint(ldexp(a, mbits - 1 + bias));
	double r = nearbyint(ldexp(m, mbits + 1));
	if (r == ldexp(1, mbits + 1)) {
		r /= 2;
		E++;
	}
	if (E + bias >= (int)emax)
		return sign | emax << mbits;
	return sign | (unsigned)(E + bias) << mbits | ((unsigned)r & ((1u << mbits) - 1));
}

/* f32 bits -> the double LLVM wants in its hex form (payload kept) */
static uint64_t f32_as_f64_bits(uint32_t f)
{
	uint64_t sign = (uint64_t)(f >> 31) << 63;
	uint32_t exp = (f >> 23) & 0xff, man = f & 0x7fffff;
	if (exp == 0xff)
		return sign | (uint64_t)0x7ff << 52 | (uint64_t)man << 29;
	float x;
	memcpy(&x, &f, sizeof x);
	double d = x;
	uint64_t r;
	memcpy(&r, &d, sizeof r);
	return r;
}

/* LLVM's hex float forms, "0x" then a kind letter (or none) then the bits
 * in upper-case hex: 0x3FF0000000000000, 0xH3C00, 0xR3F80. Constants are
 * frequent enough that snprintf shows in profiles. */
static void hex_float(char *buf, char kind, uint64_t bits, int digits)
{
	char *p = buf;
	*p++ = '0';
	*p++ = 'x';
	if (kind)
		*p++ = kind;
	for (int i = digits - 1; i >= 0; i--)
		*p++ = "0123456789ABCDEF"[(bits >> (4 * i)) & 15];
	*p = 0;
}

/* A finite double in LLVM's decimal form ("2.500000e-01") when that reads
 * back exactly, else in its hex form. */
static void double_text(char *buf, size_t n, double d)
{
	if (isfinite(d))
		for (int prec = 6; prec <= 17; prec++) {
			snprintf(buf, n, "%.*e", prec, d);
			if (strtod(buf, NULL) == d)
				return;
		}
	uint64_t b;
	memcpy(&b, &d, sizeof b);
	hex_float(buf, 0, b, 16);
}

/* strtod's value of a decimal literal "D.DDDe-DD" of at most 15 digits
 * whose power of ten is at most 22: one exact operation on two exact
 * doubles, so correctly rounded as strtod's. False for any other text. */
static bool short_decimal(const char *s, double *d)
{
	static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
	uint64_t m = 0;
	int digits = 0, scale = 0;
	for (; (unsigned)(*s - '0') < 10; s++, digits++)
		m = m * 10 + (uint64_t)(*s - '0');
	if (*s == '.')
		for (s++; (unsigned)(*s - '0') < 10; s++, digits++, scale--)
			m = m * 10 + (uint64_t)(*s - '0');
	if (!digits || digits > 15)
		return false;
	if (*s == 'e' || *s == 'E') {
		s++;
		int sign = *s == '-' ? -1 : 1, e = 0, ed = 0;
		if (*s == '-' || *s == '+')
			s++;
		for (; (unsigned)(*s - '0') < 10 && ed < 3; s++, ed++)
			e = e * 10 + (*s - '0');
		if (!ed)
			return false;
		scale += sign * e;
	}
	if (*s || scale < -22 || scale > 22)
		return false;
	*d = scale >= 0 ? (double)m * pow10[scale] : (double)m / pow10[-scale];
	return true;
}

/* out of line, as vector_constant below: integer constants are the usual
 * ones and so save no registers for these */
static __attribute__((noinline)) const char *float_literal(Lower *lw, Attr *a, Type *t, bool *ok)
{
	char buf[40];
	*ok = true;
	if (a->kind == AT_INT) {   /* a bit pattern: 0x7F800000 : f32 */
		u128 v;
		if (!parse_u128(a->text, &v) || a->neg || (a->text[1] != 'x' && a->text[1] != 'X') ||
		    v >> t->width) {
			*ok = false;
			return NULL;
		}
		if (t->width == 16)
			hex_float(buf, t->bf16 ? 'R' : 'H', (uint64_t)v, 4);
		else if (t->width == 32)
			hex_float(buf, 0, f32_as_f64_bits((uint32_t)v), 16);
		else
			hex_float(buf, 0, (uint64_t)v, 16);
		return arena_strndup(lw->ll.a, buf, strlen(buf));
	}
	double d;
	if (!short_decimal(a->text, &d))
		d = strtod(a->text, NULL);
	if (a->neg)
		d = -d;
	if (t->width == 16) {
		unsigned bits = t->bf16 ? small_float_bits(d, 8, 7) : small_float_bits(d, 5, 10);
		hex_float(buf, t->bf16 ? 'R' : 'H', bits, 4);
	} else if (isfinite(d) && (t->width == 64 || (double)(float)d == d) && strlen(a->text) < 30) {
		/* MLIR's float literal is LLVM's: keep the text as written */
		size_t n = strlen(a->text);
		char *r = arena_alloc_raw(lw->ll.a, n + 2);
		r[0] = '-';
		memcpy(r + a->neg, a->text, n + 1);
		return r;
	} else if (t->width == 32) {   /* LLVM's form for a float that no short decimal gives */
		double f = (double)(float)d;
		uint64_t b;
		memcpy(&b, &f, sizeof b);
		hex_float(buf, 0, b, 16);
	} else {
		double_text(buf, sizeof buf, d);
	}
	return arena_strndup(lw->ll.a, buf, strlen(buf));
}

/* The LLVM spelling of a scalar constant, or NULL if it does not fit. */
static const char *complex_literal(Lower *lw, Attr *a, Type *t);

static const char *scalar_literal(Lower *lw, Attr *a, Type *t)
{
	if (t->kind == TY_COMPLEX)
		return complex_literal(lw, a, t);
	if (a->kind == AT_BOOL)
		return t->kind == TY_INT && t->width == 1 ? (a->b ? "true" : "false") : NULL;
	if (t->kind == TY_FLOAT) {
		bool ok;
		if (a->kind != AT_FLOAT && a->kind != AT_INT)
			return NULL;
		return float_literal(lw, a, t, &ok);
	}
	if (a->kind != AT_INT)
		return NULL;
	return lower_int_literal(lw, a, type_bits(lw->cx, t));
}

/* (re, im) of a dense<...> value: "{ float 1.0, float 2.0 }" (out of
 * scalar_literal's way, which is inlined) */
static __attribute__((noinline)) const char *complex_literal(Lower *lw, Attr *a, Type *t)
{
	const char *re, *im;
	if (a->kind != AT_COMPLEX || !(re = scalar_literal(lw, a->elems[0], t->elem)) ||
	    !(im = scalar_literal(lw, a->elems[1], t->elem)))
		return NULL;
	const char *et = type_ll(lw->cx, t->elem);
	Buf b = {.a = lw->ll.a};   /* not ll_fmt: a global's lowering has no LFunc */
	buf_str(&b, "{ ");
	buf_str(&b, et);
	buf_str(&b, " ");
	buf_str(&b, re);
	buf_str(&b, ", ");
	buf_str(&b, et);
	buf_str(&b, " ");
	buf_str(&b, im);
	buf_str(&b, " }");
	return buf_get(&b);
}

/* Flattens nested dense lists into elems; returns the count. */
static int dense_elems(Attr *a, Attr **out, int cap, int n)
{
	if (a->kind != AT_ARRAY) {
		if (n < cap)
			out[n] = a;
		return n + 1;
	}
	for (int i = 0; i < a->n; i++)
		n = dense_elems(a->elems[i], out, cap, n);
	return n;
}

/* '<i32 1, i32 2>' for a 1-D vector constant; of an n-D one, the array
 * of its leaves' '[<2 x i32> <i32 1, i32 2>, <2 x i32> <...>]', from
 * dimension d on, the elements from el */
static const char *vector_literal(Lower *lw, Type *t, const char **el, int d)
{
	const char *et = type_ll(lw->cx, t->elem);
	int64_t n = t->shape[d], stride = 1;
	for (int i = d + 1; i < t->rank; i++)
		stride *= t->shape[i];
	bool leaf = d == t->rank - 1;
	const char *sub = NULL;
	if (!leaf)
		sub = type_ll(lw->cx, type_intern(lw->cx, &(Type){.kind = TY_VECTOR, .rank = t->rank - d - 1,
		                                                    .shape = t->shape + d + 1, .elem = t->elem}));
	const char **part = NEWARRAY(lw->ll.a, const char *, n);
	size_t cap = 4;
	for (int64_t i = 0; i < n; i++) {
		part[i] = leaf ? el[i] : vector_literal(lw, t, el + i * stride, d + 1);
		cap += strlen(leaf ? et : sub) + strlen(part[i]) + 3;
	}
	char *s = arena_alloc(lw->ll.a, cap);
	char *p = s;
	*p++ = leaf ? '<' : '[';
	for (int64_t i = 0; i < n; i++)
		p += sprintf(p, "%s%s %s", i ? ", " : "", leaf ? et : sub, part[i]);
	strcpy(p, leaf ? ">" : "]");
	return s;
}

/* The spelling of a vector constant of type t, a dense<...> */
static __attribute__((noinline)) const char *vector_constant(Lower *lw, Attr *a, Type *t)
{
	int64_t n = 1;
	for (int i = 0; i < t->rank; i++)
		n *= t->shape[i];
	const char **el = NEWARRAY(lw->ll.a, const char *, n);
	Attr *body = a->elems[0];
	Attr **items = NEWARRAY(lw->ll.a, Attr *, n);
	int m = dense_elems(body, items, (int)n, 0);
	for (int64_t i = 0; i < n; i++)
		el[i] = scalar_literal(lw, items[m == 1 ? 0 : i], t->elem);
	return vector_literal(lw, t, el, 0);
}

/* %c = arith.constant 42 : i32 is no instruction: uses see 'i32 42'. */
void lower_constant(Lower *lw, Op *op)
{
	Attr *a = op->value;
	Type *t = op->res[0]->type;
	if (t->kind == TY_INDEX && a->kind == AT_INT && a->decimal && !a->neg &&
	    (uint64_t)a->offset < 100) {   /* the usual index: its LVal is kept */
		op->res[0]->ll = ll_small_const(&lw->ll, a->offset);
		return;
	}
	LVal v = {0};
	if (t->kind == TY_VECTOR) {
		v.s = vector_constant(lw, a, t);
	} else {
		v.s = scalar_literal(lw, a, t);
		if (a->kind == AT_INT && t->kind == TY_INDEX) {
			v.is_const = true;
			v.c = a->offset;
		}
	}
	lower_set(lw, op, 0, v);
}

/* index.sizeof -> the width of index, a constant */
void lower_index_sizeof(Lower *lw, Op *op)
{
	op->res[0]->ll = ll_small_const(&lw->ll, lw->cx->index_bits);
}

/* ub.poison : T -> poison, in every field of T's LLVM form */
void lower_poison(Lower *lw, Op *op)
{
	Value *r = op->res[0];
	int n = lower_nfields(r->type);
	LVal *f = NEWARRAY(lw->ll.a, LVal, n);
	for (int i = 0; i < n; i++)
		f[i] = lv_str("poison");
	r->ll = f;
}

/* Why a literal cannot be a constant of scalar type t, or NULL if it can. */
static const char *literal_problem(Lower *lw, Attr *a, Type *t)
{
	if (t->kind == TY_COMPLEX) {
		if (a->kind != AT_COMPLEX)
			return "expected a complex number '(re, im)'";
		const char *why = literal_problem(lw, a->elems[0], t->elem);
		return why ? why : literal_problem(lw, a->elems[1], t->elem);
	}
	if (a->kind == AT_BOOL)
		return t->kind == TY_INT && t->width == 1 ? NULL : "'true' and 'false' are constants of type 'i1'";
	if (t->kind == TY_FLOAT) {
		if (a->kind == AT_INT && !(a->text[0] == '0' && (a->text[1] == 'x' || a->text[1] == 'X')))
			return "a decimal integer cannot be a float constant: add a trailing dot ('1.0')";
		if (a->kind == AT_FLOAT)
			return NULL;   /* any decimal rounds to some float */
		if (a->kind != AT_INT)
			return "expected a float literal";
		return scalar_literal(lw, a, t) ? NULL : "the hexadecimal value does not fit the float type";
	}
	if (a->kind == AT_FLOAT)
		return "a float literal cannot be an integer constant";
	if (a->kind != AT_INT)
		return "expected an integer literal";
	u128 bits;
	return int_literal_bits(a, type_bits(lw->cx, t), &bits) ? NULL : "the integer does not fit the type";
}

const char *lower_literal(Lower *lw, Attr *a, Type *t)
{
	return scalar_literal(lw, a, t);
}

const char *lower_literal_problem(Lower *lw, Attr *a, Type *t)
{
	return literal_problem(lw, a, t);
}

/* Checks a constant before lowering (the verifier's job); returns why it
 * is wrong, or NULL. */
const char *lower_constant_problem(Ctx *cx, Op *op)
{
	Lower lw = {.cx = cx};
	lw.ll.a = &cx->fa;
	Attr *a = op->value;
	Type *t = op->res[0]->type;
	if (t->kind == TY_VECTOR) {
		if (a->kind == AT_RESOURCE)
			return "a dense_resource<...> vector constant is not supported (a memref.global's value can be one)";
		if (a->kind != AT_DENSE || !a->elems[0])
			return "a vector constant needs a dense<...> value";
		int64_t n = 1;
		for (int i = 0; i < t->rank; i++)
			n *= t->shape[i];
		Attr **items = NEWARRAY(&cx->fa, Attr *, n);
		int64_t m = dense_elems(a->elems[0], items, (int)n, 0);
		if (m != 1 && m != n)
			return "the dense<...> value does not have one element per vector element";
		for (int i = 0; i < m; i++) {
			const char *why = literal_problem(&lw, items[i], t->elem);
			if (why)
				return why;
		}
		return NULL;
	}
	if (t->kind != TY_INT && t->kind != TY_INDEX && t->kind != TY_FLOAT)
		return "constants of this type are not supported";
	return literal_problem(&lw, a, t);
}
