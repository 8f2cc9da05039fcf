/* func dialect: return, call, and the C interface of TargetLLVMIR.md:
 * memref arguments are unbundled into their descriptor fields; several
 * results travel in one struct; _mlir_ciface_ functions take descriptors by
 * pointer and return struct results through a first pointer argument. */
#include <string.h>
#include "../debug.h"
#include "../emit.h"

const char *lower_abi_prefix(Lower *lw, const FuncABI *abi, bool linkage)
{
	if (!abi || (!abi->out && (!linkage || !abi->linkage)))
		return "";
	Buf b = {.a = lw->ll.a};   /* not ll_fmt: declarations have no LFunc */
	if (linkage && abi->linkage) {
		buf_str(&b, abi->linkage);
		buf_str(&b, " ");
	}
	if (abi->out) {
		buf_str(&b, abi->out + 1);
		buf_str(&b, " ");
	}
	return buf_get(&b);
}

const char *lower_arg_attr(const FuncABI *abi, int i)
{
	return abi && i < abi->nins && abi->ins[i] ? abi->ins[i] : "";
}

const char *lower_param_list(Lower *lw, Type *ft, const FuncABI *abi)
{
	Buf b = {.a = lw->ll.a};
	for (int i = 0; i < ft->nin; i++)
		for (int k = 0, nf = lower_bare(lw, ft->ins[i]) ? 1 : lower_nfields(ft->ins[i]); k < nf; k++) {
			if (b.n)
				buf_str(&b, ", ");
			buf_str(&b, lower_field_type(lw, ft->ins[i], k));
			buf_str(&b, lower_arg_attr(abi, i));
		}
	return buf_get(&b);
}

/* ", T0 v0, T1 v1, ..." of the fields f of a value of type t, at n;
 * without the first ", " if first. */
static LLine put_fields(Lower *lw, LLine n, Type *t, const LVal *f, bool first)
{
	LFunc *L = &lw->ll;
	for (int k = 0, nf = lower_nfields(t); k < nf; k++) {
		n = ll_room(L, n);   /* a budget of 35 */
		if (!first || k)
			n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, lower_field_type(lw, t, k));
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, f[k].s);
	}
	return n;
}

/* "T0 v0, T1 v1, ..." of all fields of vals (memrefs unbundled), at n */
static LLine put_args(Lower *lw, LLine n, Value **vals, int count)
{
	for (int i = 0; i < count; i++) {
		if (lower_bare(lw, vals[i]->type)) {   /* the aligned pointer */
			n = ll_room(&lw->ll, n);   /* a budget of 35 */
			if (i)
				n = LL_LIT_IN(n, ", ");
			n = ll_str_in(&lw->ll, n, lower_sig_type(lw, vals[i]->type));
			n = LL_LIT_IN(n, " ");
			n = ll_str_in(&lw->ll, n, vals[i]->ll[F_ALIGNED].s);
			continue;
		}
		size_t len;
		const char *list = lower_field_list(lw, vals[i], &len);
		if (!list) {
			n = put_fields(lw, n, vals[i]->type, vals[i]->ll, i == 0);
			continue;
		}
		if (i)   /* a memref's fields, ready made */
			n = LL_LIT(&lw->ll, n, ", ");
		n = ll_room(&lw->ll, ll_lit(&lw->ll, n, list, len));
	}
	return n;
}

/* One result's value: a memref's descriptor, or under the bare-pointer
 * convention its allocated pointer (as MLIR 22 returns it) */
static LVal pack_result(Lower *lw, Type *t, LVal *fields)
{
	return lower_bare(lw, t) ? fields[F_ALLOC] : lower_pack(lw, t, fields);
}

/* The value a function returns: one result as is (a memref as its
 * descriptor), several packed into a struct. */
static LVal pack_results(Lower *lw, Type *ft, Value **vals)
{
	if (ft->nout == 1)
		return pack_result(lw, ft->outs[0], vals[0]->ll);
	const char *rt = lower_ret_type(lw, ft);
	LVal agg = lv_str("poison");
	LFunc *L = &lw->ll;
	for (int i = 0; i < ft->nout; i++) {
		LVal v = pack_result(lw, ft->outs[i], vals[i]->ll);
		const char *name = ll_name(L, "ret");
		LLine n = ll_begin(L, name);   /* a budget of 120 */
		n = LL_LIT_IN(n, "insertvalue ");
		n = ll_str_in(L, n, rt);
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, agg.s);
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, lower_sig_type(lw, ft->outs[i]));
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, v.s);
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, lv_const(L, i).s);
		ll_end_in(L, n);
		agg = lv_str(name);
	}
	return agg;
}

static void unpack_results(Lower *lw, Type *ft, LVal r, Value **res)
{
	const char *rt = lower_ret_type(lw, ft);
	for (int i = 0; i < ft->nout; i++) {
		const char *path = ft->nout == 1 ? "" : lv_const(&lw->ll, i).s;
		if (!lower_bare(lw, ft->outs[i])) {
			res[i]->ll = lower_unpack(lw, ft->outs[i], r, rt, path, res[i]->name);
			continue;
		}
		LVal p = r;   /* the pointer returned: a descriptor rebuilt */
		if (path[0])
			p = ll_def(&lw->ll, res[i]->name, "extractvalue %s %s, %s", rt, r.s, path);
		res[i]->ll = lower_bare_fields(lw, ft->outs[i], p);
	}
}

/* An unranked memref crosses a call as MLIR passes it: the callee
 * returns its ranked descriptor in memory from malloc, which the caller
 * copies to its stack and frees. The descriptor's bytes, as MLIR counts
 * them: two pointers and 1 + 2 * rank index values. */
static LVal unranked_bytes(Lower *lw, LVal rank, const char *sz)
{
	LFunc *L = &lw->ll;
	Ctx *cx = lw->cx;
	LVal n = rank, two = lv_const(L, 2), one = lv_const(L, 1);
	LVal ib = lv_const(L, cx->index_bits / 8), pb = lv_const(L, 2 * (cx->ptr_bits / 8));
	if (cx->index_bits != cx->ptr_bits && !rank.is_const)
		n = ll_def(L, "rank", "%s %s %s to %s", cx->index_bits < cx->ptr_bits ? "zext" : "trunc", lw->ix,
		           rank.s, sz);
	ll_imul(L, sz, &n, &n, &two);
	ll_iadd(L, sz, &n, &n, &one);
	ll_imul(L, sz, &n, &n, &ib);
	ll_iadd(L, sz, &n, &n, &pb);
	return n;
}

/* The values to return, with each unranked memref's descriptor copied
 * to the heap. */
static __attribute__((noinline)) Value **unranked_to_heap(Lower *lw, Type *ft, Value **vals)
{
	LFunc *L = &lw->ll;
	const char *sz = ll_fmt(L, "i%d", lw->cx->ptr_bits);
	Value **out = NEWARRAY(L->a, Value *, ft->nout);
	for (int i = 0; i < ft->nout; i++) {
		out[i] = vals[i];
		if (ft->outs[i]->kind != TY_UMEMREF)
			continue;
		Value *v = NEW(L->a, Value);
		*v = *vals[i];
		LVal *f = NEWARRAY(L->a, LVal, 2), n = unranked_bytes(lw, vals[i]->ll[0], sz);
		const char *bpt = lower_ptr_type(lw, 0);
		ll_need_decl(lw->cx, "malloc", ll_fmt(L, "declare %s @malloc(%s)", bpt, sz));
		f[0] = vals[i]->ll[0];
		f[1] = ll_def(L, "desc.heap", "call %s @malloc(%s %s)", bpt, sz, n.s);
		lower_memcpy(lw, f[1], 0, vals[i]->ll[1], 0, n, sz);
		v->ll = f;
		out[i] = v;
	}
	return out;
}

/* The call's unranked results, moved from the heap to the stack. */
static __attribute__((noinline)) void unranked_from_heap(Lower *lw, Type *ft, Value **res)
{
	LFunc *L = &lw->ll;
	const char *sz = ll_fmt(L, "i%d", lw->cx->ptr_bits);
	for (int i = 0; i < ft->nout; i++) {
		if (ft->outs[i]->kind != TY_UMEMREF)
			continue;
		LVal *f = res[i]->ll, n = unranked_bytes(lw, f[0], sz);
		LVal p = ll_def(L, "desc.ptr", "alloca i8, %s %s, align 16", sz, n.s);
		lower_memcpy(lw, p, 0, f[1], 0, n, sz);
		const char *bpt = lower_ptr_type(lw, 0);
		ll_need_decl(lw->cx, "free", ll_fmt(L, "declare void @free(%s)", bpt));
		ll_emit(L, "call void @free(%s %s)", bpt, f[1].s);
		f[1] = p;
	}
}

static bool any_unranked(const Type *ft)
{
	for (int i = 0; i < ft->nout; i++)
		if (ft->outs[i]->kind == TY_UMEMREF)
			return true;
	return false;
}

/* Typed pointers: the type of a pointer to a function of type ft */
static const char *fn_ptr_type(Lower *lw, Type *ft)
{
	return ll_fmt(&lw->ll, "%s (%s)*", lower_ret_type(lw, ft), lower_param_list(lw, ft, NULL));
}

/* func.return %a, %b : i32, f32
 *   -> %ret = insertvalue { i32, float } ...; ret { i32, float } %ret */
void lower_return(Lower *lw, Op *op)
{
	Type *ft = lw->fn->type;
	LFunc *L = &lw->ll;
	if (ft->nout == 0) {
		ll_end_in(L, LL_LIT_IN(ll_begin(L, NULL), "ret void"));
	} else {
		Value **vals = any_unranked(ft) ? unranked_to_heap(lw, ft, op->opnd) : op->opnd;
		LVal v = pack_results(lw, ft, vals);
		LLine n = ll_begin(L, NULL);   /* a budget of 58 */
		n = LL_LIT_IN(n, "ret ");
		n = ll_str_in(L, n, lower_ret_type(lw, ft));
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, v.s);
		ll_end_in(L, n);
	}
	L->cur->terminated = true;
}

/* %r:2 = func.call @f(%m) : (memref<?xf32>) -> (i32, i64)
 *   -> %r = call { i32, i64 } @f(ptr %m.alloc, ptr %m.aligned, i64 ...) */
void lower_call(Lower *lw, Op *op)
{
	Type *ft = op->type;
	bool indirect = op->id == OP_FUNC_CALL_INDIRECT;
	const char *callee = indirect ? lower_opnd(op, 0).s : ll_global(lw->ll.a, "", op->callee);
	const char *rt = lower_ret_type(lw, ft);
	if (indirect && lw->cx->typed_ptrs)
		callee = lower_ptr_cast(lw, lv_str(callee), "i8*", fn_ptr_type(lw, op->opnd[0]->type)).s;
	Value **args = op->opnd + indirect;
	LFunc *L = &lw->ll;
	const char *hint = ft->nout == 1 && (lower_nfields(ft->outs[0]) == 1 || lw->bare) ? op->res[0]->name : "call";
	LVal r = {.s = ft->nout ? ll_name(L, hint) : NULL};
	LLine n = ll_begin(L, r.s);   /* a budget of 60 */
	n = LL_LIT_IN(n, "call ");
	n = ll_str_in(L, n, rt);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, callee);
	n = LL_LIT_IN(n, "(");
	n = put_args(lw, n, args, op->nopnd - indirect);
	ll_end(L, LL_LIT(L, n, ")"));
	if (ft->nout)
		unpack_results(lw, ft, r, op->res);
	if (any_unranked(ft))
		unranked_from_heap(lw, ft, op->res);
}

/* %f = func.constant @g : (i32) -> i32 is the function's address: '@g'
 * (with typed pointers, as an 'i8*') */
void lower_func_constant(Lower *lw, Op *op)
{
	const char *g = ll_global(lw->ll.a, "", op->callee);
	if (lw->cx->typed_ptrs)
		g = ll_fmt(&lw->ll, "bitcast (%s %s to i8*)", fn_ptr_type(lw, op->res[0]->type), g);
	lower_set(lw, op, 0, lv_str(g));
}

static bool is_memref(const Type *t)
{
	return t->kind == TY_MEMREF || t->kind == TY_UMEMREF;
}

/* Whether the C interface returns the result through a pointer. */
static bool result_by_pointer(Type *ft)
{
	if (ft->nout != 1)
		return ft->nout > 1;
	Type *t = ft->outs[0];
	return is_memref(t) || t->kind == TY_COMPLEX;
}

/* The type of a C interface parameter: a memref's is a pointer to its
 * descriptor */
static const char *ciface_type(Lower *lw, Type *t)
{
	return is_memref(t) ? lower_ptr_to(lw, type_ll(lw->cx, t), 0) : type_ll(lw->cx, t);
}

static const char *ciface_params(Lower *lw, Type *ft, const FuncABI *abi)
{
	Buf b = {.a = lw->ll.a};
	if (result_by_pointer(ft))
		buf_str(&b, lower_ptr_to(lw, lower_ret_type(lw, ft), 0));
	for (int i = 0; i < ft->nin; i++) {
		if (b.n)
			buf_str(&b, ", ");
		buf_str(&b, ciface_type(lw, ft->ins[i]));
		buf_str(&b, lower_arg_attr(abi, i));
	}
	return buf_get(&b);
}

/* "HEAD NAME(PARAMS) {" and the one block of a wrapper or forwarder; with
 * -g, its lines all at the function's position */
static void print_one_block_function(Ctx *cx, LFunc *L, const char *head, const char *name,
                               const char *params, const LBlock *entry, DebugFunc *d)
{
	out_str(cx, head);
	out_str(cx, " ");
	out_str(cx, name);
	out_str(cx, "(");
	out_str(cx, params);
	out_str(cx, ")");
	if (d)
		debug_define(cx, d);
	out_str(cx, " {\nentry:\n");
	emit_lines(cx, L, entry, d);
	out_str(cx, "}\n\n");
	if (d)
		debug_func_end(cx, d);
}

/* "%argN", the name of the wrapper's parameter i: a function of its own
 * has no other name like it. */
static const char *wrapper_arg_name(Lower *lw, int i)
{
	if (i >= 100)
		return ll_name(&lw->ll, ll_fmt(&lw->ll, "arg%d", i));
	char *p = arena_alloc_raw(lw->ll.a, 8);
	memcpy(p, "%arg", 4);
	memcpy(p + 4, ll_small_ints[i], 3);
	return p;
}

/* define void @_mlir_ciface_f(ptr %result, ptr %arg0, i32 %arg1): loads
 * each descriptor, calls @f with its fields, stores a struct result. */
void lower_c_wrapper(Lower *lw, Func *f)
{
	Ctx *cx = lw->cx;
	Type *ft = f->type;
	LFunc *L = &lw->ll;
	ll_free(L);
	ll_init(L, cx);
	LBlock *entry = ll_block(L, "entry");
	ll_start(L, entry);
	bool byptr = result_by_pointer(ft);
	Buf params = {.a = L->a};
	const char *res = NULL;
	const char *rt = lower_ret_type(lw, ft), *rpt = byptr ? lower_ptr_to(lw, rt, 0) : NULL;
	if (byptr) {
		res = ll_name(L, "result");
		buf_str(&params, rpt);
		buf_str(&params, " ");
		buf_str(&params, res);
	}
	const LVal **fields = NEWARRAY(L->a, const LVal *, ft->nin);
	for (int i = 0; i < ft->nin; i++) {
		Type *t = ft->ins[i];
		const char *p = wrapper_arg_name(lw, i);
		if (params.n)
			buf_str(&params, ", ");
		buf_str(&params, ciface_type(lw, t));
		buf_str(&params, lower_arg_attr(f->abi, i));
		buf_str(&params, " ");
		buf_str(&params, p);
		if (!is_memref(t)) {
			LVal *v = NEW(L->a, LVal);
			*v = lv_str(p);
			fields[i] = v;
			continue;
		}
		LVal d = {.s = ll_name(L, "desc")};
		LLine n = ll_begin(L, d.s);   /* a budget of 65 */
		n = LL_LIT_IN(n, "load ");
		n = ll_str_in(L, n, type_ll(cx, t));
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, ciface_type(lw, t));
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, p);
		ll_end_in(L, n);
		fields[i] = lower_unpack(lw, t, d, type_ll(cx, t), "", p + 1);
	}
	const char *r = ft->nout ? ll_name(L, "r") : NULL;
	LLine n = ll_begin(L, r);   /* a budget of 60, then one for each field */
	n = LL_LIT_IN(n, "call ");
	n = ll_str_in(L, n, rt);
	n = LL_LIT_IN(n, " ");
	n = ll_str_in(L, n, ll_global(L->a, "", f->name));
	n = LL_LIT_IN(n, "(");
	for (int i = 0; i < ft->nin; i++)
		n = put_fields(lw, n, ft->ins[i], fields[i], i == 0);
	ll_end(L, LL_LIT(L, n, ")"));
	if (byptr) {
		n = ll_begin(L, NULL);   /* a budget of 64 */
		n = LL_LIT_IN(n, "store ");
		n = ll_str_in(L, n, rt);
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, r);
		n = LL_LIT_IN(n, ", ");
		n = ll_str_in(L, n, rpt);
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, res);
		ll_end_in(L, n);
	}
	n = ll_begin(L, NULL);   /* a budget of 40 */
	if (ft->nout == 0 || byptr) {
		n = LL_LIT_IN(n, "ret void");
	} else {
		n = LL_LIT_IN(n, "ret ");
		n = ll_str_in(L, n, rt);
		n = LL_LIT_IN(n, " ");
		n = ll_str_in(L, n, r);
	}
	ll_end_in(L, n);
	L->cur->terminated = true;
	const char *name = ll_global(L->a, "_mlir_ciface_", f->name);
	const char *head = byptr ? "define void" : ll_fmt(L, "define %s%s", lower_abi_prefix(lw, f->abi, false), rt);
	print_one_block_function(cx, L, head, name, buf_get(&params), entry,
	                         cx->opt->debug_info ? debug_func(cx, name, f->loc, false) : NULL);
	sym_get(cx, f->name, NULL, f->loc)->c_wrapper = true;   /* see sym_defined */
}

/* For an external function with the C interface: a body for @f that stores
 * each descriptor on the stack and calls the external @_mlir_ciface_f. */
void lower_c_forwarder(Lower *lw, Func *f)
{
	Ctx *cx = lw->cx;
	Type *ft = f->type;
	LBlock *entry = ll_block(&lw->ll, "entry");
	ll_start(&lw->ll, entry);
	bool byptr = result_by_pointer(ft);
	const char *rt = lower_ret_type(lw, ft);
	const char *ciface = ll_global(lw->ll.a, "_mlir_ciface_", f->name);
	Buf params = {.a = lw->ll.a};
	Buf args = {.a = lw->ll.a};
	const char *res = NULL;
	if (byptr) {
		res = ll_def(&lw->ll, "result", "alloca %s, i64 1", rt).s;
		buf_str(&args, lower_ptr_to(lw, rt, 0));
		buf_str(&args, " ");
		buf_str(&args, res);
	}
	for (int i = 0; i < ft->nin; i++) {
		Type *t = ft->ins[i];
		int nf = lower_nfields(t);
		LVal *fields = NEWARRAY(lw->ll.a, LVal, nf);
		const char *base = ll_fmt(&lw->ll, "arg%d", i);
		for (int k = 0; k < nf; k++) {
			fields[k].s = ll_name(&lw->ll, nf == 1 ? base : lower_field_suffix(lw, t, k));
			if (params.n)
				buf_str(&params, ", ");
			buf_str(&params, lower_field_type(lw, t, k));
			buf_str(&params, lower_arg_attr(f->abi, i));
			buf_str(&params, " ");
			buf_str(&params, fields[k].s);
		}
		if (args.n)
			buf_str(&args, ", ");
		if (is_memref(t)) {
			LVal d = lower_pack(lw, t, fields);
			LVal slot = ll_def(&lw->ll, "desc.ptr", "alloca %s, i64 1", type_ll(cx, t));
			ll_emit(&lw->ll, "store %s %s, %s %s", type_ll(cx, t), d.s, ciface_type(lw, t), slot.s);
			buf_str(&args, ciface_type(lw, t));
			buf_str(&args, " ");
			buf_str(&args, slot.s);
		} else {
			buf_str(&args, type_ll(cx, t));
			buf_str(&args, " ");
			buf_str(&args, fields[0].s);
		}
	}
	const char *crt = byptr || ft->nout == 0 ? "void" : rt;
	if (ft->nout == 0 || byptr) {
		ll_emit(&lw->ll, "call void %s(%s)", ciface, buf_get(&args));
		if (byptr) {
			LVal r = ll_def(&lw->ll, "r", "load %s, %s %s", rt, lower_ptr_to(lw, rt, 0), res);
			ll_emit(&lw->ll, "ret %s %s", rt, r.s);
		} else {
			ll_emit(&lw->ll, "ret void");
		}
	} else {
		LVal r = ll_def(&lw->ll, "r", "call %s %s(%s)", rt, ciface, buf_get(&args));
		ll_emit(&lw->ll, "ret %s %s", rt, r.s);
	}
	/* private: the body is this module's adapter, not an export (MLIR 22
	 * accepts only private declarations anyway) */
	const char *name = ll_global(lw->ll.a, "", f->name);
	const char *abi = lower_abi_prefix(lw, f->abi, false);
	print_one_block_function(cx, &lw->ll, ll_fmt(&lw->ll, "define private %s%s", abi, rt), name, buf_get(&params), entry,
	                         cx->opt->debug_info ? debug_func(cx, name, f->loc, true) : NULL);
	sym_get(cx, f->name, NULL, f->loc)->defined = true;
	ll_need_decl(cx, ll_fmt(&lw->ll, "_mlir_ciface_%s", f->name),
	             ll_fmt(&lw->ll, "declare %s%s %s(%s)", byptr ? "" : abi, crt, ciface, ciface_params(lw, ft, f->abi)));
}
