/* memref.global, a top-level item, and the module's record of the globals
 * that memref.get_global uses. A global is checked and printed as soon as
 * it is read (lower/global.c), its text held in the function arena until
 * then. Its symbol shares the functions' table (symbol.c): its type is
 * kept as the signature '() -> memref<...>', so that a use before the
 * definition is checked when the definition comes, and a use of a global
 * never defined at the module's end (b_check_globals). */
#include <string.h>
#include "build.h"
#include "lower/lower.h"

void b_global_begin(Parser *P)
{
	P->a = &P->cx->fa;
	P->in_global = true;
}

/* What the global held goes; the text before the next item may go too
 * (item_done). */
void b_global_end(Parser *P)
{
	Ctx *cx = P->cx;
	arena_reset(&cx->fa);
	type_forget_local(cx);
	arena_reset(&P->scratch);
	P->a = &cx->perm;
	P->in_global = false;
}

/* '() -> t', the signature a global of type t is kept with */
static Type *global_sig(Ctx *cx, Type *t)
{
	Type *outs[1] = {t};
	return type_intern(cx, &(Type){.kind = TY_FUNC, .nout = 1, .outs = outs});
}

/* The problem with a global's type, or NULL */
static const char *type_problem(Type *t)
{
	if (t->kind != TY_MEMREF)
		return "must be a ranked memref";
	for (int i = 0; i < t->rank; i++)
		if (t->shape[i] == DYN)
			return "must be a memref of static shape";
	if (t->layout != LAYOUT_IDENTITY)
		return "with a layout is not supported: its layout must be the identity";
	Type *e = t->elem;
	if (e->kind != TY_INT && e->kind != TY_INDEX && e->kind != TY_FLOAT && e->kind != TY_COMPLEX)
		return "of this element type is not supported (integers, index, floats and complex numbers are)";
	return NULL;
}

static bool check_global(Parser *P, const GlobalDef *g, Loc at, Attr *align)
{
	Ctx *cx = P->cx;
	const char *why = type_problem(g->type);
	if (why) {
		diag_error(cx, at, "the type '%s' of a 'memref.global' %s", type_mlir(cx, g->type), why);
		return false;
	}
	if (align && (align->kind != AT_INT || !align->decimal || align->neg || align->offset <= 0 ||
	              align->offset > (int64_t)1 << 32 || (align->offset & (align->offset - 1)))) {
		diag_error(cx, align->loc, "'memref.global' alignment must be a power of 2 up to 2^32");
		return false;
	}
	Attr *init = g->init;
	bool dense = init && init->kind == AT_DENSE, resource = init && init->kind == AT_RESOURCE;
	if ((dense && !b_dense_hex(P, init, g->type)) || (resource && !b_resource_check(P, init, g->type)))
		return false;
	Type *t = g->type, *dt = dense || resource ? init->type : NULL;   /* the value's own ': tensor<...>' */
	if (dt && (dt->kind != TY_TENSOR || dt->rank != t->rank || dt->elem != t->elem ||
	           memcmp(dt->shape, t->shape, sizeof(int64_t) * (size_t)t->rank))) {
		diag_error(cx, init->loc, "invalid initial value of type '%s': the %s has type '%s'", type_mlir(cx, t),
		           dense ? "dense<...> value" : "dense_resource<...>", type_mlir(cx, dt));
		return false;
	}
	if (resource)
		return true;
	Loc where = at;
	if (g->init && g->init->kind != AT_UNIT && (why = lower_global_init_problem(cx, g->type, g->init, &where))) {
		diag_error(cx, where.line ? where : at, "invalid initial value of type '%s': %s",
		           type_mlir(cx, g->type), why);
		return false;
	}
	return true;
}

/* The global's symbol: defined once, and at the type its uses say. */
static bool define_symbol(Parser *P, const GlobalDef *g, Loc symloc, Loc at)
{
	Ctx *cx = P->cx;
	Type *sig = global_sig(cx, g->type);
	unsigned nsym = cx->nsym;
	Symbol *sym = sym_get(cx, g->name, sig, symloc);
	bool fresh = cx->nsym != nsym;
	const Symbol *def = sym_definition(cx, sym);
	if (def || sym->declared_here) {
		diag_error(cx, at, "redefinition of symbol '@%s'", g->name);
		diag_note(cx, sym_loc(def ? def : sym), "previously defined here");
		return false;
	}
	if (!fresh && sym->has_sig && !sym->global) {
		diag_error(cx, at, "'@%s' is used as a function, but it is a 'memref.global'", g->name);
		diag_note(cx, sym_loc(sym), "used here");
		return false;
	}
	if (!fresh && sym->has_sig && !sym_has_type(cx, sym, sig)) {
		diag_error(cx, at, "'memref.global' '@%s' has type '%s', but 'memref.get_global' uses it as '%s'",
		           g->name, type_mlir(cx, g->type), type_mlir(cx, sym_type(cx, sym)->outs[0]));
		diag_note(cx, sym_loc(sym), "used here");
		return false;
	}
	if (!fresh)
		sym = sym_set_type(cx, sym, sig);
	sym_place(cx, sym, symloc);
	sym->global = true;
	sym->defined = true;
	return true;
}

static void global_done(Parser *P, GlobalDef *g, Loc symloc, Loc at, Attr *align)
{
	g->align = align ? align->offset : 0;
	if (check_global(P, g, at, align) && define_symbol(P, g, symloc, at) && !P->cx->nerrors) {
		if (g->init && g->init->kind == AT_RESOURCE)
			b_resource_global(P, g, g->init);
		else
			lower_global(P->cx, g);
	}
	b_global_end(P);
}

/* memref.global "private" constant @c : memref<4xf32> = dense<...> {alignment = 64} */
void b_global(Parser *P, Tok op, Tok *vis, Tok *cst, Tok name, Type *t, Attr *init, Attr *dict)
{
	Ctx *cx = P->cx;
	GlobalDef g = {.name = tok_name(P, name), .type = t, .init = init, .constant = cst != NULL};
	if (cst && cst->len != 8) {   /* the legacy 'constant' is the only other S_CONSTANT word */
		diag_error(cx, cst->loc, "expected 'constant' or a symbol name");
		b_global_end(P);
		return;
	}
	if (vis) {
		const char *s = tok_text(P, *vis);
		bool priv = vis->len == 9 && !memcmp(s, "\"private\"", 9);
		bool nested = vis->len == 8 && !memcmp(s, "\"nested\"", 8);
		if (!priv && !nested && !(vis->len == 8 && !memcmp(s, "\"public\"", 8))) {
			diag_error(cx, vis->loc, "the visibility of a 'memref.global' must be \"public\", \"private\" or \"nested\"");
			b_global_end(P);
			return;
		}
		g.is_private = priv || nested;
	}
	global_done(P, &g, lex_symbol_loc(&name), op.loc, attr_get(dict, "alignment"));
}

/* "memref.global"() <{sym_name = "c", type = memref<4xf32>, initial_value = dense<...>,
 *   constant, alignment = 64 : i64, sym_visibility = "private"}> : () -> () */
void b_generic_global(Parser *P, Tok op, Attr *props, Attr *dict, Type *optype)
{
	Ctx *cx = P->cx;
	Attr *attrs = attr_merge(P->a, props, dict);
	Attr *name = attr_get(attrs, "sym_name"), *type = attr_get(attrs, "type");
	Attr *vis = attr_get(attrs, "sym_visibility"), *cst = attr_get(attrs, "constant");
	if (optype->nin || optype->nout)
		diag_error(cx, op.loc, "'memref.global' takes no operands and gives no results, but its type is '%s'",
		           type_mlir(cx, optype));
	else if (!name || name->kind != AT_STRING)
		diag_error(cx, name ? name->loc : op.loc, "'memref.global' needs a string attribute 'sym_name'");
	else if (!type || type->kind != AT_TYPE)
		diag_error(cx, type && type->loc.line ? type->loc : op.loc, "'memref.global' needs a type attribute 'type'");
	else if (vis && (vis->kind != AT_STRING || (strcmp(vis->text, "private") && strcmp(vis->text, "public") &&
	                                            strcmp(vis->text, "nested"))))
		diag_error(cx, vis->loc, "'sym_visibility' must be \"public\", \"private\" or \"nested\"");
	else if (cst && cst->kind != AT_UNIT)
		diag_error(cx, cst->loc, "'constant' must be a unit attribute");
	else {
		GlobalDef g = {.name = name->text, .type = type->type, .init = attr_get(attrs, "initial_value"),
		               .constant = cst != NULL, .is_private = vis && strcmp(vis->text, "public")};
		global_done(P, &g, name->loc, op.loc, attr_get(attrs, "alignment"));
		return;
	}
	b_global_end(P);
}

/* A use of global @name as type t (memref.get_global), at loc. */
void b_global_use(Parser *P, const char *name, Loc at, Loc diag_at, Type *t)
{
	Ctx *cx = P->cx;
	Type *sig = global_sig(cx, t);
	unsigned nsym = cx->nsym;
	Symbol *sym = sym_get(cx, name, sig, at);
	sym->used = true;
	if (cx->nsym != nsym || !sym->has_sig) {
		sym = sym_set_type(cx, sym, sig);
		sym_place(cx, sym, at);
		sym->global = true;
		cx->global_uses = true;
	} else if (!sym->global) {
		diag_error(cx, diag_at, "'@%s' is a function, not a 'memref.global'", name);
		diag_note(cx, sym_loc(sym), "'@%s' declared here", name);
	} else if (!sym_has_type(cx, sym, sig)) {
		Type *have = sym_type(cx, sym);   /* a global's, or a function's after a redefinition */
		diag_error(cx, diag_at, "'memref.get_global' gives '%s', but '@%s' has type '%s'",
		           type_mlir(cx, t), name, type_mlir(cx, have->nout == 1 ? have->outs[0] : have));
		diag_note(cx, sym_loc(sym), sym->defined ? "'@%s' defined here" : "'@%s' used here", name);
	}
}

static bool undefined_global(Ctx *cx, const Symbol *s)
{
	(void)cx;
	return s->global && !s->defined;
}

static void report_undefined(Ctx *cx, Symbol *s, void *arg)
{
	(void)arg;
	diag_error(cx, sym_loc(s), "'memref.get_global' of '@%s', which no 'memref.global' defines", s->name);
}

void b_check_globals(Ctx *cx)
{
	if (cx->global_uses)
		sym_each(cx, undefined_global, report_undefined, NULL);
}
