/* -g: debug info as LLVM metadata (see debug.h). Node numbers follow the
 * output: each function takes the next for its DISubprogram, then one for
 * each position as its first line is printed. A function's nodes are
 * printed after it and forgotten with it, so memory stays bounded by the
 * largest function. */
#include <stdlib.h>
#include <string.h>
#include "debug.h"

#ifndef IR2LL_VERSION
#define IR2LL_VERSION "dev"
#endif

static bool loc_lazy(Loc loc)
{
	return loc.line == LOC_LAZY || (loc.line && loc.col == LOC_LAZY);
}

/* LLVM's columns have 16 bits: past them, 0, no column (as LLVM makes it) */
static uint32_t column(uint32_t col)
{
	return col <= UINT16_MAX ? col : 0;
}

static void hold_region(Lexer *lex, Region *r)
{
	for (Block *b = r->first; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			if (loc_lazy(op->loc))
				op->loc = lex_held(lex, op->loc);
			for (int i = 0; i < op->nregion; i++)
				hold_region(lex, op->regions[i]);
		}
}

void debug_hold_positions(Ctx *cx, Func *f)
{
	if (loc_lazy(f->loc))
		f->loc = lex_held(cx->lex, f->loc);
	hold_region(cx->lex, f->body);
}

DebugFunc *debug_func(Ctx *cx, const char *global, Loc loc, bool local)
{
	DebugFunc *d = NEW(&cx->fa, DebugFunc);
	/* ll_global's '@f' or '@"a b"', escaped as a metadata string is */
	size_t n = strlen(global);
	d->name = global[1] == '"' ? arena_strndup(&cx->fa, global + 2, n - 3) : global + 1;
	d->local = local;
	if (!cx->debug_nodes)
		cx->debug_nodes = DEBUG_FIRST_NODE;
	d->node = cx->debug_nodes++;
	if (loc_lazy(loc))
		loc = lex_held(cx->lex, loc);
	d->fn.line = loc.line;
	d->fn.col = column(loc.col);
	d->cur = &d->fn;
	d->marks_cap = 16;
	d->marks = NEWARRAY(&cx->fa, DebugMark, d->marks_cap);
	d->marks[0] = (DebugMark){0, &d->fn};
	d->nmarks = 1;
	return d;
}

/* The lines from here on come from loc */
static void mark(LFunc *L, DebugFunc *d, DebugLoc *loc)
{
	size_t off = ll_off(L, ll_here(L));
	DebugMark *last = &d->marks[d->nmarks - 1];
	d->cur = loc;
	if (last->loc == loc)
		return;
	if (last->off == off) {   /* no line came from the last one */
		last->loc = loc;
		return;
	}
	if (d->nmarks == d->marks_cap) {
		DebugMark *m = NEWARRAY(L->a, DebugMark, 2 * d->marks_cap);
		memcpy(m, d->marks, sizeof *m * (size_t)d->nmarks);
		d->marks = m;
		d->marks_cap *= 2;
	}
	d->marks[d->nmarks++] = (DebugMark){off, loc};
}

DebugLoc *debug_op_begin(LFunc *L, DebugFunc *d, const Op *op)
{
	DebugLoc *outer = d->cur;
	if (!op->loc.line || loc_lazy(op->loc) ||   /* no position: the enclosing one */
	    (op->loc.line == outer->line && column(op->loc.col) == outer->col))   /* an implicit yield's */
		return outer;
	DebugLoc *loc = NEW(L->a, DebugLoc);
	loc->line = op->loc.line;
	loc->col = column(op->loc.col);
	mark(L, d, loc);
	return outer;
}

void debug_op_end(LFunc *L, DebugFunc *d, DebugLoc *outer)
{
	mark(L, d, outer);
}

void debug_define(Ctx *cx, const DebugFunc *d)
{
	char buf[32];
	snprintf(buf, sizeof buf, " !dbg !%u", d->node);
	out_str(cx, buf);
}

/* The decimal digits of v, written backwards from end; returns their start */
static char *digits(char *end, unsigned v)
{
	*--end = 0;
	do
		*--end = (char)('0' + v % 10);
	while (v /= 10);
	return end;
}

/* s at p; returns its end */
static char *put(char *p, const char *s)
{
	size_t n = strlen(s);
	memcpy(p, s, n);
	return p + n;
}

static char *put_uint(char *p, unsigned v)
{
	char num[16];
	return put(p, digits(num + sizeof num, v));
}

/* ", !dbg !N\n" of loc: its node is numbered, and the suffix spelled,
 * when a line first uses it (snprintf for each line took longer than
 * all the rest) */
static const char *loc_suffix(Ctx *cx, LFunc *L, DebugFunc *d, DebugLoc *loc, size_t *len)
{
	if (!loc->node) {
		loc->node = cx->debug_nodes++;
		if (d->last_used)
			d->last_used->next_used = loc;
		else
			d->used = loc;
		d->last_used = loc;
		char num[16], *n = digits(num + sizeof num, loc->node);
		size_t k = (size_t)(num + sizeof num - 1 - n);
		char *suffix = arena_alloc_raw(L->a, k + 10);
		memcpy(suffix, ", !dbg !", 8);
		memcpy(suffix + 8, n, k);
		memcpy(suffix + 8 + k, "\n", 2);
		loc->suffix = suffix;
		loc->suffix_len = k + 9;
	}
	*len = loc->suffix_len;
	return loc->suffix;
}

/* The last mark at or before off */
static int mark_at(const DebugFunc *d, size_t off)
{
	int lo = 0, hi = d->nmarks - 1;
	while (lo < hi) {
		int mid = (lo + hi + 1) / 2;
		if (d->marks[mid].off <= off)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

void debug_lines(Ctx *cx, LFunc *L, DebugFunc *d, const LBlock *b)
{
	ll_close_run(L);
	for (const Text *t = b->text; t; t = t->next) {
		const char *p = L->text + t->off, *end = p + t->len;
		int i = mark_at(d, t->off);
		while (p < end) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			size_t off = (size_t)(p - L->text);
			while (i + 1 < d->nmarks && d->marks[i + 1].off <= off)
				i++;
			size_t len;
			const char *suffix = loc_suffix(cx, L, d, d->marks[i].loc, &len);
			out_write(cx, p, (size_t)(nl - p));
			out_write(cx, suffix, len);
			p = nl + 1;
		}
	}
}

void debug_func_end(Ctx *cx, DebugFunc *d)
{
	char buf[96];
	snprintf(buf, sizeof buf, "!%u = distinct !DISubprogram(name: \"", d->node);
	out_str(cx, buf);
	out_str(cx, d->name);
	snprintf(buf, sizeof buf, "\", scope: !1, file: !1, line: %u, type: !4, scopeLine: %u, ",
	         d->fn.line, d->fn.line);
	out_str(cx, buf);
	out_str(cx, d->local ? "spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)\n" :
	                       "spFlags: DISPFlagDefinition, unit: !0)\n");
	char num[16];
	const char *scope = digits(num + sizeof num, d->node);
	size_t scope_len = (size_t)(num + sizeof num - 1 - scope);
	for (const DebugLoc *l = d->used; l; l = l->next_used) {
		char line[128], *p = line;   /* one write: out_str for each piece took longer */
		*p++ = '!';
		p = put_uint(p, l->node);
		p = put(p, " = !DILocation(line: ");
		p = put_uint(p, l->line);
		p = put(p, ", column: ");
		p = put_uint(p, l->col);
		p = put(p, ", scope: !");
		memcpy(p, scope, scope_len);
		p = put(p + scope_len, ")\n");
		out_write(cx, line, (size_t)(p - line));
	}
	out_str(cx, "\n");
}

void debug_module_end(Ctx *cx)
{
	const char *path = cx->filename, *slash = strrchr(path, '/');
	out_str(cx, "!llvm.dbg.cu = !{!0}\n"
	            "!llvm.module.flags = !{!2, !3}\n"
	            "\n"
	            "!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: \"ir2ll "
	            IR2LL_VERSION "\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)\n"
	            "!1 = !DIFile(filename: \"");
	out_escaped(cx, slash ? slash + 1 : path);
	out_str(cx, "\", directory: \"");
	if (!slash)
		out_str(cx, ".");
	else if (slash == path)
		out_str(cx, "/");
	else
		out_escaped_n(cx, path, (size_t)(slash - path));
	out_str(cx, "\")\n"
	            "!2 = !{i32 7, !\"Dwarf Version\", i32 5}\n"
	            "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	            "!4 = !DISubroutineType(types: !5)\n"
	            "!5 = !{}\n");
}
