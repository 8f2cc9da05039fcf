/* Between the lexer and the grammar: a reader that knows three shortcuts.
 *
 * - A memref type whose text was seen before, and built without error, is
 *   given to the grammar as one T_TYPE token holding the built Type.
 * - Where the grammar expects a block item, the common ones (labels,
 *   `%r = arith.addi %a, %b : i32`, constants, loads, stores, branches,
 *   calls) are read a line at a time, as many lines in a row as match, and
 *   given as one T_FAST token. Its grammar action makes the same builder
 *   calls, in the same order, as the rules it stands for, so the AST and
 *   every diagnostic stay the same.
 * - Where the grammar expects a function's signature, a common one
 *   (`(%a: T, ...) -> T`, argument and result types named or cached) is
 *   given as one T_SIG token, in the same way.
 * Anything else goes to the grammar token by token. */
#ifndef READER_H
#define READER_H
#include "ast.h"

typedef struct Parser Parser;

/* A token with its value: the span, or the Type of a T_TYPE; from the
 * lexer's batches, with the separator after it folded in (see LexTok). */
typedef LexTok Entry;

enum {
	READ_MAX = 48,         /* tokens of a line read ahead */
	BATCH_MAX = 1024,      /* tokens of the lines one T_FAST stands for */
	QUEUE_MAX = 2 * READ_MAX
};

/* A step of an item's plan: a token, and a list in FastStmt.pool (see
 * reader.c). */
typedef struct Step {
	Entry *at;
	void **v;
} Step;

/* Block items read ahead, one per line. */
typedef struct FastStmt {
	int n, nitems;
	Entry e[BATCH_MAX + 1];    /* and a sentinel */
	void *pool[BATCH_MAX + 1];   /* the plans' lists: at most a pointer a token */
	Step plan[2 * (BATCH_MAX + 1) + 1];   /* the items' plans: at most a step a
	                                         token and one an item, and the end */
	Step *plan_end[BATCH_MAX];   /* where each item's plan ends */
	Entry *line_buf[1 + BATCH_MAX];   /* the entries that start a line,
	                                     after a NULL, up to lines.end */
	LexLines lines;
} FastStmt;

typedef struct SpanType SpanType;   /* a cached type's text and Type (reader.c) */

/* A type name of up to 8 bytes and its Type: b_type_name is a function of
 * the text, so one that gave no diagnostic can be reused. */
typedef struct NameType {
	uint64_t text;         /* the bytes, the first one lowest */
	uint32_t len;
	Type *type;
} NameType;

typedef struct Reader {
	Entry queue[QUEUE_MAX];/* read ahead and not yet given to the grammar */
	int qhead, qlen;
	FastStmt *ring;        /* two, made on first use: a T_FAST lives until
	                          its action, which comes before the next token
	                          is read */
	unsigned ring_next;
	Entry sep;             /* the separator after the token reader_next gave
	                          last, split off it (see LexTok): given next;
	                          kind 0 if none */
	SpanType **spans;      /* memref type text -> Type, hashed on its first bytes */
	unsigned nspans;
	NameType names[64];    /* by a hash of the text */
	Type *builtin[TYPE_NAMES];   /* by the lexer's TYPE_NAME_* */
	struct { uint64_t off; int errors; } open[16];   /* recent T_SHAPED: error count when read */
	unsigned nopen;
	uint32_t long_line;    /* the lexer's line when an item's line went on
	                          past what reader_stmt reads ahead: until the
	                          lexer passes a line break, every item goes to
	                          the grammar without a try (a module on one line) */
} Reader;

int reader_next(Parser *P, Entry *e);                    /* returns the kind */
bool reader_starts_item(int kind);
FastStmt *reader_stmt(Parser *P, const Entry *first);    /* NULL: not one of the shapes */
void reader_type_seen(Parser *P, Tok open, Tok close, Type *t);
void reader_reset(Parser *P);                            /* drops what was read ahead */
void reader_free(Parser *P);
void b_fast_items(Parser *P, FastStmt *f);
/* A function's signature, '(' its first token, read the same way: given as
 * one T_SIG token; its action gives the builder the arguments and returns
 * the result types. */
FastStmt *reader_sig(Parser *P, const Entry *first);    /* NULL: not one of the shapes */
struct List *b_fast_sig(Parser *P, FastStmt *f);

#endif
