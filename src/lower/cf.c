/* cf dialect: branches. Block arguments become the target's phis; when a
 * terminator names a block with phis more than once, every further edge to
 * it goes through a dummy block, since a phi cannot tell two edges from the
 * same block apart. */
#include <inttypes.h>
#include <string.h>
#include "lower.h"

/* The values a branch sends to successor i: none (NULL) for most, which
 * then go without a call. The target has a slot for each field (the
 * verifier saw to it), so no slot reads from NULL. */
static inline LVal *succ_vals(Lower *lw, Op *op, int i)
{
	int n = op->succ_nargs[i];
	return n ? lower_flatten(lw, op->succ_args[i], n) : NULL;
}

/* cf.br ^bb1(%a : i32)  ->  br label %bb1, and [ %a, %this ] in bb1's phi */
void lower_br(Lower *lw, Op *op)
{
	ll_br(&lw->ll, op->succ[0]->ll, succ_vals(lw, op, 0));
}

/* cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
 *   -> br i1 %c, label %bb1, label %this.dup; this.dup: br label %bb1 */
void lower_cond_br(Lower *lw, Op *op)
{
	ll_cond_br(&lw->ll, lower_opnd(op, 0).s, op->succ[0]->ll, succ_vals(lw, op, 0),
	           op->succ[1]->ll, succ_vals(lw, op, 1));
}

/* A pointer (of lower_ptr_type) to a private constant of the string
 * text (an MLIR string literal) and a terminating 0, named
 * __ir2ll.PREFIX.N and defined with the module's declarations */
const char *lower_cstring(Lower *lw, const char *text, const char *prefix)
{
	LFunc *L = &lw->ll;
	Ctx *cx = lw->cx;
	char *bytes = arena_alloc_raw(L->a, strlen(text) + 1);
	size_t n = ll_unescape(text, bytes);
	char *lit = arena_alloc_raw(L->a, 3 * n + 1);
	lit[ll_escape(bytes, n, lit)] = 0;
	const char *name = ll_fmt(L, "__ir2ll.%s.%d", prefix, cx->cstrings++);
	const char *array = ll_fmt(L, "[%lld x i8]", (long long)n + 1);
	ll_need_decl(cx, name, ll_fmt(L, "@%s = private unnamed_addr constant %s c\"%s\\00\"", name, array, lit));
	if (cx->typed_ptrs)
		return ll_fmt(L, "getelementptr inbounds (%s, %s* @%s, i64 0, i64 0)", array, array, name);
	return ll_fmt(L, "@%s", name);
}

/* puts(msg), as MLIR prints a failed assertion's message */
static void print_message(Lower *lw, const char *text)
{
	const char *p = lower_ptr_type(lw, 0), *msg = lower_cstring(lw, text, "assert_msg");
	ll_need_decl(lw->cx, "puts", ll_fmt(&lw->ll, "declare void @puts(%s)", p));
	ll_emit(&lw->ll, "call void @puts(%s %s)", p, msg);
}

/* cf.assert %ok, "message"
 *   -> br i1 %ok, label %assert.ok, label %assert.fail
 *      assert.fail: call void @puts(ptr @msg); call void @abort(); unreachable */
void lower_assert(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	LBlock *fail = ll_block(L, "assert.fail"), *ok = ll_block(L, "assert.ok");
	ll_cond_br(L, lower_opnd(op, 0).s, ok, NULL, fail, NULL);
	ll_start(L, fail);
	if (op->value && op->value->kind == AT_STRING)
		print_message(lw, op->value->text);
	ll_need_decl(lw->cx, "abort", "declare void @abort()");
	ll_emit(L, "call void @abort()");
	ll_emit(L, "unreachable");
	fail->terminated = true;
	ll_start(L, ok);
}

/* ub.unreachable -> unreachable */
void lower_unreachable(Lower *lw, Op *op)
{
	(void)op;
	ll_emit(&lw->ll, "unreachable");
	lw->ll.cur->terminated = true;
}

/* cf.switch %f : i32, [default: ^bb1, 4: ^bb2]
 *   -> switch i32 %f, label %bb1 [ i32 4, label %bb2 ] */
void lower_switch(Lower *lw, Op *op)
{
	LFunc *L = &lw->ll;
	const char *t = type_ll(lw->cx, op->opnd[0]->type);
	const char **labels = NEWARRAY(L->a, const char *, op->nsucc);
	Map seen;   /* successor blocks so far, by address */
	map_init(&seen, L->a, 16);
	for (int i = 0; i < op->nsucc; i++) {
		LBlock *to = op->succ[i]->ll;
		void **slot = map_slot(&seen, (const char *)&op->succ[i], sizeof op->succ[i]);
		bool repeated = *slot != NULL;
		*slot = to;
		if (repeated && to->nslot)
			to = ll_dummy(L, to, succ_vals(lw, op, i));
		else
			ll_edge(L, to, succ_vals(lw, op, i));
		labels[i] = to->label;
	}
	size_t cap = 64;
	for (int i = 1; i < op->nsucc; i++)
		cap += strlen(labels[i]) + strlen(t) + 64;
	char *cases = arena_alloc(L->a, cap);
	char *p = cases;
	for (int i = 1; i < op->nsucc; i++)
		p += sprintf(p, " %s %s, label %%%s", t,
		             lower_int_literal(lw, op->case_vals[i - 1], type_bits(lw->cx, op->opnd[0]->type)),
		             labels[i]);
	ll_emit(L, "switch %s %s, label %%%s [%s ]", t, lower_opnd(op, 0).s, labels[0], cases);
	L->cur->terminated = true;
}
