/* The reader between the lexer and the grammar (see reader.h): a queue of
 * tokens read ahead, the memref type cache, and the common block items
 * read without the grammar's tables. */
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "parser.h"

/* MAX_CHAIN: types whose first bytes (span_bucket) are alike, such as
 * layouts that differ only in their offset, share a bucket; past a few a
 * type is not cached, so that a lookup compares with no more than that. */
enum { MAX_SPANS = 1 << 14, MAX_SPAN_LEN = 240, SPAN_BUCKETS = 4096, MAX_CHAIN = 8 };

struct SpanType {
	SpanType *next;        /* in the same bucket */
	Type *type;
	uint32_t len;
	char text[];
};

/* The bytes a cached type may be written with: no aliases, maps, strings,
 * comments or line breaks, so equal text is an equal type. They are
 * [a-z0-9?,:[\]*_ ], '-' not before '>', and the brackets. */
enum { SPAN_OUT, SPAN_IN, SPAN_OPEN, SPAN_CLOSE, SPAN_MINUS };
#define I SPAN_IN
static const unsigned char span_class[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	I, 0, 0, 0, 0, 0, 0, 0, 0, 0, I, 0, I, SPAN_MINUS, 0, 0,   /* ' ' * , - */
	I, I, I, I, I, I, I, I, I, I, I, 0, SPAN_OPEN, 0, SPAN_CLOSE, I,   /* 0-9 : < > ? */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, I, 0, I, 0, I,   /* [ ] _ */
	0, I, I, I, I, I, I, I, I, I, I, I, I, I, I, I,   /* a-o */
	I, I, I, I, I, I, I, I, I, I, I, 0, 0, 0, 0, 0,   /* p-z */
};
#undef I

/* The end of the type whose dims token starts at tok and ends at cur (after
 * its '<'), or NULL. The buffer ends with a 0, which stops the scan. */
static const char *span_end(const char *tok, const char *cur)
{
	int depth = 1;
	for (const char *p = cur; p - tok <= MAX_SPAN_LEN; p++) {
		int k = span_class[(unsigned char)*p];
		if (k == SPAN_IN)
			continue;
		if (k == SPAN_OPEN)
			depth++;
		else if (k == SPAN_CLOSE) {
			if (--depth == 0)
				return p + 1;
		} else if (k != SPAN_MINUS || p[1] == '>')
			return NULL;
	}
	return NULL;
}

static inline uint64_t load8(const char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

/* The bucket of a type's text from its first bytes, so that it can be
 * looked up before its end is known: the dims token, by words, and the 3
 * bytes after it, the element type's first ones ("f32", "i1>", "ind").
 * Those are the type's own in all but malformed text, where a lookup only
 * misses: the whole text is compared (the bytes up to the first '>' were
 * hashed before, which took a third of a lookup). The dims token's first
 * 7 bytes are left out unless it is no longer ("memref<"): they are one
 * of the three names and '<' or a blank. The lexer's buffer can be read
 * 8 bytes past its end. */
static inline unsigned span_bucket(const char *s, size_t dims)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = dims * k;
	if (dims < 8) {
		h = (h ^ (load8(s) & ((1ull << 8 * dims) - 1))) * k;
	} else {
		for (size_t i = 7; i + 8 < dims; i += 8)
			h = (h ^ load8(s + i)) * k;
		h = (h ^ load8(s + dims - 8)) * k;   /* the last 8, overlapping */
	}
	h = (h ^ (load8(s + dims) & 0xffffff)) * k;
	return (unsigned)(h >> 52) % SPAN_BUCKETS;
}

/* Whether the n bytes at a and b are equal (n at least 8): by words, the
 * last one overlapping; a call to memcmp would cost more. */
static inline bool same_text(const char *a, const char *b, size_t n)
{
	for (size_t i = 0; i + 8 < n; i += 8)
		if (load8(a + i) != load8(b + i))
			return false;
	return load8(a + n - 8) == load8(b + n - 8);
}

/* The cached type whose text the buffer holds from s on, or NULL. No text
 * cached is a prefix of another (each ends where its brackets close), so
 * at most one matches. Each is longer than its dims token ("memref<"). A
 * type found goes to the front of its bucket: a function uses its types
 * again, and in a large module the buckets fill (on the 100 MB input, 3.6
 * types were compared for each lookup, 1.05 with this; most of them out of
 * the cache). */
static SpanType *span_find(Reader *R, const char *s, size_t dims, size_t room)
{
	SpanType **head = &R->spans[span_bucket(s, dims)], **at = head, *t;
	while ((t = *at) && (t->len > room || !same_text(t->text, s, t->len)))
		at = &t->next;
	if (t && at != head) {
		*at = t->next;
		t->next = *head;
		*head = t;
	}
	return t;
}

/* Lexer.known_type: the Type and length of the cached type at s. */
static Type *known_type(void *ctx, const char *s, size_t dims, size_t room, uint32_t *len)
{
	SpanType *t = span_find(ctx, s, dims, room);
	if (!t)
		return NULL;
	*len = t->len;
	return t->type;
}

/* A shaped type read before, after lex_next: skip its text and give the
 * built type (lex_tokens does this itself). */
static bool cached_type(Parser *P, Entry *e)
{
	Lexer *L = P->cx->lex;
	uint32_t n;
	Type *t = L->known_type ? known_type(&P->rd, L->tok, (size_t)(L->cur - L->tok),
	                                     (size_t)(L->lim - L->tok), &n)
	                        : NULL;
	if (!t)
		return false;
	L->cur = L->tok + n;
	L->brackets--;   /* the '>' that closes the dims token's '<' */
	L->last = '>';
	e->kind = T_TYPE;
	e->tok.len = n;
	e->type = t;
	L->last_tok = e->tok;
	return true;
}

/* The lexer has just read the first token of a shaped type, which is not
 * one read before: the error count is noted. */
static void shaped(Parser *P, Entry *e)
{
	Reader *R = &P->rd;
	R->open[R->nopen % 16].off = e->tok.loc.off;
	R->open[R->nopen % 16].errors = P->cx->nerrors;
	R->nopen++;
}

/* Takes the separator folded into e (see LexTok) out of it: e keeps its
 * token, and the separator is returned as a token of its own. Between the
 * two, on e's first line, there are only blanks. */
static Entry split(Parser *P, Entry *e)
{
	int sep = lex_sep(e->kind);
	e->kind = lex_kind(e->kind);
	const char *s = lex_text(P->cx->lex, e->tok.loc.off);
	if (!s)
		bug("a separator's text is gone");
	uint32_t n = e->tok.len;
	while (s[n] != sep)
		n++;
	return (Entry){sep, {LOC_AT(e->tok.loc.off + n), 1, 0}, NULL, 0};
}

static void pop(Reader *R, Entry *e)
{
	*e = R->queue[R->qhead++];
	if (--R->qlen == 0)
		R->qhead = 0;
}

/* The grammar is given separators as tokens of their own. */
int reader_next(Parser *P, Entry *e)
{
	Reader *R = &P->rd;
	if (R->sep.kind) {
		*e = R->sep;
		R->sep.kind = 0;
		return e->kind;
	}
	if (R->qlen) {
		pop(R, e);
		if (lex_sep(e->kind))
			R->sep = split(P, e);
		return e->kind;
	}
	e->type = NULL;
	e->kind = lex_next(P->cx->lex, &e->tok);
	if (e->kind == T_SHAPED && !cached_type(P, e))
		shaped(P, e);
	e->line_off = P->cx->lex->line_off;
	return e->kind;
}

/* The type from open to close was built as t: remember its text if it was
 * built without an error since its first token was read. */
void reader_type_seen(Parser *P, Tok open, Tok close, Type *t)
{
	Reader *R = &P->rd;
	if (P->cx->opt->grammar_only || t->local || t->kind == TY_ERROR || R->nspans >= MAX_SPANS)
		return;
	int i = 0, recorded = R->nopen < 16 ? (int)R->nopen : 16;
	while (i < recorded && R->open[i].off != open.loc.off)
		i++;
	if (i == recorded || R->open[i].errors != P->cx->nerrors)
		return;
	R->open[i].off = UINT64_MAX;
	const char *s = lex_text(P->cx->lex, open.loc.off);
	size_t n = (size_t)(close.loc.off + 1 - open.loc.off);
	if (!s || !lex_text(P->cx->lex, close.loc.off) || span_end(s, s + open.len) != s + n)
		return;
	if (!R->spans) {
		if (!(R->spans = calloc(SPAN_BUCKETS, sizeof *R->spans)))
			no_memory(P->cx->nomem);
		P->cx->lex->known_type = known_type;
		P->cx->lex->known_ctx = R;
	}
	SpanType *old = span_find(R, s, open.len, n);
	if (old) {   /* read again before it was built */
		old->type = t;
		return;
	}
	unsigned b = span_bucket(s, open.len);
	int chain = 0;
	for (SpanType *o = R->spans[b]; o; o = o->next)
		if (++chain == MAX_CHAIN)
			return;
	SpanType *st = arena_alloc(&P->cx->perm, sizeof *st + n);
	st->next = R->spans[b];
	st->type = t;
	st->len = (uint32_t)n;
	memcpy(st->text, s, n);
	R->spans[b] = st;
	R->nspans++;
}

void reader_reset(Parser *P)
{
	P->rd.qhead = P->rd.qlen = 0;
	P->rd.sep.kind = 0;
}

void reader_free(Parser *P)
{
	free(P->rd.spans);
	P->rd.spans = NULL;
	P->cx->lex->known_type = NULL;
	free(P->rd.ring);
	P->rd.ring = NULL;
}

/* Puts entries back in front of what is queued. */
static void unread(Reader *R, const Entry *e, int n)
{
	if (!n)
		return;
	if (R->qlen + n > QUEUE_MAX)
		bug("read too far ahead");
	memmove(R->queue + n, R->queue + R->qhead, sizeof *e * (size_t)R->qlen);
	memcpy(R->queue, e, sizeof *e * (size_t)n);
	R->qhead = 0;
	R->qlen += n;
}

/* A branch has up to SUCCS_MAX successors (more go to the grammar). */
enum { SUCCS_MAX = 4 };

/* Each item is matched once, by the check pass, which calls nothing but
 * writes the item's plan; the build pass reads the plan and calls the
 * builder as the grammar's actions would, in the same order, without
 * matching again. A plan is a row of Steps, each a token and a list of
 * pointers in the batch's pool. The lists follow each other in the pool:
 * a step's list ends where the next step's begins (the plans of a batch
 * end with a step that only marks where the pool ends). A list holds what
 * the builder is given (Tok*, Type*) where making that has no effect, else
 * the entries it is made from (Entry*), which the build pass turns in
 * place into what the builder is given. The steps:
 *   head        the op's name, and the results' entries; or a label's
 *               name, and its arguments' entries (%a ':' type)
 *   operands    the predicate or NULL, and the operands' Tok*
 *   flag        its keyword, and the words' Tok*
 *   types       NULL, and the types' Types if all are known without a
 *               call (see type); else the first type, and their entries
 *   number      its token, and the '-' before it if there is one
 *   successor   its name, and its arguments' Tok*; with arguments, a
 *               types step follows
 * and an item's plan, by its shape:
 *   label       head
 *   simple op   head [operands flag* types [types after 'to']]
 *   constant    head number
 *   branch      head operands successor+
 *   call        head operands types types
 *   indexed     head operands operands types
 * A signature's plan has a step for each argument, its type and its
 * name's Tok* if it is named, then the result types.
 * The builder reads the tokens it is given during the call only, so they
 * are given in place (the grammar gives copies, tok_box). */
typedef struct Cursor {
	Entry *at, *end;       /* the item's tokens are [at, end) */
	int next_kind;         /* the kind of *end, which reads as -1 */
	Step *step;            /* where the plan goes on */
	void **pool;           /* where its lists go on */
	Type **builtin;        /* Reader.builtin */
	bool unknown;          /* a type of the list being read is not known */
} Cursor;

/* The entries' kinds carry the separator after the token (see LexTok):
 * a kind compared as a whole, as peek and accept do, is one with no
 * separator after it; SEP(k, s) is the token k and the separator s. The
 * functions that read a token and what may follow it return that
 * separator (0 if none), or -1 if they do not match. */
#define SEP(k, s) ((k) | (s) << LEX_SEP_SHIFT)

/* at is at most end: matching fails at the -1 there, before it reads on */
static inline int peek(const Cursor *c)
{
	return c->at->kind;
}

static bool accept(Cursor *c, int kind)
{
	if (peek(c) != kind)
		return false;
	c->at++;
	return true;
}

/* A token of the kind k, whatever follows it: the separator after it. */
static int token(Cursor *c, int k)
{
	int got = peek(c);
	if (lex_kind(got) != k)
		return -1;
	c->at++;
	return lex_sep(got);
}

static inline void push(Cursor *c, void *item)
{
	*c->pool++ = item;
}

/* A step of the plan: the token at, and the list pushed from `from` on;
 * true, to go on matching. */
static inline bool step(Cursor *c, Entry *at, void **from)
{
	*c->step++ = (Step){at, from};
	return true;
}

static bool is_type(int k)
{
	return k == T_BARE_ID || k == T_TYPE;
}

/* type: T_BARE_ID | T_TYPE, pushed as its Type where that is known
 * without a call (a T_TYPE's, a builtin name's once built), else as NULL */
static int type(Cursor *c)
{
	Entry *e = c->at;
	int k = lex_kind(e->kind);
	Type *t;
	if (k == T_TYPE)
		t = e->type;
	else if (k == T_BARE_ID)
		t = c->builtin[e->tok.op];
	else
		return -1;
	c->unknown |= !t;
	push(c, t);
	c->at++;
	return lex_sep(e->kind);
}

/* The step of the types from first on, one an entry, pushed from `from`
 * on: their Types, or if one is not known, their entries, the step at the
 * first. */
static void types_step(Cursor *c, Entry *first, void **from)
{
	if (c->unknown) {
		c->unknown = false;
		for (void **t = from; t < c->pool; t++)
			*t = first + (t - from);
	} else {
		first = NULL;
	}
	step(c, first, from);
}

/* type_list: type (',' type)* */
static int type_list(Cursor *c)
{
	Entry *first = c->at;
	void **from = c->pool;
	int sep;
	while ((sep = type(c)) == ',')
		;
	if (sep >= 0)
		types_step(c, first, from);
	return sep;
}

/* operands: %a (',' %b)*, stopping before a ',' that is not followed by a
 * value; the token of their step is at */
static int operands(Cursor *c, Entry *at)
{
	void **from = c->pool;
	int sep;
	do {
		Entry *e = c->at;
		if ((sep = token(c, T_VALUE_ID)) < 0)
			return -1;
		push(c, &e->tok);
	} while (sep == ',' && lex_kind(peek(c)) == T_VALUE_ID);
	step(c, at, from);
	return sep;
}

/* after an opening bracket: close | operands close */
static int operands_in(Cursor *c, int close)
{
	if (lex_kind(peek(c)) == close)
		step(c, NULL, c->pool);
	else if (operands(c, NULL) != 0)
		return -1;
	return token(c, close);
}

/* '(' [type_list] ')' */
static int types_in_parens(Cursor *c)
{
	if (!accept(c, '('))
		return -1;
	if (lex_kind(peek(c)) == ')')
		step(c, NULL, c->pool);
	else if (type_list(c) != 0)
		return -1;
	return token(c, ')');
}

/* a function's results: type | '(' [type_list] ')' */
static int result_types(Cursor *c)
{
	Entry *first = c->at;
	void **from = c->pool;
	if (peek(c) == '(')
		return types_in_parens(c);
	int sep = type(c);
	if (sep >= 0)
		types_step(c, first, from);
	return sep;
}

/* succ: ^bb | ^bb '(' ')' | ^bb '(' operands ':' type_list ')' */
static int succ(Cursor *c)
{
	Entry *name = c->at;
	int sep = token(c, T_CARET_ID);
	if (sep < 0)
		return -1;
	if (sep != 0 || !accept(c, '(')) {
		step(c, name, c->pool);
		return sep;
	}
	if (lex_kind(peek(c)) == ')')
		step(c, name, c->pool);
	else if (operands(c, name) != ':' || type_list(c) != 0)
		return -1;
	return token(c, ')');
}

/* flag: overflow<nsw, ...> | fastmath<fast, ...> | exact | nneg, after a
 * token followed by sep: flags follow only where there is none */
static int op_flags(Cursor *c, int sep)
{
	while (sep == 0) {
		int k = peek(c);
		if (lex_kind(k) == K_EXACT || lex_kind(k) == K_NNEG) {   /* no effect, as in the grammar */
			c->at++;
			sep = lex_sep(k);
			continue;
		}
		if (k != K_OVERFLOW && k != K_FASTMATH)
			return 0;
		Entry *kw = c->at++;
		void **from = c->pool;
		if (!accept(c, '<'))
			return -1;
		do {
			Entry *e = c->at;
			if ((sep = token(c, T_BARE_ID)) < 0)
				return -1;
			push(c, &e->tok);
		} while (sep == ',');
		if (sep != 0 || (sep = token(c, '>')) < 0)
			return -1;
		step(c, kw, from);
	}
	return sep;
}

/* number: ['-'] (T_INT | T_FLOAT) ':' type | true | false */
static bool number(Cursor *c)
{
	void **from = c->pool;
	bool neg = peek(c) == '-';
	if (neg)
		push(c, c->at++);
	step(c, c->at, from);
	if (accept(c, K_TRUE) || accept(c, K_FALSE))
		return !neg;
	if (!(accept(c, SEP(T_INT, ':')) || accept(c, SEP(T_FLOAT, ':'))) || !is_type(peek(c)))
		return false;
	c->at++;
	return true;
}

/* The op after the results, one of the shapes. */
static bool op(Cursor *c)
{
	int k = peek(c);
	c->at++;
	switch (k) {
	case S_SIMPLE: {
		int p = peek(c);
		if (p == -1)   /* no operands: the op ends with the line, no steps */
			return lex_kind(c->next_kind) != T_VALUE_ID;   /* but not before an operand on the next line */
		Entry *pred = NULL;
		if (p == SEP(T_BARE_ID, ',') || p == SEP(K_TRUE, ',') || p == SEP(K_FALSE, ',') ||
		    p == SEP(T_STRING, ','))
			pred = c->at++;
		if (op_flags(c, operands(c, pred)) != ':' || type_list(c) != 0)
			return false;
		return pred || !accept(c, K_TO) || type_list(c) == 0;
	}
	case S_CONSTANT:
		return number(c);
	case S_BRANCH: {
		int sep = ',', n = 0;
		if (lex_kind(peek(c)) != T_VALUE_ID)
			step(c, NULL, c->pool);
		else if (operands(c, NULL) != ',')
			return false;
		while (sep == ',')
			if (n++ == SUCCS_MAX || (sep = succ(c)) < 0)
				return false;
		return sep == 0;
	}
	case S_CALL:   /* the callee, then '(' [operands] ')' ':' func_type */
		return accept(c, T_SYMBOL) && accept(c, '(') && operands_in(c, ')') == ':' &&
		       types_in_parens(c) == 0 && accept(c, T_ARROW) && result_types(c) == 0;
	case S_INDEXED:
		return operands(c, NULL) == 0 && accept(c, '[') && operands_in(c, ']') == ':' &&
		       type_list(c) == 0;
	default:
		return false;
	}
}

/* block label: ^bb [ '(' [%a ':' type (',' %b ':' type)*] ')' ] ':' */
static bool label(Cursor *c)
{
	Entry *name = c->at;
	void **from = c->pool;
	int sep = token(c, T_CARET_ID);
	if (sep == 0) {   /* arguments */
		if (!accept(c, '('))
			return false;
		if (lex_kind(peek(c)) != ')') {
			do {
				Entry *arg = c->at;
				if (!accept(c, SEP(T_VALUE_ID, ':')) || !is_type(lex_kind(peek(c))))
					return false;
				push(c, arg);
				sep = lex_sep(c->at++->kind);
			} while (sep == ',');
			if (sep != 0)
				return false;
		}
		sep = token(c, ')');
	}
	return sep == ':' && step(c, name, from);
}

/* results: %a | %a ':' N, ... '=' */
static bool results(Cursor *c)
{
	int sep;
	do {
		Entry *r = c->at;
		if ((sep = token(c, T_VALUE_ID)) < 0 || (sep == ':' && (sep = token(c, T_INT)) < 0))
			return false;
		push(c, r);
	} while (sep == ',');
	return sep == '=';
}

/* block item: a label, or a statement [results] op */
static bool item(Cursor *c)
{
	void **from = c->pool;
	int k = lex_kind(peek(c));
	if (k == T_CARET_ID)
		return label(c);
	if (k == T_VALUE_ID && !results(c))
		return false;
	return step(c, c->at, from) && op(c);
}

/* Matches the item [at, end). Meanwhile the entry at end, the next
 * line's first token, reads as -1: peeking needs no bounds check. */
static bool match_item(Cursor *c)
{
	Entry *stop = c->end;
	c->next_kind = stop->kind;
	stop->kind = -1;
	bool ok = item(c);
	stop->kind = c->next_kind;
	return ok;
}

/* ENDS: the tokens that end a statement of these shapes: they start the
 * next one, a block, or close the region; none can continue an op.
 * STARTS: those that start one of the shapes, which end one too. */
enum { ENDS = 1, STARTS = 3 };
static const unsigned char item_bound[T_FAST + 1] = {
	[T_VALUE_ID] = STARTS, [T_CARET_ID] = STARTS, [S_SIMPLE] = STARTS, [S_CONSTANT] = STARTS,
	[S_BRANCH] = STARTS, [S_INDEXED] = STARTS, [S_CALL] = STARTS,
	['}'] = ENDS, [S_SWITCH] = ENDS, [S_ALLOC] = ENDS, [S_FOR] = ENDS, [S_IF] = ENDS,
	[S_WHILE] = ENDS, [S_CONDITION] = ENDS, [S_CALL_INDIRECT] = ENDS,
	[S_FUNC_CONSTANT] = ENDS, [S_ASSERT] = ENDS, [S_SUBVIEW] = ENDS, [S_REINTERPRET] = ENDS,
	[S_METADATA] = ENDS, [S_RESHAPE] = ENDS, [S_EXECUTE_REGION] = ENDS, [S_INDEX_SWITCH] = ENDS, [S_PARALLEL] = ENDS,
	[S_REDUCE] = ENDS, [S_GLOBAL] = ENDS, [S_ATOMIC_RMW] = ENDS, [S_PREFETCH] = ENDS,
	[S_GENERIC_RMW] = ENDS,
	[S_ASSUME_ALIGNMENT] = ENDS, [S_VIEW] = ENDS, [S_MEMREF_RESHAPE] = ENDS,
	[S_VPOSITION] = ENDS, [S_VELEMENT] = ENDS, [S_VSHUFFLE] = ENDS,
	[S_VTRANSPOSE] = ENDS, [S_VREDUCTION] = ENDS, [S_VMASKED] = ENDS,
	[S_COMPLEX_CONSTANT] = ENDS, [S_VPRINT] = ENDS, [S_MTRANSPOSE] = ENDS, [S_INDEX] = ENDS,
	[S_INDEX_CMP] = ENDS, [S_INDEX_SIZEOF] = ENDS, [S_VINTERLEAVE] = ENDS, [S_VCONSTANT_MASK] = ENDS, [S_VGATHER] = ENDS,
	[S_VTRANSFER] = ENDS, [S_VCONTRACT] = ENDS, [S_VINSERT_SLICE] = ENDS, [S_VMASK] = ENDS,
	[S_VMULTI_REDUCTION] = ENDS,
};

static bool ends_stmt(int k)
{
	return item_bound[lex_kind(k)] & ENDS;
}

bool reader_starts_item(int k)
{
	return item_bound[lex_kind(k)] == STARTS;
}

/* Whether reading must stop after what ends at e. What is read ahead never
 * goes past a brace, or a 'func.func' (before b_func_begin notes the
 * lexer's depth): recovery from a syntax error skips to the brace that
 * closes the function, counting from the lexer. */
static bool read_stops(const Entry *e)
{
	int k = lex_kind(e[-1].kind);
	return k == T_EOF || k == '{' || k == '}' || k == K_FUNC;
}

/* Whether the lexer counted a line break from a's start to b's, the
 * entry after it: in a (which then moved the line start past a), or
 * between the two (where all are counted). */
static bool new_line(const Lexer *L, const Entry *a, const Entry *b)
{
	if (lex_line_after(a) > a->tok.loc.off)
		return true;
	const char *s = lex_text(L, a->tok.loc.off);
	if (!s)
		bug("a token's text is gone");
	uint64_t gap = a->tok.len;
	return memchr(s + gap, '\n', (size_t)(b->tok.loc.off - a->tok.loc.off - gap)) != NULL;
}

/* Reads on into e (after at least one entry), up to limit, and returns
 * the end of what it read: what was read ahead first, else the lexer's
 * tokens, on as many lines as they take, up to where read_stops. The
 * entries that start a line are added to f->lines. */
static Entry *read_more(Parser *P, FastStmt *f, Entry *e, Entry *limit)
{
	if (P->rd.qlen) {
		do {
			pop(&P->rd, e);
			if (new_line(P->cx->lex, e - 1, e))
				*f->lines.end++ = e;
			e++;
		} while (!read_stops(e) && P->rd.qlen && e < limit);
		return e;
	}
	e += lex_tokens(P->cx->lex, e, (int)(limit - e), &f->lines);
	if (e[-1].kind == T_SHAPED)
		shaped(P, &e[-1]);
	return e;
}

/* The first token of the line after an item's, the line start at index
 * i of f->lines, reading on into *top as needed, up to limit; NULL if the
 * line goes on past what can be read. */
static Entry *line_end(Parser *P, FastStmt *f, int i, Entry **top, Entry *limit)
{
	Entry **at = f->line_buf + 1 + i;
	while (at == f->lines.end) {
		if (*top == limit || read_stops(*top))
			return NULL;
		*top = read_more(P, f, *top, limit);
	}
	return *at;
}

/* The FastStmt for the next T_FAST or T_SIG, with no line starts yet.
 * Its first entry is the token the grammar has just been given, with the
 * separator after it, if reader_next split one off. */
static FastStmt *next_batch(Parser *P, const Entry *first)
{
	Reader *R = &P->rd;
	if (!R->ring && !(R->ring = malloc(2 * sizeof *R->ring)))
		no_memory(P->cx->nomem);
	FastStmt *f = &R->ring[R->ring_next % 2];
	f->line_buf[0] = NULL;
	f->lines.end = f->line_buf + 1;
	f->e[0] = *first;   /* not a line start in f->lines: those are read after it */
	f->e[0].kind |= R->sep.kind << LEX_SEP_SHIFT;
	R->sep.kind = 0;
	return f;
}

/* The grammar gets what was read after the first token, and the
 * separator after that token. */
static void unread_batch(Parser *P, FastStmt *f, Entry *top)
{
	unread(&P->rd, f->e + 1, (int)(top - f->e - 1));
	if (lex_sep(f->e[0].kind))
		P->rd.sep = split(P, &f->e[0]);
}

/* The batch is [f->e, top). Its last entry is its last token (parser.y
 * reads where it ends): a separator folded into it is put after it. */
static void end_batch(Parser *P, FastStmt *f, Entry *top)
{
	if (lex_sep(top[-1].kind)) {
		Entry last = top[-1];
		*top++ = split(P, &last);
	}
	f->n = (int)(top - f->e);
	P->rd.ring_next++;
}

/* Block items are read a line at a time, each line one item, as many in a
 * row as there are. An item must end with its line, and the first token
 * of the next line must end it. An item written across lines, or any other
 * line, goes to the grammar. */
__attribute__((flatten)) FastStmt *reader_stmt(Parser *P, const Entry *first)
{
	Reader *R = &P->rd;
	if (P->cx->lex->line == R->long_line)
		return NULL;
	FastStmt *f = next_batch(P, first);
	Entry *start = f->e, *top = f->e + 1;   /* the item's first token; the end of what was read */
	Step *plan = f->plan;   /* where the item's plan goes */
	void **pool = f->pool;
	f->nitems = 0;
	for (;;) {
		/* the next line's first token (the item's own first token is the
		 * line start before it, or f->e[0]) */
		Entry *next = line_end(P, f, f->nitems, &top, start + 1 + READ_MAX);
		Cursor c = {start, next, 0, plan, pool, R->builtin, false};
		if (!next || !match_item(&c) || c.at != next || !ends_stmt(next->kind)) {
			if (start == f->e) {   /* the grammar gets the first token */
				if (!next && top == start + 1 + READ_MAX)
					R->long_line = P->cx->lex->line;
				unread_batch(P, f, top);
				return NULL;
			}
			unread(R, start, (int)(top - start));
			top = start;
			break;
		}
		plan = f->plan_end[f->nitems++] = c.step;
		pool = c.pool;
		/* the next line's first token starts the next item, or is given back */
		if (!reader_starts_item(next->kind) || next + READ_MAX + 1 > f->e + BATCH_MAX) {
			unread(R, next, (int)(top - next));
			top = next;
			break;
		}
		start = next;
	}
	*plan = (Step){NULL, pool};   /* the end of the last list */
	end_batch(P, f, top);
	return f;
}

/* b_type_name(P, t), from the names it gave before without a diagnostic
 * (the usual builtin ones give none) */
static Type *type_name(Parser *P, Tok t)
{
	if (t.op) {
		Type **known = &P->rd.builtin[t.op];
		return *known ? *known : (*known = b_type_name(P, t));
	}
	const char *s = lex_text(P->cx->lex, t.loc.off);
	if (!s || t.len > 8 || !t.len)
		return b_type_name(P, t);
	uint64_t w = load8(s) & (~0ull >> (64 - 8 * t.len));   /* the buffer has room after its end */
	NameType *e = &P->rd.names[(w * 0x9e3779b97f4a7c15u) >> 58];
	if (e->len == t.len && e->text == w)
		return e->type;
	int errors = P->cx->nerrors;
	Type *ty = b_type_name(P, t);
	if (P->cx->nerrors == errors)
		*e = (NameType){w, t.len, ty};
	return ty;
}

/* The Type of a T_BARE_ID or T_TYPE entry. */
static Type *type_of(Parser *P, const Entry *e)
{
	return lex_kind(e->kind) == T_TYPE ? e->type : type_name(P, e->tok);
}

/* The list of a step, which ends where the next step's begins. */
static Seq list(const Step *s)
{
	return (Seq){s->v, (int)(s[1].v - s->v)};
}

/* The list of types of a step, made from their entries if the step is at
 * the first. */
static Seq types(Parser *P, const Step *s)
{
	if (s->at)
		for (void **t = s->v; t < s[1].v; t++)
			*t = type_of(P, *t);
	return list(s);
}

/* The op named at name, from its steps [s, end). */
static Op *build_op(Parser *P, Entry *name, const Step *s, const Step *end)
{
	switch (name->kind) {
	case S_SIMPLE: {
		if (s == end)   /* no operands */
			return b_simple(P, &name->tok, NULL, (Seq){NULL, 0}, 0, NULL, (Seq){NULL, 0},
			                (Seq){NULL, 0});
		Tok *pred = s->at ? &s->at->tok : NULL;
		Seq opnds = list(s);
		unsigned flags = 0;
		for (s++; s->at && (s->at->kind == K_OVERFLOW || s->at->kind == K_FASTMATH); s++)   /* flags */
			flags |= b_flag(P, s->at->tok, list(s));
		Seq ts = types(P, s);
		Seq to = s + 1 < end ? types(P, s + 1) : (Seq){NULL, 0};
		return b_simple(P, &name->tok, pred, opnds, flags, NULL, ts, to);
	}
	case S_CONSTANT: {
		Entry *v = s->at;
		Attr *value;
		if (v->kind == K_TRUE || v->kind == K_FALSE) {
			value = b_attr(P, AT_BOOL, v->tok);
			value->b = v->kind == K_TRUE;
		} else {
			bool neg = s[1].v != s->v;
			value = b_attr_num(P, &v->tok, neg, type_of(P, v + 1));
			if (neg)
				value->loc = ((Entry *)s->v[0])->tok.loc;   /* the '-' */
		}
		return b_constant(P, &name->tok, NULL, value);
	}
	case S_BRANCH: {
		Succ succs[SUCCS_MAX];
		void *succ_v[SUCCS_MAX];
		Seq opnds = list(s), ps = {succ_v, 0};
		for (s++; s < end; s++) {
			Succ *to = &succs[ps.n];
			*to = (Succ){s->at->tok, list(s), {NULL, 0}};
			if (to->args.n)
				to->types = types(P, ++s);
			succ_v[ps.n++] = to;
		}
		return b_branch(P, &name->tok, opnds, ps, NULL);
	}
	case S_CALL: {
		Seq ins = types(P, s + 1);
		Seq outs = types(P, s + 2);
		return b_call(P, &name->tok, &name[1].tok, list(s), NULL, b_func_type(P, ins, outs));
	}
	default:   /* S_INDEXED */
		return b_indexed(P, &name->tok, list(s), list(s + 1), NULL, types(P, s + 2));
	}
}

/* Builds an item from its plan [s, end). */
static void build_item(Parser *P, const Step *s, const Step *end)
{
	Entry *name = s->at;
	Seq l = list(s);
	if (lex_kind(name->kind) == T_CARET_ID) {   /* a label; its arguments' entries */
		for (int i = 0; i < l.n; i++) {
			Entry *arg = l.v[i];
			l.v[i] = b_block_arg(P, &arg->tok, type_of(P, arg + 1));
		}
		b_block_label(P, &name->tok, l);
		return;
	}
	if (l.n == 1 && lex_sep(((Entry *)l.v[0])->kind) != ':') {   /* '%a = op' */
		b_def(P, &((Entry *)l.v[0])->tok, build_op(P, name, s + 1, end));
		return;
	}
	for (int i = 0; i < l.n; i++) {   /* the results' entries: %a | %a ':' N */
		Entry *r = l.v[i];
		l.v[i] = lex_sep(r->kind) == ':' ? b_result_pack(P, r->tok, r[1].tok) : &r->tok;
	}
	b_stmt(P, l, build_op(P, name, s + 1, end));
}

__attribute__((flatten)) void b_fast_items(Parser *P, FastStmt *f)
{
	const Step *s = f->plan;
	for (int k = 0; k < f->nitems; k++) {
		build_item(P, s, f->plan_end[k]);
		s = f->plan_end[k];
	}
}

/* signature: '(' [farg (',' farg)*] ')' [T_ARROW result_types]
 * farg: %a ':' type | type
 * Its plan is a step for each farg, and one of the result types. */
static bool signature(Cursor *c)
{
	if (!accept(c, '('))
		return false;
	if (lex_kind(peek(c)) != ')') {
		int sep;
		do {
			void **from = c->pool;
			if (peek(c) == SEP(T_VALUE_ID, ':'))
				push(c, &c->at++->tok);
			Entry *t = c->at;
			if (!is_type(lex_kind(peek(c))))
				return false;
			sep = lex_sep(c->at++->kind);
			step(c, t, from);
		} while (sep == ',');
		if (sep != 0)
			return false;
	}
	if (!accept(c, ')'))
		return false;
	if (lex_kind(peek(c)) == T_ARROW)
		return accept(c, T_ARROW) && result_types(c) == 0;
	step(c, NULL, c->pool);
	return lex_kind(c->next_kind) != T_ARROW || c->at != c->end;   /* an arrow on the next line */
}

/* Matches a signature in [c->at, c->end), where c->end reads as -1 as in
 * match_item. */
static bool match_sig(Cursor *c)
{
	Entry *stop = c->end;
	c->next_kind = stop->kind;
	stop->kind = -1;
	bool ok = signature(c);
	stop->kind = c->next_kind;
	return ok;
}

/* What follows a signature goes to the grammar. */
__attribute__((flatten)) FastStmt *reader_sig(Parser *P, const Entry *first)
{
	Reader *R = &P->rd;
	FastStmt *f = next_batch(P, first);
	Entry *top = f->e + 1, *limit = f->e + 1 + READ_MAX;
	while (top < limit && !read_stops(top))
		top = read_more(P, f, top, limit);
	Cursor c = {f->e, top - 1, 0, f->plan, f->pool, R->builtin, false};
	if (!match_sig(&c)) {
		unread_batch(P, f, top);
		return NULL;
	}
	unread(R, c.at, (int)(top - c.at));
	f->nitems = 0;
	f->plan_end[0] = c.step;
	*c.step = (Step){NULL, c.pool};   /* the end of the last list */
	end_batch(P, f, c.at);
	return f;
}

__attribute__((flatten)) List *b_fast_sig(Parser *P, FastStmt *f)
{
	const Step *s = f->plan, *end = f->plan_end[0] - 1;   /* the result types */
	for (; s < end; s++)
		b_func_arg(P, s[1].v != s->v ? s->v[0] : NULL, type_of(P, s->at));
	Seq results = types(P, end);
	List *l = list_new(P);   /* in the scratch arena, as the grammar's */
	for (int i = 0; i < results.n; i++)
		list_push(P, l, results.v[i]);
	return l;
}
