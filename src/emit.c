/* .ll text out of the LLVM-level form: a function header from the MLIR
 * signature, then each block with its phis (from the recorded edges) and
 * its instruction text. Declarations come last, once each. */
#include <string.h>
#include "debug.h"
#include "emit.h"

/* Where a function is printed in the output buffer: the same cursor as
 * an instruction line's (LLine, ll.h), the end so far and the buffer's
 * end, kept in registers. out_sync stores it back. */
typedef LLine OutAt;

static inline OutAt out_at(Ctx *cx)
{
	return (OutAt){cx->out + cx->outlen, cx->out + cx->outcap};
}

static inline void out_sync(Ctx *cx, OutAt o)
{
	cx->outlen = (size_t)(o.p - cx->out);
}

/* n bytes through out_write, which may flush or grow the buffer */
static OutAt out_bytes(Ctx *cx, OutAt o, const char *s, size_t n)
{
	out_sync(cx, o);
	out_write(cx, s, n);
	return out_at(cx);
}

/* A literal of fewer than 16 bytes: a copy of constant size while the
 * buffer has room, where out_str would look at each byte. */
static inline OutAt out_lit(Ctx *cx, OutAt o, const char *s, size_t n)
{
	if (o.p > o.end - 16)
		return out_bytes(cx, o, s, n);
	memcpy(o.p, s, n);
	o.p += n;
	return o;
}
#define OUT_LIT(cx, o, s) out_lit((cx), (o), "" s, sizeof s - 1)

/* A name or type: 16 bytes at once while the buffer has room (ll.h) */
static inline OutAt out_operand(Ctx *cx, OutAt o, const char *s)
{
	char *end;
	if (o.p <= o.end - 16 && (end = ll_copy_short(o.p, s))) {
		o.p = end;
		return o;
	}
	return out_bytes(cx, o, s, strlen(s));
}

/* As in ll.h, text of a known shape makes room once: after out_room, the
 * pieces below take their budget of OUT_ROOM bytes without looking (16
 * bytes for each out_operand_in, a literal's size for each LL_LIT_IN, 3
 * more at the end). A string of 16 bytes or more goes through out_bytes,
 * and out_room again. */
enum { OUT_ROOM = 128 };

static __attribute__((noinline)) OutAt out_flush_for_room(Ctx *cx, OutAt o)
{
	out_sync(cx, o);
	out_flush(cx);
	o = out_at(cx);
	if (o.end - o.p < OUT_ROOM)
		bug("output buffer smaller than OUT_ROOM");
	return o;
}

/* Room tests here and in ll.h compare the cursor with the end less the
 * room: a lea and a compare, where the room left took a copy, a sub and a
 * compare */
static inline OutAt out_room(Ctx *cx, OutAt o)
{
	return o.p > o.end - OUT_ROOM ? out_flush_for_room(cx, o) : o;
}

static inline OutAt out_operand_in(Ctx *cx, OutAt o, const char *s)
{
	char *end = ll_copy_short(o.p, s);
	if (end) {
		o.p = end;
		return o;
	}
	return out_room(cx, out_bytes(cx, o, s, strlen(s)));
}

static inline __attribute__((always_inline)) OutAt emit_phis(Ctx *cx, OutAt o, LBlock *b)
{
	for (int s = 0; s < b->nslot; s++) {
		o = out_room(cx, o);   /* a budget of 41 */
		o = LL_LIT_IN(o, "  ");
		o = out_operand_in(cx, o, b->slot_name[s]);
		o = LL_LIT_IN(o, " = phi ");
		o = out_operand_in(cx, o, b->slot_type[s]);
		for (Edge *e = b->edges; e; e = e->next) {
			o = out_room(cx, o);   /* a budget of 41 */
			if (e == b->edges)
				o = LL_LIT_IN(o, " [ ");
			else
				o = LL_LIT_IN(o, ", [ ");
			o = out_operand_in(cx, o, e->vals[s].s);
			o = LL_LIT_IN(o, ", %");
			o = out_operand_in(cx, o, e->from->label);
			o = LL_LIT_IN(o, " ]");
		}
		o = OUT_LIT(cx, o, "\n");
	}
	return o;
}

void emit_lines(Ctx *cx, LFunc *L, const LBlock *b, DebugFunc *d)
{
	if (d) {
		debug_lines(cx, L, d, b);
		return;
	}
	ll_close_run(L);
	for (const Text *t = b->text; t; t = t->next)
		out_write(cx, L->text + t->off, t->len);
}

/* emit_function's blocks with -g: each line with its position, the
 * function's nodes after it */
static __attribute__((noinline)) void emit_located(Ctx *cx, Lower *lw)
{
	out_str(cx, ")");
	debug_define(cx, lw->debug);
	out_str(cx, " {\n");
	for (LBlock *b = lw->ll.first; b; b = b->next) {
		if (b != lw->ll.first)
			out_str(cx, "\n");
		out_str(cx, b->label);
		out_str(cx, ":\n");
		out_sync(cx, emit_phis(cx, out_at(cx), b));
		debug_lines(cx, &lw->ll, lw->debug, b);
		if (!b->terminated)
			out_str(cx, "  unreachable\n");
	}
	out_str(cx, "}\n\n");
	debug_func_end(cx, lw->debug);
}

void emit_function(Ctx *cx, Lower *lw, Func *f)
{
	ll_close_run(&lw->ll);
	out_write(cx, "define ", 7);   /* the buffer exists from here on */
	if (f->abi)
		out_str(cx, lower_abi_prefix(lw, f->abi, true));
	OutAt o = out_at(cx);
	o = out_operand(cx, o, lower_ret_type(lw, f->type));
	o = OUT_LIT(cx, o, " ");
	o = out_operand(cx, o, ll_global(lw->ll.a, "", f->name));
	o = OUT_LIT(cx, o, "(");
	Block *entry = f->body->first;
	bool first = true;
	for (int i = 0; i < entry->nargs; i++) {
		Value *v = entry->args[i];
		if (lw->bare && v->type->kind == TY_MEMREF) {   /* one pointer */
			if (!first)
				o = OUT_LIT(cx, o, ", ");
			first = false;
			o = out_operand(cx, o, lower_field_type(lw, v->type, F_ALIGNED));
			if (f->abi)
				o = out_operand(cx, o, lower_arg_attr(f->abi, i));
			o = OUT_LIT(cx, o, " ");
			o = out_operand(cx, o, v->ll[F_ALIGNED].s);
			continue;
		}
		size_t len;
		const char *list = lower_field_list(lw, v, &len);
		if (list) {   /* a memref's fields, ready made */
			if (!first)
				o = OUT_LIT(cx, o, ", ");
			first = false;
			o = out_bytes(cx, o, list, len);
			continue;
		}
		for (int k = 0, nf = lower_nfields(v->type); k < nf; k++) {
			o = out_room(cx, o);   /* a budget of 35 */
			if (!first)
				o = LL_LIT_IN(o, ", ");
			first = false;
			o = out_operand_in(cx, o, lower_field_type(lw, v->type, k));
			if (f->abi)   /* rare, and past the budget: room again */
				o = out_room(cx, out_operand(cx, o, lower_arg_attr(f->abi, i)));
			o = LL_LIT_IN(o, " ");
			o = out_operand_in(cx, o, v->ll[k].s);
		}
	}
	if (lw->debug) {
		out_sync(cx, o);
		emit_located(cx, lw);
		return;
	}
	o = OUT_LIT(cx, o, ") {\n");
	for (LBlock *b = lw->ll.first; b; b = b->next) {
		o = out_room(cx, o);   /* a budget of 19 */
		if (b != lw->ll.first)
			o = LL_LIT_IN(o, "\n");
		o = out_operand_in(cx, o, b->label);
		o = LL_LIT_IN(o, ":\n");
		o = emit_phis(cx, o, b);
		for (const Text *t = b->text; t; t = t->next) {
			if ((size_t)(o.end - o.p) < t->len) {
				o = out_bytes(cx, o, lw->ll.text + t->off, t->len);
				continue;
			}
			memcpy(o.p, lw->ll.text + t->off, t->len);
			o.p += t->len;
		}
		if (!b->terminated)
			o = OUT_LIT(cx, o, "  unreachable\n");
	}
	o = OUT_LIT(cx, o, "}\n\n");
	out_sync(cx, o);
}

static bool needs_declaration(Ctx *cx, const Symbol *s)
{
	return (s->has_decl || (s->has_sig && s->used)) && !sym_definition(cx, s);
}

struct Declaring {
	Lower *lw;
	bool any;
};

static void declare(Ctx *cx, Symbol *s, void *arg)
{
	struct Declaring *dc = arg;
	Lower *lw = dc->lw;
	dc->any = true;
	if (s->has_decl) {
		out_str(cx, map_get(&cx->decls, s->name, strlen(s->name)));
		out_str(cx, "\n");
		return;
	}
	Type *ft = sym_type(cx, s);
	const FuncABI *abi = cx->decl_abis.slots ? map_get(&cx->decl_abis, s->name, strlen(s->name)) : NULL;
	out_str(cx, "declare ");
	out_str(cx, lower_abi_prefix(lw, abi, true));
	out_str(cx, lower_ret_type(lw, ft));
	out_str(cx, " ");
	out_str(cx, ll_global(lw->ll.a, "", s->name));
	out_str(cx, "(");
	out_str(cx, lower_param_list(lw, ft, abi));
	out_str(cx, ")\n");
	/* its strings go with it: a module may declare very many functions */
	arena_reset(lw->ll.a);
	lw->ret_of = NULL;
}

bool emit_declarations(Ctx *cx, Lower *lw)
{
	struct Declaring dc = {lw, false};
	sym_each(cx, needs_declaration, declare, &dc);
	return dc.any;
}
