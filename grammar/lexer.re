/* MLIR text -> tokens. The input arrives in chunks (stdin is often a pipe);
 * lex_fill slides the kept part of the buffer down and reads more. The
 * scanner sees whole lines (lim is after a '\n', or at the input's end),
 * or a line too long for a read up to a point between two tokens
 * (cut_line): a token that does not span lines never reaches lim, so only
 * the 0 at lim's own rule and the scans across lines test for it. A token is
 * a span (absolute offset and length): nothing is copied, and lines and
 * columns are counted only where they are asked for (lex_line_col). Op names
 * are looked up here and come out as tokens of their syntax class, so the
 * grammar can parse each op's custom form. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "lex.h"
#include "ast.h"
#include "ops.h"
#include "parser.h"

/* The buffer has PAD bytes more than cap: a scan may read a word from a
 * byte before lim (reader.c), and must stop at the 0 at lim, as the bytes
 * after it are the held-back line or whatever was there before. */
enum { CHUNK = 64 * 1024, PAD = 8 };
_Static_assert(1 + PAD <= IR2LL_LEND_AFTER, "a lent piece has room for the 0 at its end and PAD");

/* Sets what lex_text reads: from base or released, whichever is later, to
 * lim (its 0 included). Called whenever the buffer moves, it also sets
 * delta. */
static void text_window(Lexer *L)
{
	uint64_t end = L->base + (uint64_t)(L->lim - L->buf);
	uint64_t first = L->released > L->base ? L->released : L->base;
	if (first > end)   /* never: released is a point the lexer has passed */
		first = end;
	L->first = first;
	L->span = end - first;
	L->text = L->buf + (first - L->base);
	L->delta = L->base - (uint64_t)(uintptr_t)L->buf;
}

void lex_init(Lexer *L, struct Ctx *cx, ir2ll_read_fn read, ir2ll_lend_fn lend,
              ir2ll_give_back_fn give_back, void *ctx)
{
	memset(L, 0, sizeof *L);
	L->cx = cx;
	L->read = read;
	L->lend = lend;
	L->give_back = give_back;
	L->read_ctx = ctx;
	L->cap = 2 * CHUNK + 1;   /* a first read of less than CHUNK needs no second buffer */
	L->buf = malloc(L->cap + PAD);
	if (!L->buf)
		no_memory(cx->nomem);
	L->cur = L->lim = L->end = L->tok = L->mark = L->keep = L->buf;
	memset(L->buf, 0, 1 + PAD);
	L->line = 1;
	L->counted = L->recent = (struct LexLine){0, 0, 1};
	text_window(L);
}

void lex_free(Lexer *L)
{
	if (L->lent) {
		L->give_back(L->read_ctx);
		L->lent = false;
		L->buf = L->own;
	}
	free(L->buf);
	L->buf = NULL;
	free(L->quiet);
	L->quiet = NULL;
}

/* The first byte the buffer must keep */
static char *kept(const Lexer *L)
{
	return L->keep < L->tok ? L->keep : L->tok;
}

/* Slides the bytes still kept down to the start of the buffer; returns
 * how many there are. */
static size_t slide(Lexer *L)
{
	char *from = kept(L);
	size_t shift = (size_t)(from - L->buf);
	size_t used = (size_t)(L->end - from);
	if (shift) {
		memmove(L->buf, from, used + 1);   /* with the 0 at end */
		L->base += shift;
		L->cur -= shift; L->lim -= shift; L->end -= shift; L->tok -= shift;
		L->mark -= shift; L->keep -= shift;
	}
	return used;
}

/* The size of the lexer's own buffer for used bytes kept: its usual
 * size, or doubled until a chunk more fits. A buffer of more than GROWN
 * grew for a long function or line, and is given back (lex_compact). */
enum { GROWN = 4 * CHUNK };
static size_t own_cap_for(size_t used)
{
	size_t cap = 2 * (size_t)CHUNK + 1;
	while (cap < used + 1 + CHUNK)
		cap = 2 * (cap - 1) + 1;
	return cap;
}

/* Of the lexer's own buffer, not of a lent piece */
static void resize(Lexer *L, size_t cap)
{
	char *nb = realloc(L->buf, cap + PAD);
	if (!nb)
		no_memory(L->cx->nomem);
	ptrdiff_t d = nb - L->buf;
	L->buf = nb;
	L->cap = cap;
	L->cur += d; L->lim += d; L->end += d; L->tok += d;
	L->mark += d; L->keep += d;
}

/* A line that one read does not end may be cut short of its end, so that a
 * module written on one line is not held whole: after the blank of ", %"
 * or of "} ", where every rule of the scanner is between tokens (a ','
 * or '}' and a blank end any token but a string, a comment, or one that
 * scan_balanced reads across lim). The line is looked at from its start,
 * once: outside a string, a "//" or a 0 byte ends the cuts (a comment's
 * rule reads to the line's end, a 0 is an error), as does a 0 in a
 * string. */
enum { CUT_OUT, CUT_STRING, CUT_NONE };
static const bool cut_byte[256] = {[0] = true, ['"'] = true, ['\\'] = true, [','] = true,
                                   ['/'] = true, ['}'] = true};

/* The last point after lim where the line being read may be cut, or
 * NULL; looks at the bytes from L->cut.at on, up to the last two before
 * end (", %", "} " and "//" are seen whole: those bytes are looked at
 * again once more is read). */
static char *cut_line(Lexer *L)
{
	char *p = L->buf + (L->cut.at - L->base), *end = L->end, *cut = NULL;
	int state = L->cut.state;
	while (state != CUT_NONE) {
		while (p < end && !cut_byte[(unsigned char)*p])
			p++;
		if (end - p < 3)
			break;
		if (!*p) {
			state = CUT_NONE;
		} else if (state == CUT_STRING) {
			if (*p == '\\') {
				if (!*++p)   /* the escaped byte */
					state = CUT_NONE;
			} else if (*p == '"') {
				state = CUT_OUT;
			}
		} else if (*p == '"') {
			state = CUT_STRING;
		} else if (*p == '/' && p[1] == '/') {
			state = CUT_NONE;
		} else if (p[1] == ' ' && (*p == '}' || (*p == ',' && p[2] == '%')) && p + 2 > L->lim) {
			cut = p + 2;   /* after "} " or ", %" */
		}
		p++;
	}
	L->cut = (struct LexCut){L->base + (uint64_t)(p - L->buf), state};
	return cut;
}

/* The last '\n' in [from, to), or NULL: back a word at a time, with an
 * exact test for each byte (as strchr, the result may be written) */
static char *last_newline(const char *from, const char *to)
{
	const uint64_t ones = 0x0101010101010101u, highs = ones << 7;
	for (; to - from >= 8; to -= 8) {
		uint64_t w;
		memcpy(&w, to - 8, 8);
		uint64_t x = w ^ ('\n' * ones);
		uint64_t hits = ~(((x & ~highs) + ~highs) | x) & highs;   /* a top bit for each '\n' */
		if (hits)
			return (char *)to - 8 + (63 - __builtin_clzll(hits)) / 8;   /* the last one */
	}
	while (to > from)
		if (*--to == '\n')
			return (char *)to;
	return NULL;
}

/* Moves the kept bytes to nb, in another block, which becomes the buffer */
static void move_kept(Lexer *L, char *nb)
{
	char *from = kept(L);
	memcpy(nb, from, (size_t)(L->end - from));
	ptrdiff_t d = nb - from;
	L->base += (uint64_t)(from - L->buf);
	L->buf = nb;
	L->cur += d; L->lim += d; L->end += d; L->tok += d;
	L->mark += d; L->keep += d;
}

/* The next piece of input where it lies, if the reader lends it and the
 * bytes kept (most often a few lines) fit in the room before it: they are
 * copied there, and the piece becomes the buffer. Returns its length, 0
 * or (size_t)-1 as read does, or IR2LL_NOT_LENT. */
static size_t take_lent(Lexer *L)
{
	size_t used = (size_t)(L->end - kept(L));
	if (!L->lend || used > IR2LL_LEND_BEFORE)
		return IR2LL_NOT_LENT;
	char *data;
	size_t n = L->lend(L->read_ctx, &data);
	if (n == 0 || n == (size_t)-1 || n == IR2LL_NOT_LENT)
		return n;
	char *was = L->buf;
	move_kept(L, data - used);
	if (L->lent) {
		L->give_back(L->read_ctx);   /* in the order lent */
	} else if (L->cap > GROWN) {   /* grown for a long function: let go of it */
		free(was);
		L->own = NULL;
		L->own_cap = 0;
	} else {
		L->own = was;
		L->own_cap = L->cap;
	}
	L->lent = true;
	L->cap = used + n + 1;   /* the 0 at end, in the room after the piece */
	return n;
}

/* Reads on after the bytes kept in the lexer's own buffer, making room */
static size_t read_own(Lexer *L)
{
	if (L->lent) {   /* the bytes kept go back to the lexer's own buffer */
		size_t cap = own_cap_for((size_t)(L->end - kept(L)));
		if (cap > L->own_cap) {   /* what it holds is not needed */
			char *nb = malloc(cap + PAD);
			if (!nb)
				no_memory(L->cx->nomem);
			free(L->own);
			L->own = nb;
			L->own_cap = cap;
		}
		move_kept(L, L->own);
		L->cap = L->own_cap;
		L->lent = false;
		L->give_back(L->read_ctx);
	}
	size_t used = slide(L);
	if (L->cap - used - 1 < CHUNK) {
		size_t cap = L->cap * 2;
		while (cap - used - 1 < CHUNK)
			cap *= 2;
		resize(L, cap);
	}
	return L->read(L->read_ctx, L->end, L->cap - used - 1);
}

/* Reads the next chunk, and more until a line ends in what was read (or
 * may be cut: cut_line) or the input does; moves lim to after the last
 * '\n' read (to end at the input's end), keeping the byte there in held.
 * Returns 0 if lim moved. */
static int lex_fill(Lexer *L)
{
	if (L->eof)
		return 1;
	*L->lim = L->held;
	char *lim = NULL;
	while (!lim) {
		size_t n = take_lent(L);
		if (n == IR2LL_NOT_LENT)
			n = read_own(L);
		if (n == (size_t)-1) {
			L->io_error = 1;
			n = 0;
		}
		char *nl = last_newline(L->end, L->end + n);   /* the line that the read cut starts after it */
		L->end += n;
		memset(L->end, 0, 1 + PAD);
		if (n == 0) {
			L->eof = 1;
			lim = L->end;
		} else if (nl) {
			lim = nl + 1;
			L->cut = (struct LexCut){L->base + (uint64_t)(lim - L->buf), CUT_OUT};
		} else {
			lim = cut_line(L);
		}
	}
	int moved = lim != L->lim;
	L->lim = lim;
	L->held = *lim;
	*lim = 0;
	text_window(L);
	return !moved;
}

int lex_read_more(Lexer *L)
{
	return lex_fill(L);
}

/* Slides only to give room back: the bytes kept may be most of the
 * buffer (the rest of a long line read whole), and sliding them after
 * every function would copy them over and over. */
void lex_compact(Lexer *L)
{
	if (L->lent || L->cap <= GROWN)
		return;
	size_t cap = own_cap_for((size_t)(L->end - kept(L)));
	if (cap >= L->cap)
		return;
	slide(L);
	resize(L, cap);
	text_window(L);
}

static bool is_quiet(const Lexer *L, uint64_t off)
{
	for (size_t i = L->nquiet; i-- > 0 && L->quiet[i] >= off;)
		if (L->quiet[i] == off)
			return true;
	return false;
}

/* The lexer passed the newline at p without counting it (scan_balanced). */
static void quiet_newline(Lexer *L, const char *p)
{
	if (L->nquiet == L->quiet_cap) {
		size_t cap = L->quiet_cap ? 2 * L->quiet_cap : 16;
		uint64_t *quiet = realloc(L->quiet, cap * sizeof *quiet);
		if (!quiet)
			no_memory(L->cx->nomem);
		L->quiet = quiet;
		L->quiet_cap = cap;
	}
	L->quiet[L->nquiet++] = (uint64_t)(uintptr_t)p + L->delta;
}

/* The lexer's line start of off, which is kept: after the newline it last
 * counted before off, looking back no further than released (whose line
 * starts at released_line). */
static uint64_t line_start(const Lexer *L, uint64_t off)
{
	if (off >= L->line_off)
		return L->line_off;
	const char *text = lex_text(L, off);
	if (off < L->released || !text)
		bug("a line's text is gone");
	const char *from = text - (off - L->released), *q = text;
	while ((q = last_newline(from, q))) {
		uint64_t at = off - (uint64_t)(text - q);
		if (!is_quiet(L, at))
			return at + 1;
	}
	return L->released_line;
}

/* The newlines the lexer counted from p on, to end (the offset of p is
 * from), and where the line after the last one starts (*start is left if
 * none). */
static uint32_t count_lines(const Lexer *L, const char *p, uint64_t from, uint64_t end,
                            uint64_t *start)
{
	if (from >= end)   /* from may be on the lexer's line (lex_release) */
		return 0;
	uint32_t n = 0;
	const char *q = p, *e = p + (end - from);
	const uint64_t *quiet = L->quiet, *quiet_end = L->quiet + L->nquiet;
	while (quiet < quiet_end && *quiet < from)
		quiet++;
	while ((q = memchr(q, '\n', (size_t)(e - q)))) {
		uint64_t at = from + (uint64_t)(q - p);
		q++;
		while (quiet < quiet_end && *quiet < at)
			quiet++;
		if (quiet < quiet_end && *quiet == at)
			continue;
		n++;
		*start = at + 1;
	}
	return n;
}

LineCol lex_line_col(Lexer *L, Loc loc)
{
	if (loc.line != LOC_LAZY) {
		if (loc.col != LOC_LAZY)
			return (LineCol){loc.line, loc.col};
		/* lex_symbol_loc's: the column, from the start of its line only */
		return (LineCol){loc.line, (uint32_t)(loc.off - line_start(L, loc.off) + 1)};
	}
	uint64_t off = loc.off;
	if (off >= L->line_off)   /* on the lexer's line */
		return (LineCol){L->line, (uint32_t)(off - L->line_off + 1)};
	if (off == L->recent.off && off >= L->counted.off)
		return (LineCol){L->recent.line, (uint32_t)(off - L->recent.start + 1)};
	/* on from where it counted last or from counted, or back from the
	 * lexer's line, whichever is nearer */
	struct LexLine at = L->recent;
	if (at.off < L->counted.off || at.off > off)
		at = L->counted;
	const char *p = lex_text(L, off);
	if (off < L->counted.off || !p)
		bug("a position's text is gone");
	if (off - at.off <= L->line_off - off) {
		at.line += count_lines(L, p - (off - at.off), at.off, off, &at.start);
	} else {
		uint64_t start = off;
		at.line = L->line - count_lines(L, p, off, L->line_off, &start);
		at.start = line_start(L, off);
	}
	at.off = off;
	L->recent = at;
	return (LineCol){at.line, (uint32_t)(off - at.start + 1)};
}

void lex_release(Lexer *L, uint64_t off)
{
	if (off <= L->released)
		return;
	uint64_t start = line_start(L, off);
	if (off - start > LEX_KEEP_BEFORE)   /* a long line: from a point on it */
		off -= LEX_KEEP_BEFORE;
	else
		off = start;
	if (off <= L->released)
		return;
	const char *p = lex_text(L, off);
	if (p > L->keep)
		L->keep = (char *)p;
	/* lines are counted from here on: back from the lexer's line */
	uint64_t after;
	uint32_t n = count_lines(L, p, off, L->line_off, &after);
	L->counted = L->recent = (struct LexLine){off, start, L->line - n};
	size_t i = 0;
	while (i < L->nquiet && L->quiet[i] < off)
		i++;
	if (i) {
		memmove(L->quiet, L->quiet + i, (L->nquiet - i) * sizeof *L->quiet);
		L->nquiet -= i;
	}
	L->released = off;
	L->released_line = start;
	text_window(L);
}

/* A line starts at after; delta is the lexer's (lex_one keeps it). */
static void newline(Lexer *L, const char *after, uint64_t delta)
{
	L->line++;
	L->line_off = (uint64_t)(uintptr_t)after + delta;
}

/* Scans a bracketed body starting at the open bracket at L->cur, keeping
 * strings intact and counting newlines. Returns 0 when balanced. */
static int scan_balanced(Lexer *L)
{
	int depth = 0;
	for (;;) {
		if (L->cur >= L->lim && lex_fill(L))
			return -1;
		char c = *L->cur++;
		switch (c) {
		case '<': case '(': case '[': case '{':
			depth++;
			break;
		case '>': case ')': case ']': case '}':
			if (L->cur >= L->buf + 2 && c == '>' && L->cur[-2] == '-')
				break; /* '->' inside an affine map */
			if (c == '>' && (L->cur < L->lim || !lex_fill(L)) && *L->cur == '=')
				break; /* '>=' inside an affine set */
			if (--depth == 0)
				return 0;
			break;
		case '"':
			for (;;) {
				if (L->cur >= L->lim && lex_fill(L))
					return -1;
				c = *L->cur++;
				if (c == '\\') {
					if (L->cur >= L->lim && lex_fill(L))
						return -1;
					if (*L->cur == '\n')   /* not counted: see Lexer.quiet */
						quiet_newline(L, L->cur);
					L->cur++;
				} else if (c == '"' || c == '\n') {
					break;
				}
			}
			if (c == '\n') {
				quiet_newline(L, L->cur - 1);
				return -1;
			}
			break;
		case '\n':
			newline(L, L->cur, L->delta);
			break;
		}
	}
}

/* Peeks at the next byte after optional blanks, without consuming them. */
static char peek_after_blanks(Lexer *L)
{
	for (;;) {
		if (L->cur >= L->lim && lex_fill(L))
			return 0;
		if (*L->cur != ' ' && *L->cur != '\t')
			return *L->cur;
		L->cur++;
	}
}

/* The first '\n' or 0 from p on, 8 bytes at a time: the buffer ends with
 * a 0 and can be read 8 bytes past it. */
static __attribute__((noinline)) char *line_end(char *p)
{
	for (;; p += 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		uint64_t hit = word_hits(w, '\n');
		if (hit)
			return p + __builtin_ctzll(hit) / 8;
	}
}

/* The scanner keeps its cursor, marker and token start in locals, which
 * stay in registers; lex_fill moves the buffer, so it gets them through L. */
#define FILL() (L->cur = cur, L->mark = mark, L->tok = tok, filled = lex_fill(L) == 0, \
                cur = L->cur, mark = L->mark, tok = L->tok, *delta = L->delta, filled)

/* The bytes that go on a name: BARE after a letter, SUFFIX after '%' or '^'
 * (with '-'), DIGIT. The rules below match a name's first bytes and SKIP
 * finishes it, a table lookup per byte where the DFA would take a switch. */
enum { BARE = 1, SUFFIX = 2, DIGIT = 4, N = BARE | SUFFIX, D = N | DIGIT };
static const unsigned char name_byte[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, N, 0, 0, 0, 0, 0, 0, 0, 0, SUFFIX, N, 0,   /* $ - . */
	D, D, D, D, D, D, D, D, D, D, 0, 0, 0, 0, 0, 0,        /* 0-9 */
	0, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N,        /* A-O */
	N, N, N, N, N, N, N, N, N, N, N, 0, 0, 0, 0, N,        /* P-Z _ */
	0, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N,        /* a-o */
	N, N, N, N, N, N, N, N, N, N, N, 0, 0, 0, 0, 0,        /* p-z */
};
#define SKIP(class) do {   /* if + do-while: gcc makes a tighter loop of it */ \
		if (name_byte[(unsigned char)*cur] & (class)) \
			do \
				cur++; \
			while (name_byte[(unsigned char)*cur] & (class)); \
	} while (0)

/* The kinds that end lex_tokens' run early: see read_stops in reader.c,
 * and lex_spans_lines. Most rules give a kind known not to be one (done);
 * those that give one go to done_stop, and those whose kind varies look
 * it up here (done_check). */
static const bool stops[LEX_KINDS] = {[T_EOF] = true, ['{'] = true, ['}'] = true,
                                      [K_FUNC] = true, [T_SHAPED] = true, [T_AFFINE_MAP] = true,
                                      [T_LOC] = true, [T_BANG_ID] = true, [T_HASH_ID] = true,
                                      [T_ERROR] = true};

/* One token, from *at on, which it moves past the token; *delta is the
 * lexer's delta, kept by the caller and set again when the buffer moves.
 * *stop is set (and never cleared) if the token's kind is one of stops[].
 * From lex_tokens, self is the LexTok whose tok is t: its kind is set
 * here, it is added to lines after a line break, a known shaped type is
 * one token, and a separator is folded into the token before (self[-1])
 * if it can be, or into an SSA name as it is read (done_value); from
 * lex_next, lines and self are NULL. Inlined into lex_next and into
 * lex_tokens' loop, which keeps the cursor in a register and leaves the
 * lexer's cur, tok and last to its caller (lex_fill gets them through
 * FILL). */
static inline __attribute__((always_inline)) int lex_one(Lexer *L, char **at, uint64_t *delta,
                                                         Tok *t, LexLines *lines, LexTok *self,
                                                         bool *stop)
{
	char *cur = *at, *mark, *tok;
	int kind, filled, op = 0;
again:
	if (*cur == ' ')   /* the common blanks, without a trip through the DFA */
		do
			cur++;
		while (*cur == ' ');
	tok = mark = cur;   /* mark: FILL saves it */
	/*!re2c
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "cur";
	re2c:define:YYMARKER = "mark";
	re2c:yyfill:enable = 0;

	digit = [0-9];
	hexdigit = [0-9a-fA-F];
	letter = [a-zA-Z];
	idpunct = [$._-];
	bare = (letter | "_") (letter | digit | [_$.])*;
	ws = [ \t]*;
	dim = digit+ | "?" | "*" | "[" digit+ "]";
	string = "\"" ([^"\\\n\x00] | "\\" [^\n\x00])* "\"";

	/* the 0 at lim (the input read so far ends) or one in the input; a
	 * read error ends the input too, and ir2ll.c reports it */
	"\x00" {
		if (--cur != L->lim) {
			cur++;
			kind = T_ERROR;
			goto done_stop;
		}
		if (!self && L->idle)   /* lex_next, with no token read yet */
			lex_release(L, L->line_off);
		if (FILL())
			goto again;
		kind = T_EOF;
		goto done_stop;
	}
	[ \t\r]+ { goto again; }
	"\n" {
		newline(L, cur, *delta);
		if (lines && lines->end[-1] != self)   /* once after blank lines */
			*lines->end++ = self;
		while (memcmp(cur, "    ", 4) == 0)   /* indentation: the buffer has room after its end */
			cur += 4;
		goto again;
	}
	"//" {
		cur = line_end(cur);   /* at its '\n' or a 0: lim is after a '\n' or at the end */
		goto again;
	}

	/* '%12': its number in op (see Tok.op) if it spells one plain_number
	 * takes, read with its digits: no leading zero, at most 6 digits,
	 * below PLAIN_NUMBER_MAX, no '#' after it */
	"%" [1-9] {
		unsigned v = (unsigned char)cur[-1] - (unsigned)'0', d;
		for (; (d = (unsigned char)*cur - (unsigned)'0') < 10; cur++)
			v = v * 10 + d;
		/* a '#' after the digits (d is its) */
		if (d == (unsigned char)'#' - (unsigned)'0') {
			SKIP(DIGIT);
			goto value;
		}
		if (v < PLAIN_NUMBER_MAX && cur - tok <= 7)
			op = (int)v + 1;
		kind = T_VALUE_ID;
		goto done_value;
	}
	"%" digit {
		SKIP(DIGIT);
		if (cur - tok == 2 && *cur != '#')
			op = 1;   /* '%0' */
		goto value;
	}
	"%" (letter | idpunct) { SKIP(SUFFIX); goto value; }
	"^" digit { SKIP(DIGIT); kind = T_CARET_ID; goto done; }
	"^" (letter | idpunct) { SKIP(SUFFIX); kind = T_CARET_ID; goto done; }
	"@" (bare | string) { kind = T_SYMBOL; op = (int)L->line; goto done; }   /* see lex_symbol_loc */
	"!" bare { kind = T_BANG_ID; goto dialect_body; }
	"#" bare { kind = T_HASH_ID; goto dialect_body; }
	("memref" | "tensor" | "vector") ws "<" ws (dim ws "x" ws)* {
		kind = ++L->brackets > MAX_BRACKETS ? T_TOO_DEEP : T_SHAPED;   /* its '>' closes one */
		if (lines && kind == T_SHAPED && L->known_type) {
			uint32_t n;
			struct Type *type = L->known_type(L->known_ctx, tok, (size_t)(cur - tok),
			                                  (size_t)(L->lim - tok), &n);
			if (type) {
				L->brackets--;
				cur = tok + n;
				kind = T_TYPE;
				self->type = type;
			}
		}
		goto done_check;
	}
	("affine_map" | "affine_set") ws "<" { cur--; kind = T_AFFINE_MAP; goto balanced; }
	"loc" ws "(" { cur--; kind = T_LOC; goto balanced; }
	/* keywords, unless a longer name goes on (see word) */
	"module" { kind = K_MODULE; goto word; }
	"func.func" | "func" { kind = K_FUNC; goto word_stop; }
	"attributes" { kind = K_ATTRIBUTES; goto word; }
	"private" { kind = K_PRIVATE; goto word; }
	"public" { kind = K_PUBLIC; goto word; }
	"nested" { kind = K_NESTED; goto word; }
	"to" { kind = K_TO; goto word; }
	"step" { kind = K_STEP; goto word; }
	"iter_args" { kind = K_ITER_ARGS; goto word; }
	"else" { kind = K_ELSE; goto word; }
	"do" { kind = K_DO; goto word; }
	"true" { kind = K_TRUE; goto word; }
	"false" { kind = K_FALSE; goto word; }
	"dense" { kind = K_DENSE; goto word; }
	"dense_resource" { kind = K_DENSE_RESOURCE; goto word; }
	"strided" { kind = K_STRIDED; goto word; }
	"offset" { kind = K_OFFSET; goto word; }
	"strides" { kind = K_STRIDES; goto word; }
	"unit" { kind = K_UNIT; goto word; }
	"complex" { kind = K_COMPLEX; goto word; }
	"overflow" { kind = K_OVERFLOW; goto word; }
	"fastmath" { kind = K_FASTMATH; goto word; }
	"default" { kind = K_DEFAULT; goto word; }
	"contiguous" { kind = K_CONTIGUOUS; goto word; }
	"exact" { kind = K_EXACT; goto word; }
	"nneg" { kind = K_NNEG; goto word; }
	"case" { kind = K_CASE; goto word; }
	"init" { kind = K_INIT; goto word; }
	"uninitialized" { kind = K_UNINITIALIZED; goto word; }
	/* builtin type names, which no op in ops.def has: no table lookup */
	"i1" { kind = T_BARE_ID; op = TYPE_NAME_I1; goto word; }
	"i8" { kind = T_BARE_ID; op = TYPE_NAME_I8; goto word; }
	"i16" { kind = T_BARE_ID; op = TYPE_NAME_I16; goto word; }
	"i32" { kind = T_BARE_ID; op = TYPE_NAME_I32; goto word; }
	"i64" { kind = T_BARE_ID; op = TYPE_NAME_I64; goto word; }
	"index" { kind = T_BARE_ID; op = TYPE_NAME_INDEX; goto word; }
	"f16" { kind = T_BARE_ID; op = TYPE_NAME_F16; goto word; }
	"f32" { kind = T_BARE_ID; op = TYPE_NAME_F32; goto word; }
	"f64" { kind = T_BARE_ID; op = TYPE_NAME_F64; goto word; }
	"i" digit+ { kind = T_BARE_ID; goto word; }
	/* op names, from src/ops.def (CMakeLists.txt): the DFA finds their ops
	 * without the hash; a name that goes on is looked up at word */
	!include "ops.re";
	letter | "_" { goto bare; }
	digit+ | "0x" hexdigit+ { kind = T_INT; goto done; }
	digit+ "." digit* ([eE] [-+]? digit+)? { kind = T_FLOAT; goto done; }
	digit+ "." digit* [eE] [-+]? | "0x" { kind = T_BAD_NUMBER; goto done; }
	string { kind = T_STRING; goto done; }
	"\"" ([^"\\\n\x00] | "\\" [^\n\x00])* { kind = T_BAD_STRING; goto done; }
	"->" { kind = T_ARROW; goto done; }
	"{" { L->depth++; kind = '{'; goto done_stop; }
	/* a file's metadata, {-# dialect_resources: {...} #-} */
	"{-#" { kind = T_META_BEGIN; goto done_stop; }
	"#-}" { kind = T_META_END; goto done_stop; }
	"}" { L->depth--; kind = '}'; goto done_stop; }
	/* types and attributes nest only so deep: this keeps the recursive walks
	 * over them within the stack */
	[([<] { kind = ++L->brackets > MAX_BRACKETS ? T_TOO_DEEP : (unsigned char)*tok; goto done; }
	[)\]>] { L->brackets--; kind = (unsigned char)*tok; goto done; }
	[,:=] {
		kind = (unsigned char)*tok;
		/* on the line self[-1] starts on (see LexTok.kind) */
		if (lines && self[-1].tok.loc.off >= L->line_off && !lex_sep(self[-1].kind)) {
			self[-1].kind |= kind << LEX_SEP_SHIFT;
			goto again;
		}
		goto done;
	}
	[?*+\-] { kind = (unsigned char)*tok; goto done; }
	/* every other byte, a case for each: the first switch needs no range check */
	[\x01-\x08\x0b\x0c\x0e-\x1f!-\xff] { kind = T_ERROR; goto done_stop; }
	*/
value:
	/* '%x#1': a result of a multi-result op */
	kind = T_VALUE_ID;
	if (*cur != '#')
		goto done_value;
	if (!(name_byte[(unsigned char)cur[1]] & DIGIT))
		goto done_value;
	cur++;
	SKIP(DIGIT);
	goto done_value;
word:
	/* a keyword or type name is a name's first bytes if the name goes on */
	if (!(name_byte[(unsigned char)*cur] & BARE))
		goto done;
	goto bare;
word_stop:   /* as word, for K_FUNC */
	if (!(name_byte[(unsigned char)*cur] & BARE))
		goto done_stop;
bare:
	SKIP(BARE);
	{
		const OpSlot *e = ops_lookup(&L->cx->ops, tok, (size_t)(cur - tok));
		op = e->id;
		kind = e->syntax;
	}
	goto done_check;
dialect_body:
	/* '#foo.bar<...>' and '!foo.bar<...>' carry an opaque body. */
	{
		size_t end = (size_t)(cur - tok);
		L->cur = cur;
		L->tok = tok;
		if (peek_after_blanks(L) != '<') {   /* it may move the buffer */
			tok = L->tok;
			cur = tok + end;
			*delta = L->delta;
			goto done_stop;
		}
	}
	goto scan;
balanced:
	L->cur = cur;
	L->tok = tok;
scan:
	{
		uint64_t start = L->base + (uint64_t)(L->tok - L->buf);
		if (scan_balanced(L) != 0)
			kind = T_ERROR;
		*t = (Tok){LOC_AT(start), (uint32_t)(L->cur - L->tok), 0};
		*at = L->cur;
		*delta = L->delta;   /* the buffer may have moved */
		if (self)
			self->kind = kind;
		*stop = true;   /* all its kinds stop */
		return kind;
	}
done_value:
	/* most separators follow an SSA name, after a blank or none: one
	 * is folded into it here, as the separator's rule would do next,
	 * without a trip through the DFA (not into lex_tokens' last entry,
	 * which must end where its token does: see lexed) */
	if (lines && self != L->out_last) {
		char *p = cur + (*cur == ' ');
		if (*p == ',' || *p == ':' || *p == '=') {
			*at = p + 1;
			*t = (Tok){LOC_AT((uint64_t)(uintptr_t)tok + *delta), (uint32_t)(cur - tok), op};
			self->kind = kind | *p << LEX_SEP_SHIFT;
			return kind;
		}
	}
done_check:
	if (stops[kind])
		goto done_stop;
	goto done;
done_stop:
	*stop = true;
done:
	*at = cur;
	uint64_t off = (uint64_t)(uintptr_t)tok + *delta;
	*t = (Tok){LOC_AT(off), (uint32_t)(cur - tok), op};
	if (self)
		self->kind = kind;
	return kind;
}

/* The state after the token t, of kind k, that ends at cur. */
static void lexed(Lexer *L, char *cur, int k, const Tok *t)
{
	L->cur = cur;
	L->tok = cur - t->len;
	L->last = k;
	L->last_tok = *t;
}

int lex_next(Lexer *L, Tok *t)
{
	char *cur = L->cur;
	uint64_t delta = L->delta;
	bool stop;
	int k = lex_one(L, &cur, &delta, t, NULL, NULL, &stop);
	lexed(L, cur, k, t);
	L->idle = false;
	return k;
}

/* The kinds of the tokens that scan_balanced reads, which may span lines,
 * and T_ERROR, which it gives when the brackets do not close. */
const bool lex_spans_lines[LEX_KINDS] = {[T_AFFINE_MAP] = true, [T_LOC] = true, [T_BANG_ID] = true,
                                         [T_HASH_ID] = true, [T_ERROR] = true};
_Static_assert((int)T_FAST < LEX_KINDS, "T_FAST, the last token of parser.y, indexes lex_spans_lines[]");

uint64_t lex_line_after(const LexTok *e)
{
	return lex_spans_lines[lex_kind(e->kind)] ? e->line_off : e->tok.loc.off;
}

Loc lex_after_lines(Lexer *L, const LexTok *e, uint64_t *line)
{
	Tok t = e->tok;
	*line = t.loc.off;
	LineCol at = lex_line_col(L, t.loc);
	return (Loc){t.loc.off + t.len, at.line, at.col + t.len};
}

int lex_tokens(Lexer *L, LexTok *out, int max, LexLines *lines)
{
	char *cur = L->cur;
	uint64_t delta = L->delta;   /* in a register: lex_fill changes it, FILL reloads it */
	int k;
	LexTok *e = out;
	bool stop = false;
	L->out_last = out + max - 1;
	for (;; e++) {
		k = lex_one(L, &cur, &delta, &e->tok, lines, e, &stop);
		if (stop || e == L->out_last)
			break;
	}
	e->line_off = L->line_off;
	lexed(L, cur, k, &e->tok);
	return (int)(e - out) + 1;
}
