/* The per-function driver: signature, blocks, phis for block arguments, and
 * op dispatch; then the printer. Blocks that cannot be reached from their
 * region's entry are dropped: their values are unusable elsewhere, and an
 * edge out of them would give phis a predecessor that does not exist. */
#include <stdlib.h>
#include <string.h>
#include "lower.h"
#include "../debug.h"
#include "../emit.h"

typedef void LowerFn(Lower *, Op *);

/* Every op has an entry: an unknown op that passed the verifier is a
 * call (--allow-unregistered-ops). */
static LowerFn *const lowering[OP_COUNT] = {
	[OP_UNKNOWN] = lower_call,
#define OP(id, name, legacy, syntax, typing, lower, mnemonic) [OP_##id] = lower,
#include "../ops.def"
#undef OP
};

LVal lower_desc_field(Lower *lw, Type *t, LVal d, int field, const char *hint)
{
	const char *pt = type_ll_ptr(lw->cx, t), *ix = lw->ix;
	const char *st = ll_fmt(&lw->ll, "{ %s, %s, %s, %s }", pt, pt, ix, ix), *spt = lower_ptr_to(lw, st, 0);
	d = lower_ptr_cast(lw, d, lower_ptr_type(lw, 0), spt);
	return ll_def(&lw->ll, hint, "getelementptr %s, %s %s, i32 0, i32 %d", st, spt, d.s, field);
}

LVal lower_ptr_cast(Lower *lw, LVal p, const char *from, const char *to)
{
	if (!lw->cx->typed_ptrs || !strcmp(from, to))
		return p;
	return ll_def(&lw->ll, "cast", "bitcast %s %s to %s", from, p.s, to);
}

void lower_memref_retype(Lower *lw, Value *v, Type *from)
{
	Type *t = v->type;
	const char *fp = lower_field_type(lw, from, F_ALIGNED), *tp = lower_field_type(lw, t, F_ALIGNED);
	int n = lower_nfields(t);
	LVal *f = NEWARRAY(lw->ll.a, LVal, n);
	memcpy(f, v->ll, sizeof *f * (size_t)n);
	f[F_ALLOC] = lower_ptr_cast(lw, f[F_ALLOC], fp, tp);
	f[F_ALIGNED] = lower_ptr_cast(lw, f[F_ALIGNED], fp, tp);
	v->ll = f;
}

/* The suffixes of a descriptor's field names ('m.aligned'), by rank up
 * to 7: static tables, for ll_field_names */
static const char *const memref_suffixes[8][3 + 2 * 7] = {
	{"alloc", "aligned", "offset"},
	{"alloc", "aligned", "offset", "size0", "stride0"},
	{"alloc", "aligned", "offset", "size0", "size1", "stride0", "stride1"},
	{"alloc", "aligned", "offset", "size0", "size1", "size2", "stride0", "stride1", "stride2"},
	{"alloc", "aligned", "offset", "size0", "size1", "size2", "size3", "stride0", "stride1",
	 "stride2", "stride3"},
	{"alloc", "aligned", "offset", "size0", "size1", "size2", "size3", "size4", "stride0",
	 "stride1", "stride2", "stride3", "stride4"},
	{"alloc", "aligned", "offset", "size0", "size1", "size2", "size3", "size4", "size5",
	 "stride0", "stride1", "stride2", "stride3", "stride4", "stride5"},
	{"alloc", "aligned", "offset", "size0", "size1", "size2", "size3", "size4", "size5",
	 "size6", "stride0", "stride1", "stride2", "stride3", "stride4", "stride5", "stride6"},
};
static const char *const umemref_suffixes[2] = {"rank", "desc"};

const char *lower_field_suffix(Lower *lw, const Type *t, int field)
{
	if (t->kind == TY_UMEMREF)
		return umemref_suffixes[field];
	if (t->rank < 8)
		return memref_suffixes[t->rank][field];
	switch (field) {
	case F_ALLOC: return "alloc";
	case F_ALIGNED: return "aligned";
	case F_OFFSET: return "offset";
	}
	int i = field - F_SIZES;
	if (i < t->rank)
		return ll_fmt(&lw->ll, "size%d", i);
	return ll_fmt(&lw->ll, "stride%d", i - t->rank);
}

LVal *lower_flatten(Lower *lw, Value **vals, int n)
{
	int total = 0;
	for (int i = 0; i < n; i++)
		total += lower_nfields(vals[i]->type);
	LVal *out = arena_alloc_raw(lw->ll.a, sizeof *out * (size_t)(total + 1));
	if (total == n) {   /* scalars: one field each */
		for (int i = 0; i < n; i++)
			out[i] = vals[i]->ll[0];
		return out;
	}
	int k = 0;
	for (int i = 0; i < n; i++)
		for (int f = 0; f < lower_nfields(vals[i]->type); f++)
			out[k++] = vals[i]->ll[f];
	return out;
}

/* field_names of a value of several fields */
static __attribute__((noinline)) void descriptor_names(Lower *lw, const char *base, const Type *t,
                                                       LVal *f)
{
	int nf = lower_nfields(t);
	base = base[0] ? base : "m";
	if (t->kind == TY_UMEMREF)
		ll_field_names(&lw->ll, base, umemref_suffixes, nf, f);
	else if (t->rank < 8)
		ll_field_names(&lw->ll, base, memref_suffixes[t->rank], nf, f);
	else
		for (int k = 0; k < nf; k++)
			f[k] = lv_str(ll_field_name(&lw->ll, base, lower_field_suffix(lw, t, k)));
}

/* Fresh names for the fields of a value of type t named base: "m.aligned"
 * for field 1 of memref %m. Inline for a value of one field, the usual
 * parameter. */
static inline void field_names(Lower *lw, const char *base, const Type *t, LVal *f)
{
	if (lower_nfields(t) == 1)
		f[0] = lv_str(ll_name(&lw->ll, base));
	else
		descriptor_names(lw, base, t, f);
}

void lower_field_names(Lower *lw, const char *base, const Type *t, LVal *f)
{
	field_names(lw, base, t, f);
}

const char *lower_field_list(Lower *lw, const Value *v, size_t *len)
{
	const Type *t = v->type;
	if (t->kind != TY_MEMREF || t->memspace || lw->cx->typed_ptrs)   /* pointers are "ptr" */
		return NULL;
	return ll_field_list(&lw->ll, v->ll, lower_nfields(t), "ptr", lw->ix, F_OFFSET, len);
}

void lower_bind_slots(Lower *lw, LBlock *lb, Value **args, int n)
{
	if (n)
		ll_slots_init(&lw->ll, lb, n);
	for (int i = 0; i < n; i++) {
		Value *v = args[i];
		int nf = lower_nfields(v->type);
		if (nf == 1) {   /* the usual: a scalar, its LVal not written */
			v->ll = ll_value_val(&lw->ll, v->name, v->num);
			ll_add_slot(&lw->ll, lb, v->ll[0].s, lower_field_type(lw, v->type, 0));
			continue;
		}
		LVal *f = arena_alloc_raw(lw->ll.a, sizeof *f * (size_t)nf);
		descriptor_names(lw, v->name, v->type, f);
		for (int k = 0; k < nf; k++)
			ll_add_slot(&lw->ll, lb, f[k].s, lower_field_type(lw, v->type, k));
		v->ll = f;
	}
}

/* -g: each op's lines marked with its position */
static __attribute__((noinline)) void lower_ops_located(Lower *lw, Block *b)
{
	for (Op *op = b->first; op; op = op->next) {
		DebugLoc *outer = debug_op_begin(&lw->ll, lw->debug, op);
		lowering[op->id](lw, op);
		debug_op_end(&lw->ll, lw->debug, outer);
	}
}

static void lower_ops(Lower *lw, Block *b)
{
	for (Op *op = b->first; op; op = op->next)
		lowering[op->id](lw, op);
}

void lower_block(Lower *lw, Block *b)
{
	if (lw->debug)
		lower_ops_located(lw, b);
	else
		lower_ops(lw, b);
}

/* Blocks are lowered in text order when every block comes after its
 * immediate dominator there (as printed MLIR has it), so that definitions
 * are lowered before their uses; otherwise in reverse postorder (the
 * verifier numbered the blocks and found their dominators). */
void lower_region(Lower *lw, Region *r, LBlock *entry)
{
	int n = 0;
	bool text_order = true;
	for (Block *b = r->first; b; b = b->next)
		b->id = 0;
	for (Block *b = r->first; b; b = b->next) {
		b->id = b->rpo >= 0 ? ++n : 0;
		if (b->id && b != r->first && b->idom->id == 0)
			text_order = false;   /* its dominator comes later in the text */
	}
	Block **order = NEWARRAY(lw->ll.a, Block *, n + 1);
	for (Block *b = r->first; b; b = b->next)
		if (b->id)
			order[text_order ? b->id - 1 : b->rpo] = b;
	r->first->ll = entry;
	for (int i = 1; i < n; i++) {
		Block *b = order[i];
		LBlock *lb = ll_block(&lw->ll, b->name ? b->name : "bb");
		if (b->nargs)   /* most blocks have none: no call */
			lower_bind_slots(lw, lb, b->args, b->nargs);
		b->ll = lb;
	}
	if (lw->debug) {   /* looked at once, not for each block */
		for (int i = 0; i < n; i++) {
			ll_start(&lw->ll, order[i]->ll);
			lower_ops_located(lw, order[i]);
		}
		return;
	}
	for (int i = 0; i < n; i++) {
		ll_start(&lw->ll, order[i]->ll);
		lower_ops(lw, order[i]);
	}
}

void lower_memcpy(Lower *lw, LVal to, int to_space, LVal from, int from_space, LVal n, const char *sz)
{
	LFunc *L = &lw->ll;
	const char *name = lw->cx->typed_ptrs ? ll_fmt(L, "llvm.memcpy.p%di8.p%di8.%s", to_space, from_space, sz) :
	                   ll_fmt(L, "llvm.memcpy.p%d.p%d.%s", to_space, from_space, sz);
	const char *tpt = lower_ptr_type(lw, to_space), *fpt = lower_ptr_type(lw, from_space);
	ll_need_decl(lw->cx, name, ll_fmt(L, "declare void @%s(%s, %s, %s, i1)", name, tpt, fpt, sz));
	ll_emit(L, "call void @%s(%s %s, %s %s, %s %s, i1 false)", name, tpt, to.s, fpt, from.s, sz, n.s);
}

const char *lower_sig_type(Lower *lw, Type *t)
{
	return lower_bare(lw, t) ? lower_field_type(lw, t, F_ALIGNED) : type_ll(lw->cx, t);
}

LVal *lower_bare_fields(Lower *lw, Type *t, LVal p)
{
	LFunc *L = &lw->ll;
	LVal *f = NEWARRAY(L->a, LVal, lower_nfields(t));
	f[F_ALLOC] = f[F_ALIGNED] = p;
	f[F_OFFSET] = lv_const(L, t->offset);
	for (int i = 0; i < t->rank; i++) {
		f[f_size(i)] = lv_const(L, t->shape[i]);
		f[f_stride(t, i)] = lv_const(L, t->strides[i]);
	}
	return f;
}

const char *lower_ret_type(Lower *lw, Type *ft)
{
	if (ft->nout == 0)
		return "void";
	if (ft->nout == 1)
		return lower_sig_type(lw, ft->outs[0]);
	if (ft == lw->ret_of)
		return lw->ret;
	size_t cap = 16;
	for (int i = 0; i < ft->nout; i++)
		cap += strlen(lower_sig_type(lw, ft->outs[i])) + 2;
	char *s = arena_alloc(lw->ll.a, cap), *p = s;
	for (int i = 0; i < ft->nout; i++) {   /* written on, not strcat: linear */
		const char *et = lower_sig_type(lw, ft->outs[i]);
		size_t n = strlen(et);
		memcpy(p, i ? ", " : "{ ", 2);
		memcpy(p + 2, et, n);
		p += 2 + n;
	}
	memcpy(p, " }", 3);
	lw->ret_of = ft;
	lw->ret = s;
	return s;
}

/* insertvalue chain building a descriptor from its fields */
LVal lower_pack(Lower *lw, Type *t, LVal *fields)
{
	const char *ty = type_ll(lw->cx, t);
	if (lower_nfields(t) == 1)
		return fields[0];
	LVal agg = lv_str("poison");
	int nf = lower_nfields(t);
	for (int f = 0; f < nf; f++) {
		const char *ft = lower_field_type(lw, t, f);
		char path[32];
		if (t->kind == TY_MEMREF && f >= F_SIZES)
			snprintf(path, sizeof path, "%d, %d", f < F_SIZES + t->rank ? 3 : 4,
			         (f - F_SIZES) % t->rank);
		else
			snprintf(path, sizeof path, "%d", f);
		agg = ll_def(&lw->ll, "desc", "insertvalue %s %s, %s %s, %s", ty, agg.s, ft, fields[f].s, path);
	}
	return agg;
}

/* extractvalue of every field of the value of type t found at `path`
 * (e.g. "1" for the second member of a result struct) in agg. */
LVal *lower_unpack(Lower *lw, Type *t, LVal agg, const char *aggty, const char *path,
                   const char *hint)
{
	int nf = lower_nfields(t);
	LVal *out = arena_alloc_raw(lw->ll.a, sizeof *out * (size_t)nf);   /* each one set below */
	if (nf == 1 && !path[0]) {
		out[0] = agg;
		return out;
	}
	LFunc *L = &lw->ll;
	field_names(lw, hint, t, out);
	for (int f = 0; f < nf; f++) {
		/* "%name = extractvalue aggty agg, path[, i[, j]]" */
		LLine n = ll_begin(L, out[f].s);   /* a budget of 107 */
		n = LL_LIT_IN(n, "extractvalue ");
		n = ll_str_in(L, n, aggty);
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, agg.s);
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, path);
		if (nf > 1 && path[0])
			n = LL_LIT_IN(n, ", ");
		if (nf > 1 && t->kind == TY_MEMREF && f >= F_SIZES) {
			n = f < F_SIZES + t->rank ? LL_LIT_IN(n, "3, ") : LL_LIT_IN(n, "4, ");
			n = ll_str_in(L, n, lv_const(L, (f - F_SIZES) % t->rank).s);
		} else if (nf > 1) {
			n = ll_str_in(L, n, lv_const(L, f).s);
		}
		ll_end_in(L, n);
	}
	return out;
}

bool lower_has_decl(Lower *lw, const char *name)
{
	const Symbol *s = sym_find(lw->cx, name);
	return s && s->has_decl;
}

void lower_declare(Lower *lw, const char *name, const char *ret, const char *params)
{
	if (!lower_has_decl(lw, name))
		ll_need_decl(lw->cx, name, ll_fmt(&lw->ll, "declare %s @%s(%s)", ret, name, params));
}

/* The text of template t with each '$N' (N a digit from 1) replaced by
 * arg[N - 1]: the bodies of the functions the lowering defines once for
 * the module */
const char *lower_template(Lower *lw, const char *t, const char *const *arg)
{
	Buf b = {.a = lw->ll.a};
	for (const char *q; (q = strchr(t, '$')); t = q + 2) {
		buf_add(&b, t, (size_t)(q - t));
		buf_str(&b, arg[q[1] - '1']);
	}
	buf_str(&b, t);
	return buf_get(&b);
}

const char *lower_mangle(Lower *lw, Type *t)
{
	Type *s = type_scalar(t);
	bool vec = t->kind == TY_VECTOR;
	long long lanes = vec ? (long long)t->shape[t->rank - 1] : 0;
	if (s->kind != TY_FLOAT)
		return vec ? ll_fmt(&lw->ll, ".v%lldi%d", lanes, type_bits(lw->cx, s)) :
		             ll_fmt(&lw->ll, ".i%d", type_bits(lw->cx, s));
	const char *sc = s->bf16 ? ".bf16" : s->width == 16 ? ".f16" : s->width == 32 ? ".f32" : ".f64";
	return vec ? ll_fmt(&lw->ll, ".v%lld%s", lanes, sc + 1) : sc;
}

/* Parameters: every argument's fields, in order; under the bare-pointer
 * convention a memref's one pointer, its other fields constants. */
static void bind_params(Lower *lw, Func *f)
{
	Block *entry = f->body->first;
	for (int i = 0; i < entry->nargs; i++) {
		Value *v = entry->args[i];
		if (lower_bare(lw, v->type)) {
			v->ll = lower_bare_fields(lw, v->type, lv_str(ll_name(&lw->ll, v->name)));
			continue;
		}
		int nf = lower_nfields(v->type);
		LVal *fl = arena_alloc_raw(lw->ll.a, sizeof *fl * (size_t)nf);
		field_names(lw, v->name, v->type, fl);
		v->ll = fl;
	}
}

void lower_func(Ctx *cx, Func *f)
{
	Lower lw = {.cx = cx, .fn = f, .bare = cx->opt->bare_ptr_call_conv};
	ll_init(&lw.ll, cx);
	lw.ix = type_ll(cx, type_index(cx));
	lw.ll.ix64 = strcmp(lw.ix, "i64") ? NULL : lw.ix;
	if (cx->opt->debug_info)
		lw.debug = debug_func(cx, ll_global(lw.ll.a, "", f->name), f->loc, f->is_private);
	bind_params(&lw, f);
	LBlock *entry = ll_block(&lw.ll, "entry");
	lower_region(&lw, f->body, entry);
	emit_function(cx, &lw, f);
	if (f->c_interface) {
		lower_c_wrapper(&lw, f);
		if (cx->opt->header_write)
			header_func(cx, f, false);
	}
	ll_free(&lw.ll);
}

void lower_declaration(Ctx *cx, Func *f)
{
	sym_get(cx, f->name, NULL, f->loc)->used = true;
	if (f->c_interface) {
		Lower lw = {.cx = cx, .fn = f};
		ll_init(&lw.ll, cx);
		lw.ix = type_ll(cx, type_index(cx));
		lower_c_forwarder(&lw, f);
		ll_free(&lw.ll);
		if (cx->opt->header_write)
			header_func(cx, f, true);
	}
}

/* The declarations, with no function lowered: their strings are all
 * lw.ll needs, in the function arena, which each declaration resets. */
/* A symbol of the module that the lowering also calls as a function of
 * the C library or an intrinsic (malloc, free, cbrtf, ...) */
static bool runtime_name_taken(Ctx *cx, const Symbol *s)
{
	(void)cx;
	return s->has_decl && (s->global || s->has_sig);
}

/* An error unless the module's symbol has the type the lowering calls
 * (and is not one the lowering defines) */
static void check_runtime_name(Ctx *cx, Symbol *s, void *arg)
{
	Lower *lw = arg;
	const char *want = map_get(&cx->decls, s->name, strlen(s->name));
	if (!strncmp(want, "define ", 7)) {   /* a function of the lowering's own, as math.ipowi's */
		diag_error(cx, sym_loc(s), "the lowering defines '@%s' ('%.*s'), so this module cannot have a '@%s'",
		           s->name, (int)(strcspn(want, "{") - 1), want, s->name);
		return;
	}
	if (!s->global) {
		Type *ft = sym_type(cx, s);
		Buf have = {.a = lw->ll.a};
		buf_str(&have, "declare ");
		buf_str(&have, lower_ret_type(lw, ft));
		buf_str(&have, " ");
		buf_str(&have, ll_global(lw->ll.a, "", s->name));
		buf_str(&have, "(");
		buf_str(&have, lower_param_list(lw, ft, NULL));
		buf_str(&have, ")");
		if (!strcmp(have.s, want))
			return;
	}
	diag_error(cx, sym_loc(s), "the lowering calls '@%s' as '%s', but this module's '@%s' is %s", s->name,
	           want, s->name, s->global ? "a 'memref.global'" : "of another type");
}

void lower_module_end(Ctx *cx)
{
	Lower lw = {.cx = cx, .ll.a = &cx->fa, .bare = cx->opt->bare_ptr_call_conv};
	lw.ix = type_ll(cx, type_index(cx));
	sym_each(cx, runtime_name_taken, check_runtime_name, &lw);
	if (!cx->nerrors) {
		bool declared = emit_declarations(cx, &lw);
		if (cx->opt->debug_info) {   /* -g: the module's nodes, last */
			if (declared)
				out_str(cx, "\n");
			debug_module_end(cx);
		}
	}
	arena_reset(&cx->fa);
}
