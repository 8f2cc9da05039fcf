/* .ll text out of the LLVM-level form: a function header from the MLIR
 * signature, then each block with its phis (from the recorded edges) and
 * its instruction text. Declarations come last, once each. */
#include <string.h>
#include "emit.h"

static void emit_phis(Ctx *cx, LBlock *b)
{
	for (int s = 0; s < b->nslot; s++) {
		out_str(cx, "  ");
		out_str(cx, b->slot_name[s]);
		out_str(cx, " = phi ");
		out_str(cx, b->slot_type[s]);
		for (Edge *e = b->edges; e; e = e->next) {
			out_str(cx, e == b->edges ? " [ " : ", [ ");
			out_str(cx, e->vals[s].s);
			out_str(cx, ", %");
			out_str(cx, e->from->label);
			out_str(cx, " ]");
		}
		out_str(cx, "\n");
	}
}

void emit_lines(Ctx *cx, const LFunc *L, const LBlock *b)
{
	for (const Text *t = b->text; t; t = t->next)
		out_write(cx, L->text + t->off, t->len);
}

void emit_function(Ctx *cx, Lower *lw, Func *f)
{
	out_str(cx, "define ");
	out_str(cx, lower_ret_type(lw, f->type));
	out_str(cx, " ");
	out_str(cx, ll_global(lw->ll.a, "", f->name));
	out_str(cx, "(");
	Block *entry = f->body->first;
	bool first = true;
	for (int i = 0; i < entry->nargs; i++) {
		Value *v = entry->args[i];
		for (int k = 0; k < lower_nfields(v->type); k++) {
			if (!first)
				out_str(cx, ", ");
			first = false;
			out_str(cx, lower_field_type(lw, v->type, k));
			out_str(cx, " ");
			out_str(cx, v->ll[k].s);
		}
	}
	out_str(cx, ") {\n");
	for (LBlock *b = lw->ll.first; b; b = b->next) {
		if (b != lw->ll.first)
			out_str(cx, "\n");
		out_str(cx, b->label);
		out_str(cx, ":\n");
		emit_phis(cx, b);
		emit_lines(cx, &lw->ll, b);
		if (!b->terminated)
			out_str(cx, "  unreachable\n");
	}
	out_str(cx, "}\n\n");
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
