/* The attributes of a function and of its arguments and results that
 * change its LLVM signature, as MLIR 22 translates them:
 *   llvm.linkage = #llvm.linkage<internal>   define internal void @f()
 *   %a: i8 {llvm.signext}                    i8 signext %a
 *   -> (i16 {llvm.zeroext})                  define zeroext i16 @f(...)
 * They are kept in the function's FuncABI, and a declaration's in the
 * module's map, for its 'declare' at the module's end (emit.c).
 * llvm.bareptr and func.varargs, which change the ABI in ways ir2ll does
 * not follow, are errors; other attributes are hints, left out. */
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

/* The attribute of an argument or result of type t that dict asks for:
 * "signext", "zeroext" or NULL */
static const char *extension(Parser *P, const Attr *dict, Type *t, Loc at)
{
	const char *ext = NULL;
	for (int i = 0; dict && dict->kind == AT_DICT && i < dict->n; i++) {
		const char *key = dict->keys[i];
		const Attr *v = dict->elems[i];
		Loc where = v->loc.line ? v->loc : at;
		if (strcmp(key, "llvm.signext") && strcmp(key, "llvm.zeroext")) {
			if (!strcmp(key, "llvm.linkage") || (!strcmp(key, "llvm.bareptr") && set(v)))
				diag_error(P->cx, where, "'%s' is not an attribute of an argument or result", key);
			continue;
		}
		if (!set(v))
			continue;
		if (t->kind != TY_INT && t->kind != TY_INDEX) {
			diag_error(P->cx, where, "'%s' applies to integers, not to '%s'", key, type_mlir(P->cx, t));
			continue;
		}
		const char *this = !strcmp(key, "llvm.signext") ? "signext" : "zeroext";   /* outlives the key */
		if (ext && ext != this) {
			diag_error(P->cx, where, "'llvm.signext' and 'llvm.zeroext' together");
			continue;
		}
		ext = this;
	}
	return ext;
}

void b_arg_attrs(Parser *P, const Attr *dict, int i, Type *t, Loc at)
{
	const char *ext = extension(P, dict, t, at);
	if (!ext)
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
	abi->ins[i] = ext;
}

void b_result_attrs(Parser *P, const Attr *dict, Type *t, Loc at)
{
	const char *ext = extension(P, dict, t, at);
	if (ext) {
		abi_of(P)->out = ext;
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
	if (abi->out && f->type->nout != 1) {
		diag_error(cx, abi->out_at, "'llvm.%s' on a result of a function of %d results, which returns them "
		           "in a struct", abi->out, f->type->nout);
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
	if (abi->nins)
		kept->ins = arena_dup(&cx->perm, abi->ins, sizeof *abi->ins * (size_t)abi->nins);
	if (!cx->decl_abis.slots)
		map_init(&cx->decl_abis, &cx->perm, 16);
	map_put(&cx->decl_abis, f->name, strlen(f->name), kept);
}
