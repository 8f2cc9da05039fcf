/* Diagnostics in clang form: 'file:line:col: error: message', then the
 * source line and a caret under the column. The line is read back from the
 * lexer's buffer, which keeps the function being translated. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "ast.h"

enum { WIDTH = 160 };   /* the most of a line a quote shows */
_Static_assert(WIDTH / 2 < LEX_KEEP_BEFORE, "a window's text before its caret is kept");

/* Prints the line that starts at offset start and ends at line_end, or
 * the window of WIDTH bytes around off on a longer line, with a caret
 * under off. The text from first on is at p: first is start, or on a
 * longer line no later than the window's start. */
static void print_quote(Ctx *cx, const char *p, uint64_t first, uint64_t start, uint64_t off,
                        uint64_t line_end)
{
	uint64_t from = start, to = line_end;
	if (line_end - start > WIDTH) {
		from = off - start > WIDTH / 2 ? off - WIDTH / 2 : start;
		if (from < first)
			from = first;
		to = line_end - from > WIDTH ? from + WIDTH : line_end;
	} else if (from < first) {
		from = first;
	}
	const char *f = p + (from - first), *caret = p + (off - first), *t = p + (to - first);
	fprintf(cx->diag, "%s%.*s%s\n", from > start ? "..." : "", (int)(t - f), f, to < line_end ? "..." : "");
	if (from > start)
		fputs("   ", cx->diag);
	for (const char *c = f; c < caret && c < t; c++)
		fputc(*c == '\t' ? '\t' : ' ', cx->diag);
	fputs("^\n", cx->diag);
}

static const char *line_end_in(const char *p, const char *lim)
{
	while (p < lim && *p != '\n' && *p != '\r')
		p++;
	return p;
}

/* The quote of a line whose start the lexer no longer keeps (a symbol
 * used in a function before), read again through the options' reread:
 * from the window's earliest start to past its latest end. Nothing if
 * there is no reread, or the bytes read do not reach the caret. */
static void quote_again(Ctx *cx, uint64_t start, uint64_t off)
{
	char buf[2 * WIDTH + 2];
	if (!cx->opt->reread)
		return;
	uint64_t first = off - start > WIDTH ? off - WIDTH : start;
	size_t n = cx->opt->reread(cx->lex->read_ctx, buf, sizeof buf, first);
	if (n == (size_t)-1 || n > sizeof buf || first + n <= off)
		return;
	const char *end = line_end_in(buf, buf + n);
	print_quote(cx, buf, first, start, off, first + (uint64_t)(end - buf));
}

/* The line of off (at loc), or what is kept of it, with a caret under
 * the column. A long line is shown as a window around the column. The
 * quote depends on the line's text alone, not on how the input came in
 * chunks: the line is read on to its end, or far enough for the window. */
static void quote_line(Ctx *cx, uint64_t off, LineCol loc)
{
	Lexer *L = cx->lex;
	if (!L || loc.line == 0)
		return;
	uint64_t start = off - (loc.col - 1);   /* the line's */
	uint64_t first = start > L->released ? start : L->released;
	const char *p = lex_text(L, first);
	if (!p || off < first) {
		quote_again(cx, start, off);
		return;
	}
	const char *q = p;
	for (;;) {
		q = line_end_in(q, L->lim);
		if (q < L->lim || first + (uint64_t)(q - p) > off + WIDTH)
			break;
		size_t done = (size_t)(q - p);
		int more = lex_read_more(L);   /* may move the buffer, even at the end */
		p = lex_text(L, first);
		q = p + done;
		if (more != 0)
			break;
	}
	print_quote(cx, p, first, start, off, first + (uint64_t)(q - p));
}

static void report(Ctx *cx, Loc loc, const char *kind, const char *fmt, va_list ap)
{
	LineCol at = {loc.line, loc.col};
	if (loc.line == LOC_LAZY) {
		if (!cx->lex)
			bug("a position without its lexer");
		at = lex_line_col(cx->lex, loc);
	}
	if (at.line)
		fprintf(cx->diag, "%s:%u:%u: %s: ", cx->filename, at.line, at.col, kind);
	else
		fprintf(cx->diag, "%s: %s: ", cx->filename, kind);
	vfprintf(cx->diag, fmt, ap);
	fputc('\n', cx->diag);
	quote_line(cx, loc.off, at);
}

void diag_error(Ctx *cx, Loc loc, const char *fmt, ...)
{
	va_list ap;
	cx->nerrors++;
	if (cx->nerrors > cx->max_errors)
		return;
	va_start(ap, fmt);
	report(cx, loc, "error", fmt, ap);
	va_end(ap);
}

void diag_note(Ctx *cx, Loc loc, const char *fmt, ...)
{
	va_list ap;
	if (cx->nerrors > cx->max_errors)
		return;
	va_start(ap, fmt);
	report(cx, loc, "note", fmt, ap);
	va_end(ap);
}

_Noreturn void bug_at(const char *file, int line, const char *msg)
{
	fprintf(stderr, "ir2ll: internal error at %s:%d: %s\n", file, line, msg);
	abort();
}
