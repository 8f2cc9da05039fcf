/* The lexer's state. It reads the input in chunks through a callback and
 * keeps in its buffer everything from `keep` on, so spans of the function
 * being parsed (and the lines diagnostics quote) stay readable. Tokens are
 * spans: absolute offsets into the input, never copies. */
#ifndef LEX_H
#define LEX_H
#include <stddef.h>
#include <stdint.h>
#include "ir2ll.h"

/* A position. The lexer gives only the offset, with line LOC_LAZY: the
 * line and column are worked out from it when they are needed
 * (lex_line_col), as they are only for a diagnostic or a symbol's record.
 * A line of 0 is no position. */
typedef struct Loc {
	uint64_t off;        /* absolute byte offset of the first character */
	uint32_t line, col;  /* 1-based; or both LOC_LAZY (see also lex_symbol_loc) */
} Loc;

#define LOC_LAZY UINT32_MAX   /* a line number only 4 billion lines would reach */
#define LOC_AT(off) ((Loc){(off), LOC_LAZY, LOC_LAZY})

typedef struct LineCol {
	uint32_t line, col;
} LineCol;

typedef struct Tok {
	Loc loc;
	uint32_t len;
	int op;              /* opcode, for op-name tokens; a TYPE_NAME_*
	                        for the usual builtin type names; N + 1 for
	                        most SSA names '%N' that plain_number (ast.h)
	                        reads as N (the builder reads the others); -N
	                        for a result pack '%x:N' (build.c); its line for
	                        a symbol '@name' (lex_symbol_loc); else 0 */
} Tok;

/* The builtin type names the lexer marks in Tok.op, so that the reader
 * finds their types without reading their text. */
enum {
	TYPE_NAME_I1 = 1, TYPE_NAME_I8, TYPE_NAME_I16, TYPE_NAME_I32, TYPE_NAME_I64,
	TYPE_NAME_INDEX, TYPE_NAME_F16, TYPE_NAME_F32, TYPE_NAME_F64, TYPE_NAMES
};

/* A token as the reader keeps it (src/reader.h): its kind and span, and
 * for a T_TYPE its type (lex_tokens sets it only there). line_off, the
 * line start just after the token, is set only where a token may span
 * lines (read it through lex_line_after or lex_after).
 *
 * lex_tokens gives a separator ',', ':' or '=' that follows a token on the
 * line the token starts on (after blanks, if any) in the bits of the
 * token's kind from LEX_SEP_SHIFT on, rather than as a token of its own,
 * unless the token has one already: lex_kind and lex_sep take them apart. */
typedef struct LexTok {
	int kind;
	Tok tok;
	struct Type *type;
	uint64_t line_off;
} LexTok;

enum { LEX_SEP_SHIFT = 16 };
static inline int lex_kind(int k) { return k & ((1 << LEX_SEP_SHIFT) - 1); }
static inline int lex_sep(int k) { return k >> LEX_SEP_SHIFT; }   /* 0: none */

enum { MAX_BRACKETS = 256 };

typedef struct Lexer {
	char *buf;           /* buf[0] is input offset `base`; a 0 at lim, and
	                        8 bytes after it can be read (lexer.re) */
	size_t cap;
	uint64_t base;
	uint64_t delta;      /* base - (uintptr_t)buf: the offset of a byte at p
	                        is (uintptr_t)p + delta, one addition */
	char *cur, *lim, *tok;
	char *end;           /* the end of what was read: lim holds back the
	                        last line until it ends; a 0 at end too */
	char held;           /* the byte at lim, where the 0 is */
	char *keep;          /* first byte that must stay in the buffer */
	char *mark;          /* not next to tok: gcc kept the two in a vector register */
	uint64_t released;   /* bytes before this offset are gone, whether or not
	                        the buffer still holds them: diagnostics do not
	                        depend on how the input was chunked */
	uint64_t released_line;   /* the start of released's line: a long
	                        line is let go of up to a token on it */
	uint64_t first, span;/* lex_text reads offsets first to first + span, */
	const char *text;    /* from text on: the kept bytes not released */
	uint64_t line_off;   /* absolute offset of the current line's start */
	uint32_t line;
	/* lex_line_col counts lines as the lexer did: from `counted`, a line
	 * start that is kept, or from `recent`, where it last counted to, on.
	 * Lines are counted by the newlines the lexer counted: all but those
	 * in `quiet`, which scan_balanced passed inside a string (a line
	 * count and line start it kept on with). */
	struct LexLine {
		uint64_t off, start; /* a position, and the start of its line */
		uint32_t line;
	} counted, recent;
	uint64_t *quiet;     /* offsets, ascending, from counted.off on */
	size_t nquiet, quiet_cap;
	int depth;           /* '{' minus '}' seen so far */
	int brackets;        /* open '(', '[' and '<' */
	LexTok *out_last;    /* lex_tokens' last entry: its loop compares with it
	                        here, as a local it would be spilled */
	int last;            /* kind of the last token */
	Tok last_tok;
	int eof;
	int io_error;
	/* Where a line too long for one read may be cut (lex_fill): how far
	 * its bytes were looked at, and in which state. */
	struct LexCut {
		uint64_t at;
		int state;
	} cut;
	bool idle;           /* set by the parser where it needs no text before
	                        the token lex_next is to give (between top-level
	                        items, or skipping after a syntax error):
	                        lex_next lets go of the lines it passes as it
	                        reads more */
	ir2ll_read_fn read;
	ir2ll_lend_fn lend;  /* or NULL; with give_back (ir2ll.h) */
	ir2ll_give_back_fn give_back;
	void *read_ctx;
	/* While buf is a piece of input lent by the reader, rather than the
	 * lexer's own buffer, that is kept here (own_cap bytes), unless it
	 * had grown past its usual size (then NULL). */
	bool lent;
	char *own;
	size_t own_cap;
	struct Ctx *cx;
	/* lex_tokens gives a shaped type whose text was read before as one
	 * T_TYPE token: this finds its Type and length from its first token
	 * (dims bytes at s, room bytes readable), or gives NULL. Set by the
	 * reader (reader.c) once it has such types. */
	struct Type *(*known_type)(void *ctx, const char *s, size_t dims, size_t room, uint32_t *len);
	void *known_ctx;
} Lexer;

/* lend and give_back may be NULL: the input is read through read only */
void lex_init(Lexer *L, struct Ctx *cx, ir2ll_read_fn read, ir2ll_lend_fn lend,
              ir2ll_give_back_fn give_back, void *ctx);
void lex_free(Lexer *L);
int lex_next(Lexer *L, Tok *t);                   /* returns a token kind */
/* Where lines start among the tokens lex_tokens gives: each token that
 * follows a line break is put at end, which moves on, once (end[-1] is
 * read, to see whether it was). */
typedef struct LexLines {
	LexTok **end;
} LexLines;

/* Up to max (at least 1) tokens into out, on as many lines as they take
 * (out[-1] is a token too, which a separator may be folded into),
 * noting in *lines those that start a line: stops after a brace,
 * 'func.func', a shaped type's first token (unless known_type knows the
 * type, which then is one T_TYPE token), a token that may span lines
 * (the only one then whose line_off is needed) or the end. Returns the
 * count (at least 1). nonnull: the inlined scanner's tests for a NULL
 * lines drop out. */
int lex_tokens(Lexer *L, LexTok *out, int max, LexLines *lines) __attribute__((nonnull));
enum { LEX_KINDS = 512 };   /* more than the token kinds */
extern const bool lex_spans_lines[LEX_KINDS];     /* by kind: may a token span lines */
uint64_t lex_line_after(const LexTok *e);         /* an offset on the line just after e */
Loc lex_after_lines(Lexer *L, const LexTok *e, uint64_t *line);
/* The Loc just after e, as the grammar reports it: on e's first line,
 * even if e spans lines (its column then goes on past the line); and in
 * *line, e's own offset: a function's end lets the text before that line
 * go (lex_release), and e, the grammar's lookahead then, may still be
 * read (an alias name spanning lines). Inline: the grammar asks for every
 * token. */
static inline Loc lex_after(Lexer *L, const LexTok *e, uint64_t *line)
{
	if (e->tok.loc.line != LOC_LAZY || lex_spans_lines[lex_kind(e->kind)])
		return lex_after_lines(L, e, line);
	*line = e->tok.loc.off;
	return LOC_AT(e->tok.loc.off + e->tok.len);
}
/* loc's line and column: its own, or for LOC_LAZY, counted from its
 * offset, which must be kept (at or after the line lex_release left);
 * a column LOC_LAZY alone (lex_symbol_loc) is counted from its line's
 * start. */
LineCol lex_line_col(Lexer *L, Loc loc);
/* The position of t, a symbol's token, for lex_line_col and lex_held only:
 * with its line, which the lexer gave in Tok.op, and its column LOC_LAZY,
 * which lex_line_col counts from the start of its line. A symbol's
 * position is kept with the symbol (sym_place), mostly when the lexer has
 * gone many lines on, where counting lines from far behind cost most. */
static inline Loc lex_symbol_loc(const Tok *t)
{
	return t->loc.line != LOC_LAZY ? t->loc : (Loc){t->loc.off, (uint32_t)t->op, LOC_LAZY};
}
/* loc with its line and column worked out, for a position that outlives
 * its text */
static inline Loc lex_held(Lexer *L, Loc loc)
{
	LineCol at = lex_line_col(L, loc);
	return (Loc){loc.off, at.line, at.col};
}
/* The bytes before off's line may go; on a long line, those before a
 * point LEX_KEEP_BEFORE bytes before off (diag.c's quote fits). */
void lex_release(Lexer *L, uint64_t off);
enum { LEX_KEEP_BEFORE = 256 };
void lex_compact(Lexer *L);   /* after a large function: gives back the room it took */
int lex_read_more(Lexer *L);                      /* reads a chunk ahead; 0 if it did */

/* The bytes of the word w that are c or 0, as their top bits: the lowest
 * bit set marks the first such byte (a higher one may be a false hit).
 * The lexer's buffer can be read 8 bytes past its end, so scans of it go
 * a word at a time. */
static inline uint64_t word_hits(uint64_t w, unsigned char c)
{
	const uint64_t ones = 0x0101010101010101u, highs = ones << 7;
	uint64_t x = w ^ (c * ones);
	return ((x - ones) & ~x & highs) | ((w - ones) & ~w & highs);
}

/* A pointer to a kept byte, or NULL; inline, as every name is read back
 * through it. */
static inline const char *lex_text(const Lexer *L, uint64_t off)
{
	uint64_t i = off - L->first;   /* wraps below first */
	return i <= L->span ? L->text + i : NULL;
}

#endif
