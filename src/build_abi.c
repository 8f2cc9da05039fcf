/* The attributes of a function and of its arguments and results that
 * change its LLVM signature, as MLIR 22 translates them:
 *   llvm.linkage = #llvm.linkage<internal>   define internal void @f()
 *   %a: i8 {llvm.signext}                    i8 signext %a
 *   -> (i16 {llvm.zeroext})                  define zeroext i16 @f(...)
 *   %p: memref<4xf32> {llvm.noalias}         ptr noalias %p (bare pointers)
 * They are kept in the function's FuncABI, and a declaration's in the
 * module's map, for its 'declare' at the module's end (emit.c).
 * llvm.bareptr and func.varargs, which change the ABI in ways ir2ll does
 * not follow, are errors; attributes LLVM has no use for are left out. */
#include <string.h>
#include "build.h"

/* The attribute's setting: false for 'false', the default, as if absent */
static bool set(const Attr *v)
{
	return !(v->kind == AT_BOOL && !v->b);
}

static FuncABI *abi_of(Parser *P)
{
	Func *f = P->fn;
	if (!f->abi)
		f->abi = NEW(P->a, FuncABI);
	return f->abi;
}

/* The linkages of #llvm.linkage<...> other than external, the default */
static const char *const linkages[] = {"private", "internal", "available_externally", "linkonce", "weak",
                                       "common", "appending", "extern_weak", "linkonce_odr", "weak_odr"};

static void linkage(Parser *P, const Attr *v, Loc at)
{
	static const char prefix[] = "#llvm.linkage<";
	const char *s = v->kind == AT_OPAQUE && v->text ? v->text : "";
	size_t n = strlen(s);
	if (strncmp(s, prefix, sizeof prefix - 1) || s[n - 1] != '>') {
		diag_error(P->cx, v->loc.line ? v->loc : at, "'llvm.linkage' must be a '#llvm.linkage<...>'");
		return;
	}
	s += sizeof prefix - 1;
	n -= sizeof prefix;
	while (n && *s == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	if (n == 8 && !memcmp(s, "external", 8))
		return;
	for (size_t i = 0; i < sizeof linkages / sizeof linkages[0]; i++)
		if (strlen(linkages[i]) == n && !memcmp(s, linkages[i], n)) {
			abi_of(P)->linkage = linkages[i];
			return;
		}
	diag_error(P->cx, v->loc.line ? v->loc : at, "unknown linkage '%.*s'", (int)n, s);
}

/* MLIR's argument and result attributes llvm.NAME that become LLVM's
 * parameter attributes, in the order LLVM prints them; what they apply to
 * (LLVM's verifier rejects others), and whether they take a number */
enum { ANY, INT, PTR };
static const struct { const char *name; int takes; bool number; } param_attrs[] = {
	{"inreg", ANY, false}, {"noalias", PTR, false}, {"nofree", PTR, false}, {"nonnull", PTR, false},
	{"noundef", ANY, false}, {"readonly", PTR, false}, {"signext", INT, false}, {"writeonly", PTR, false},
	{"zeroext", INT, false}, {"align", PTR, true}, {"dereferenceable", PTR, true},
};

/* The LLVM attributes that dict asks for on an argument (or, if result,
 * the result) of type t, " noalias nonnull", or NULL for none. signext
 * and zeroext on what is not an integer are errors; the others are hints,
 * left out where they do not apply: on a memref that is not one pointer
 * (as MLIR 22 leaves them out), on a result but noundef. */
static const char *param_attr_text(Parser *P, const Attr *dict, Type *t, bool result, Loc at)
{
	Ctx *cx = P->cx;
	bool is_int = t->kind == TY_INT || t->kind == TY_INDEX;
	bool is_ptr = (t->kind == TY_MEMREF && cx->opt->bare_ptr_call_conv && !result) || t->kind == TY_FUNC;
	Buf b = {.a = P->a};
	const Attr *ext = NULL;
	for (size_t k = 0; dict && dict->kind == AT_DICT && k < sizeof param_attrs / sizeof param_attrs[0]; k++) {
		const Attr *v = NULL;
		for (int i = 0; i < dict->n && !v; i++)
			if (!strncmp(dict->keys[i], "llvm.", 5) && !strcmp(dict->keys[i] + 5, param_attrs[k].name))
				v = dict->elems[i];
		if (!v || !set(v))
			continue;
		Loc where = v->loc.line ? v->loc : at;
		int takes = param_attrs[k].takes;
		if (takes == INT && !is_int) {
			diag_error(cx, where, "'llvm.%s' applies to integers, not to '%s'", param_attrs[k].name,
			           type_mlir(cx, t));
			continue;
		}
		if (takes == INT && ext) {
			diag_error(cx, where, "'llvm.signext' and 'llvm.zeroext' together");
			continue;
		}
		ext = takes == INT ? v : ext;
		if ((takes == PTR && !is_ptr) || (result && takes == PTR))
			continue;
		if (param_attrs[k].number) {
			bool pow2 = !strcmp(param_attrs[k].name, "align");
			if (v->kind != AT_INT || !v->decimal || v->neg || v->offset <= 0 ||
			    (pow2 && (v->offset > (int64_t)1 << 32 || (v->offset & (v->offset - 1))))) {
				diag_error(cx, where, "'llvm.%s' must be a positive integer%s", param_attrs[k].name,
				           pow2 ? ", a power of 2 up to 2^32" : "");
				continue;
			}
			buf_str(&b, " ");
			buf_str(&b, param_attrs[k].name);
			buf_str(&b, pow2 ? " " : "(");
			buf_str(&b, v->text);
			if (!pow2)
				buf_str(&b, ")");
			continue;
		}
		buf_str(&b, " ");
		buf_str(&b, param_attrs[k].name);
	}
	for (int i = 0; dict && dict->kind == AT_DICT && i < dict->n; i++)
		if (!strcmp(dict->keys[i], "llvm.linkage") || (!strcmp(dict->keys[i], "llvm.bareptr") && set(dict->elems[i])))
			diag_error(cx, dict->elems[i]->loc.line ? dict->elems[i]->loc : at,
			           "'%s' is not an attribute of an argument or result", dict->keys[i]);
	return b.n ? buf_get(&b) : NULL;
}

void b_arg_attrs(Parser *P, const Attr *dict, int i, Type *t, Loc at)
{
	const char *text = param_attr_text(P, dict, t, false, at);
	if (!text)
		return;
	FuncABI *abi = abi_of(P);
	if (i >= abi->nins) {   /* room for 8 more, or twice as many */
		int n = i + 8 > 2 * abi->nins ? i + 8 : 2 * abi->nins;
		const char **ins = NEWARRAY(P->a, const char *, n);
		if (abi->nins)
			memcpy(ins, abi->ins, sizeof *ins * (size_t)abi->nins);
		abi->ins = ins;
		abi->nins = n;
	}
	abi->ins[i] = text;
}

void b_result_attrs(Parser *P, const Attr *dict, Type *t, Loc at)
{
	const char *text = param_attr_text(P, dict, t, true, at);
	if (text) {
		abi_of(P)->out = text;
		abi_of(P)->out_at = dict->loc.line ? dict->loc : at;
	}
}

void b_func_attrs(Parser *P, const Attr *dict, Loc at)
{
	for (int i = 0; dict && dict->kind == AT_DICT && i < dict->n; i++) {
		const char *key = dict->keys[i];
		const Attr *v = dict->elems[i];
		if (!strcmp(key, "llvm.linkage"))
			linkage(P, v, at);
		else if ((!strcmp(key, "llvm.bareptr") || !strcmp(key, "func.varargs")) && set(v))
			diag_error(P->cx, v->loc.line ? v->loc : at,
			           "'%s' is not supported (it changes the ABI, which ir2ll would not follow)", key);
		else if ((!strcmp(key, "llvm.signext") || !strcmp(key, "llvm.zeroext")) && set(v))
			diag_error(P->cx, v->loc.line ? v->loc : at,
			           "'%s' is an attribute of an argument or result, not of a function", key);
	}
}

void b_abi_end(Parser *P, Func *f)
{
	Ctx *cx = P->cx;
	FuncABI *abi = f->abi;
	if (!abi)
		return;
	if (abi->out && f->type->nout != 1) {   /* hints go; an extension is an error */
		if (strstr(abi->out, "ext"))
			diag_error(cx, abi->out_at, "'llvm.signext' or 'llvm.zeroext' on a result of a function of %d "
			           "results, which returns them in a struct", f->type->nout);
		abi->out = NULL;
	}
	const char *l = abi->linkage;
	if (l && f->body && (!strcmp(l, "common") || !strcmp(l, "appending") || !strcmp(l, "extern_weak")))
		diag_error(cx, f->loc, "a function with a body cannot have the linkage '%s'", l);
	else if (l && !f->body && strcmp(l, "extern_weak"))
		diag_error(cx, f->loc, "a declaration cannot have the linkage '%s' (only 'external' and 'extern_weak')", l);
	if (f->body)
		return;
	/* a declaration's, for its 'declare' at the module's end */
	FuncABI *kept = NEW(&cx->perm, FuncABI);
	*kept = *abi;
	if (abi->out)
		kept->out = arena_strndup(&cx->perm, abi->out, strlen(abi->out));
	if (abi->nins)
		kept->ins = NEWARRAY(&cx->perm, const char *, abi->nins);
	for (int i = 0; i < abi->nins; i++)
		if (abi->ins[i])
			kept->ins[i] = arena_strndup(&cx->perm, abi->ins[i], strlen(abi->ins[i]));
	if (!cx->decl_abis.slots)
		map_init(&cx->decl_abis, &cx->perm, 16);
	map_put(&cx->decl_abis, f->name, strlen(f->name), kept);
}
