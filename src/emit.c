/* .ll text out of the LLVM-level form: a function header from the MLIR
 * signature, then each block with its phis (from the recorded edges) and
 * its instruction text. Declarations come last, once each. */
#include <string.h>
#include "emit.h"

/* A literal of fewer than 16 bytes: a copy of constant size while the
 * buffer has room, where out_str would look at each byte. */
static inline void out_lit(Ctx *cx, const char *s, size_t n)
{
	if (cx->outcap - cx->outlen < 16) {
		out_write(cx, s, n);
		return;
	}
	memcpy(cx->out + cx->outlen, s, n);
	cx->outlen += n;
}
#define OUT_LIT(cx, s) out_lit((cx), "" s, sizeof s - 1)

/* A name or type: 16 bytes at once while the buffer has room (ll.h) */
static inline void out_operand(Ctx *cx, const char *s)
{
	if (ll_copy16_safe(s) && cx->outcap - cx->outlen >= 16) {
		unsigned zero = ll_copy16(cx->out + cx->outlen, s);
		if (zero) {
			cx->outlen += (unsigned)__builtin_ctz(zero);
			return;
		}
	}
	out_str_inline(cx, s);
}

static void emit_phis(Ctx *cx, LBlock *b)
{
	for (int s = 0; s < b->nslot; s++) {
		OUT_LIT(cx, "  ");
		out_operand(cx, b->slot_name[s]);
		OUT_LIT(cx, " = phi ");
		out_operand(cx, b->slot_type[s]);
		for (Edge *e = b->edges; e; e = e->next) {
			if (e == b->edges)
				OUT_LIT(cx, " [ ");
			else
				OUT_LIT(cx, ", [ ");
			out_operand(cx, e->vals[s].s);
			OUT_LIT(cx, ", %");
			out_operand(cx, e->from->label);
			OUT_LIT(cx, " ]");
		}
		OUT_LIT(cx, "\n");
	}
}

void emit_lines(Ctx *cx, const LFunc *L, const LBlock *b)
{
	for (const Text *t = b->text; t; t = t->next)
		out_write(cx, L->text + t->off, t->len);
}

void emit_function(Ctx *cx, Lower *lw, Func *f)
{
	OUT_LIT(cx, "define ");
	out_operand(cx, lower_ret_type(lw, f->type));
	OUT_LIT(cx, " ");
	out_operand(cx, ll_global(lw->ll.a, "", f->name));
	OUT_LIT(cx, "(");
	Block *entry = f->body->first;
	bool first = true;
	for (int i = 0; i < entry->nargs; i++) {
		Value *v = entry->args[i];
		for (int k = 0; k < lower_nfields(v->type); k++) {
			if (!first)
				OUT_LIT(cx, ", ");
			first = false;
			out_operand(cx, lower_field_type(lw, v->type, k));
			OUT_LIT(cx, " ");
			out_operand(cx, v->ll[k].s);
		}
	}
	OUT_LIT(cx, ") {\n");
	for (LBlock *b = lw->ll.first; b; b = b->next) {
		if (b != lw->ll.first)
			OUT_LIT(cx, "\n");
		out_operand(cx, b->label);
		OUT_LIT(cx, ":\n");
		emit_phis(cx, b);
		emit_lines(cx, &lw->ll, b);
		if (!b->terminated)
			OUT_LIT(cx, "  unreachable\n");
	}
	OUT_LIT(cx, "}\n\n");
}

static bool needs_declaration(Ctx *cx, const Symbol *s)
{
	return (s->has_decl || (s->has_sig && s->used)) && !sym_definition(cx, s);
}

static void declare(Ctx *cx, Symbol *s, void *arg)
{
	Lower *lw = arg;
	if (s->has_decl) {
		out_str(cx, map_get(&cx->decls, s->name, strlen(s->name)));
		out_str(cx, "\n");
		return;
	}
	Type *ft = sym_type(cx, s);
	out_str(cx, "declare ");
	out_str(cx, lower_ret_type(lw, ft));
	out_str(cx, " ");
	out_str(cx, ll_global(lw->ll.a, "", s->name));
	out_str(cx, "(");
	out_str(cx, lower_param_list(lw, ft));
	out_str(cx, ")\n");
}

void emit_declarations(Ctx *cx, Lower *lw)
{
	sym_each(cx, needs_declaration, declare, lw);
}
