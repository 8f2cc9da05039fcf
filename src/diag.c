/* Diagnostics in clang form: 'file:line:col: error: message', then the
 * source line and a caret under the column. The line is read back from the
 * lexer's buffer, which keeps the function being translated. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "ast.h"

static void quote_line(Ctx *cx, uint64_t off, LineCol loc)
{
	if (!cx->lex || loc.line == 0)
		return;
	uint64_t start = off - (loc.col - 1);
	const char *p = lex_text(cx->lex, start);
	if (!p)
		return;
	/* the rest of the line may not be read yet: read it, so that the quote
	 * does not depend on where the input's chunks end */
	const char *q = p;
	for (;;) {
		while (q < cx->lex->lim && *q != '\n' && *q != '\r')
			q++;
		if (q < cx->lex->lim || q - p > 65536)
			break;
		size_t done = (size_t)(q - p);
		int more = lex_read_more(cx->lex);   /* may move the buffer, even at the end */
		p = lex_text(cx->lex, start);
		q = p + done;
		if (more != 0)
			break;
	}
	/* a long line is shown as a window around the column */
	enum { WIDTH = 160 };
	const char *caret = p + loc.col - 1;
	const char *from = p, *to = q;
	if (to - from > WIDTH) {
		from = caret - p > WIDTH / 2 ? caret - WIDTH / 2 : p;
		to = q - from > WIDTH ? from + WIDTH : q;
	}
	fprintf(cx->diag, "%s%.*s%s\n", from > p ? "..." : "", (int)(to - from), from, to < q ? "..." : "");
	if (from > p)
		fputs("   ", cx->diag);
	for (const char *c = from; c < caret && c < to; c++)
		fputc(*c == '\t' ? '\t' : ' ', cx->diag);
	fputs("^\n", cx->diag);
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
