/* The module's symbols: what is known of each function name for the whole
 * translation. A 1 GB module has hundreds of thousands, so a symbol is one
 * arena record (header, name, signature as type ids) in an open-addressing
 * table, and first-seen order is a number, sorted once at the end. */
#include <stdlib.h>
#include <string.h>
#include "ast.h"

static Symbol **sym_slot(Ctx *cx, const char *name, size_t n, unsigned h)
{
	unsigned i = h & (cx->symcap - 1);
	for (;; i = (i + 1) & (cx->symcap - 1)) {
		Symbol *s = cx->symtab[i];
		if (!s || (s->hash == h && strncmp(s->name, name, n) == 0 && s->name[n] == 0))
			return &cx->symtab[i];
	}
}

Symbol *sym_find(Ctx *cx, const char *name)
{
	if (!cx->symcap)
		return NULL;
	size_t n = strlen(name);
	return *sym_slot(cx, name, n, str_key_hash(name, n));
}

/* The signature follows the name: nin, nout, then the ids of the module
 * twins of the inputs and outputs, in 16 bits each when they fit. */
static size_t sig_at(size_t namelen)
{
	return (offsetof(Symbol, name) + namelen + 1 + 3) & ~(size_t)3;
}

/* Where s's signature starts: read once for all its numbers. */
static const char *sig_of(const Symbol *s)
{
	return (const char *)s + sig_at(strlen(s->name));
}

/* The id of t's module twin: a call only for a type local to the
 * function. */
static uint32_t global_id(Ctx *cx, Type *t)
{
	return (t->local ? type_global(cx, t) : t)->id;
}

static unsigned sig_get(const Symbol *s, const char *sig, int i)
{
	return s->wide_sig ? ((const uint32_t *)sig)[i] : ((const uint16_t *)sig)[i];
}

static void sym_grow(Ctx *cx)
{
	unsigned cap = cx->symcap ? 2 * cx->symcap : 256;
	Symbol **t = calloc(cap, sizeof *t);
	if (!t)
		no_memory(cx->nomem);
	for (unsigned i = 0; i < cx->symcap; i++)
		if (cx->symtab[i]) {
			unsigned j = cx->symtab[i]->hash & (cap - 1);
			while (t[j])
				j = (j + 1) & (cap - 1);
			t[j] = cx->symtab[i];
		}
	free(cx->symtab);
	cx->symtab = t;
	cx->symcap = cap;
}

/* A symbol record: the header, the name, and ft's signature if any. */
static Symbol *sym_new(Ctx *cx, const char *name, size_t n, Type *ft)
{
	int len = 0;
	uint32_t *ids = arena_alloc_raw(&cx->fa, sizeof *ids * (size_t)(ft && ft->kind == TY_FUNC ? 2 + ft->nin + ft->nout : 1));
	bool wide = false;
	if (ft && ft->kind == TY_FUNC) {
		ids[len++] = (uint32_t)ft->nin;
		ids[len++] = (uint32_t)ft->nout;
		for (int i = 0; i < ft->nin; i++)
			ids[len++] = global_id(cx, ft->ins[i]);
		for (int i = 0; i < ft->nout; i++)
			ids[len++] = global_id(cx, ft->outs[i]);
		for (int i = 0; i < len; i++)
			wide |= ids[i] > UINT16_MAX;
	}
	size_t at = sig_at(n);
	Symbol *s = arena_alloc(&cx->perm, at + (size_t)len * (wide ? 4 : 2));
	memcpy(s->name, name, n + 1);
	for (int i = 0; i < len; i++) {
		if (wide)
			((uint32_t *)((char *)s + at))[i] = ids[i];
		else
			((uint16_t *)((char *)s + at))[i] = (uint16_t)ids[i];
	}
	s->has_sig = len > 0;
	s->wide_sig = wide;
	return s;
}

Symbol *sym_get(Ctx *cx, const char *name, Type *ft, Loc loc)
{
	if (4 * (cx->nsym + 1) > 3 * cx->symcap)
		sym_grow(cx);
	size_t n = strlen(name);
	unsigned h = str_key_hash(name, n);
	Symbol **slot = sym_slot(cx, name, n, h);
	if (*slot)
		return *slot;
	Symbol *s = sym_new(cx, name, n, ft);
	s->seq = cx->nsym++;
	s->hash = h;
	sym_place(cx, s, loc);
	*slot = s;
	return s;
}

bool sym_has_type(Ctx *cx, const Symbol *s, Type *ft)
{
	if (!s->has_sig || ft->kind != TY_FUNC)
		return false;
	const char *sig = sig_of(s);
	if ((int)sig_get(s, sig, 0) != ft->nin || (int)sig_get(s, sig, 1) != ft->nout)
		return false;
	for (int i = 0; i < ft->nin; i++)
		if (sig_get(s, sig, 2 + i) != global_id(cx, ft->ins[i]))
			return false;
	for (int i = 0; i < ft->nout; i++)
		if (sig_get(s, sig, 2 + ft->nin + i) != global_id(cx, ft->outs[i]))
			return false;
	return true;
}

Symbol *sym_set_type(Ctx *cx, Symbol *s, Type *ft)
{
	if (ft->kind != TY_FUNC || sym_has_type(cx, s, ft))
		return s;
	size_t n = strlen(s->name);
	Symbol *t = sym_new(cx, s->name, n, ft);
	Symbol head = *t;
	memcpy(t, s, offsetof(Symbol, name));   /* not the name's bytes in the tail padding */
	t->has_sig = head.has_sig;
	t->wide_sig = head.wide_sig;
	*sym_slot(cx, s->name, n, s->hash) = t;
	return t;
}

Type *sym_type(Ctx *cx, const Symbol *s)
{
	if (!s->has_sig)
		return NULL;
	const char *sig = sig_of(s);
	int nin = (int)sig_get(s, sig, 0), nout = (int)sig_get(s, sig, 1);
	Type **io = NEWARRAY(&cx->fa, Type *, nin + nout + 1);
	for (int i = 0; i < nin + nout; i++)
		io[i] = type_by_id(cx, sig_get(s, sig, 2 + i));
	return type_intern(cx, &(Type){.kind = TY_FUNC, .nin = nin, .ins = io, .nout = nout, .outs = io + nin});
}

/* The line and column are kept, as the symbol's line may be long gone
 * from the input buffer when a diagnostic names it; diag.c quotes it
 * from the offset if it can. */
void sym_place(Ctx *cx, Symbol *s, Loc loc)
{
	LineCol at = lex_line_col(cx->lex, loc);
	s->off = loc.off;
	s->line = at.line;
	s->col = at.col;
}

Loc sym_loc(const Symbol *s)
{
	return (Loc){s->off, s->line, s->col};
}

static const char CIFACE[] = "_mlir_ciface_";

const Symbol *sym_definition(Ctx *cx, const Symbol *s)
{
	if (s->defined)
		return s;
	if (strncmp(s->name, CIFACE, sizeof CIFACE - 1) != 0)
		return NULL;
	const Symbol *f = sym_find(cx, s->name + sizeof CIFACE - 1);
	return f && f->c_wrapper ? f : NULL;
}

static int by_seq(const void *a, const void *b)
{
	const Symbol *x = *(Symbol *const *)a, *y = *(Symbol *const *)b;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

void sym_each(Ctx *cx, bool (*want)(Ctx *, const Symbol *), void (*fn)(Ctx *, Symbol *, void *),
              void *arg)
{
	unsigned n = 0;
	for (unsigned i = 0; i < cx->symcap; i++)
		n += cx->symtab[i] && want(cx, cx->symtab[i]);
	/* in the module arena: fn may run out of memory (no_memory) */
	Symbol **all = arena_alloc_raw(&cx->perm, (n + 1) * sizeof *all);
	n = 0;
	for (unsigned i = 0; i < cx->symcap; i++)
		if (cx->symtab[i] && want(cx, cx->symtab[i]))
			all[n++] = cx->symtab[i];
	qsort(all, n, sizeof *all, by_seq);
	for (unsigned i = 0; i < n; i++)
		fn(cx, all[i], arg);
}
