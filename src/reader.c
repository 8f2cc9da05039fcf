/* The reader between the lexer and the grammar (see reader.h): a queue of
 * tokens read ahead, the memref type cache, and the common block items
 * read without the grammar's tables. */
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "parser.h"

enum { MAX_SPANS = 1 << 14, MAX_SPAN_LEN = 240, SPAN_BUCKETS = 4096 };

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

/* The bucket of a type's text from its first bytes: the dims token and up
 * to 8 more, to the first '>'. They are all the type's own, so a type's
 * text can be looked up before its end is known. They are read a word at
 * a time: the lexer's buffer can be read 8 bytes past its end, and ends
 * with a 0, which stops the scan. */
static unsigned span_bucket(const char *s, size_t dims)
{
	const uint64_t k = 0x9e3779b97f4a7c15u, ones = 0x0101010101010101u, highs = ones << 7;
	uint64_t h = dims * k, w;
	if (dims < 8) {   /* "memref<": the dims token and what follows */
		h = (h ^ (load8(s) & ((1ull << 8 * dims) - 1))) * k;
	} else {
		for (size_t i = 0; i + 8 < dims; i += 8)
			h = (h ^ load8(s + i)) * k;
		h = (h ^ load8(s + dims - 8)) * k;   /* the last 8, overlapping */
	}
	/* the next 8 bytes, to the first '>' or 0 */
	w = load8(s + dims);
	uint64_t gt = w ^ ('>' * ones);
	uint64_t stop = ((gt - ones) & ~gt & highs) | ((w - ones) & ~w & highs);
	if (stop) {
		int last = __builtin_ctzll(stop);   /* the top bit of the byte */
		if (last < 63)
			w &= (2ull << last) - 1;
	}
	h = (h ^ w) * k;
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
 * at most one matches. Each is longer than its dims token ("memref<"). */
static SpanType *span_find(const Reader *R, const char *s, size_t dims, size_t room)
{
	SpanType *t = R->spans[span_bucket(s, dims)];
	while (t && (t->len > room || !same_text(t->text, s, t->len)))
		t = t->next;
	return t;
}

/* A shaped type read before: skip its text and give the built type. */
static bool cached_type(Parser *P, Entry *e)
{
	Lexer *L = P->cx->lex;
	Reader *R = &P->rd;
	if (!R->nspans)   /* none with --grammar-only */
		return false;
	SpanType *t = span_find(R, L->tok, (size_t)(L->cur - L->tok), (size_t)(L->lim - L->tok));
	if (!t)
		return false;
	size_t n = t->len;
	L->cur = L->tok + n;
	L->brackets--;   /* the '>' that closes the dims token's '<' */
	L->last = '>';
	e->kind = T_TYPE;
	e->tok.len = (uint32_t)n;
	e->type = t->type;
	L->last_tok = e->tok;
	return true;
}

/* The lexer has just read the first token of a shaped type: a type read
 * before is skipped as one token, else the error count is noted. */
static void shaped(Parser *P, Entry *e)
{
	Reader *R = &P->rd;
	if (!cached_type(P, e)) {
		R->open[R->nopen % 16].off = e->tok.loc.off;
		R->open[R->nopen % 16].errors = P->cx->nerrors;
		R->nopen++;
	}
}

int reader_next(Parser *P, Entry *e)
{
	Reader *R = &P->rd;
	if (R->qlen) {
		*e = R->queue[R->qhead++];
		if (--R->qlen == 0)
			R->qhead = 0;
		return e->kind;
	}
	e->type = NULL;
	e->kind = lex_next(P->cx->lex, &e->tok);
	if (e->kind == T_SHAPED)
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
	if (!R->spans && !(R->spans = calloc(SPAN_BUCKETS, sizeof *R->spans)))
		bug("out of memory");
	SpanType *old = span_find(R, s, open.len, n);
	if (old) {   /* read again before it was built */
		old->type = t;
		return;
	}
	SpanType *st = arena_alloc(&P->cx->perm, sizeof *st + n);
	unsigned b = span_bucket(s, open.len);
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
}

void reader_free(Parser *P)
{
	free(P->rd.spans);
	P->rd.spans = NULL;
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

/* An item's lists are Seqs on arrays of ITEMS_MAX on the stack (the
 * builder reads what it is given during the call only); a longer list is
 * left to the grammar. The count is apart from the array, so that it can
 * stay in a register. */
enum { ITEMS_MAX = 16 };

/* One matcher serves both passes over a statement's tokens: checking, it
 * calls nothing; building, it calls the builder as the grammar's actions
 * would. The builder reads the tokens it is given during the call only, so
 * they are given in place (the grammar gives copies, tok_box). */
typedef struct Cursor {
	Parser *P;
	Entry *at, *end;       /* the item's tokens are [at, end) */
	int next_kind;         /* the kind of *end, which reads as -1 */
	bool build;
} Cursor;

/* at is at most end: matching fails at the -1 there, before it reads on */
static inline int peek(const Cursor *c)
{
	return c->at->kind;
}

static Entry *take(Cursor *c)
{
	return c->at++;
}

static bool accept(Cursor *c, int kind)
{
	if (peek(c) != kind)
		return false;
	c->at++;
	return true;
}

/* Appends v to l; false if it is full. Checking, the items are only
 * counted; building, they fit, as they did when checked. */
static inline bool add(const Cursor *c, Seq *l, void *v)
{
	if (!c->build)
		return l->n++ < ITEMS_MAX;
	l->v[l->n++] = v;
	return true;
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

/* type: T_BARE_ID | T_TYPE; *t is set if building */
static bool type(Cursor *c, Type **t)
{
	int k = peek(c);
	if (k != T_BARE_ID && k != T_TYPE)
		return false;
	Entry *e = take(c);
	if (c->build)
		*t = k == T_TYPE ? e->type : type_name(c->P, e->tok);
	return true;
}

static bool type_list(Cursor *c, Seq *l)
{
	do {
		Type *t = NULL;
		if (!type(c, &t) || !add(c, l, t))
			return false;
	} while (accept(c, ','));
	return true;
}

/* operands: %a (',' %b)*, stopping before a ',' that is not followed by a value */
static bool operands(Cursor *c, Seq *l)
{
	for (;;) {
		if (peek(c) != T_VALUE_ID || !add(c, l, &c->at->tok))
			return false;
		c->at++;
		if (peek(c) != ',' || c->at[1].kind != T_VALUE_ID)
			return true;
		c->at++;
	}
}

/* succ: ^bb | ^bb '(' ')' | ^bb '(' operands ':' type_list ')', into s
 * with its lists in args and types */
static bool succ(Cursor *c, Succ *s, void **arg_v, void **type_v)
{
	if (peek(c) != T_CARET_ID)
		return false;
	Entry *name = take(c);
	Seq args = {arg_v, 0}, types = {type_v, 0};
	if (accept(c, '(') && !accept(c, ')')) {
		if (!operands(c, &args) || !accept(c, ':') || !type_list(c, &types) || !accept(c, ')'))
			return false;
	}
	if (c->build)
		*s = (Succ){name->tok, args, types};
	return true;
}

/* flag: overflow<nsw, ...> | fastmath<fast, ...> | exact | nneg */
static bool op_flags(Cursor *c, unsigned *flags)
{
	for (;;) {
		int k = peek(c);
		if (k == K_EXACT || k == K_NNEG) {   /* no effect, as in the grammar */
			c->at++;
			continue;
		}
		if (k != K_OVERFLOW && k != K_FASTMATH)
			return true;
		Entry *kw = take(c);
		void *word_v[ITEMS_MAX];
		Seq words = {word_v, 0};
		if (!accept(c, '<'))
			return false;
		do {
			if (peek(c) != T_BARE_ID || !add(c, &words, &c->at->tok))
				return false;
			c->at++;
		} while (accept(c, ','));
		if (!accept(c, '>'))
			return false;
		if (c->build)
			*flags |= b_flag(c->P, kw->tok, words);
	}
}

/* func_type: '(' [type_list] ')' '->' (type | '(' [type_list] ')') */
static bool func_type(Cursor *c, Type **ft)
{
	void *in_v[ITEMS_MAX], *out_v[ITEMS_MAX];
	Seq ins = {in_v, 0}, outs = {out_v, 0};
	if (!accept(c, '(') || (!accept(c, ')') && (!type_list(c, &ins) || !accept(c, ')'))) ||
	    !accept(c, T_ARROW))
		return false;
	if (accept(c, '(')) {
		if (!accept(c, ')') && (!type_list(c, &outs) || !accept(c, ')')))
			return false;
	} else {
		Type *t = NULL;
		if (!type(c, &t))
			return false;
		add(c, &outs, t);
	}
	if (c->build)
		*ft = b_func_type(c->P, ins, outs);
	return true;
}

static bool number(Cursor *c, Attr **attr)
{
	Loc minus = {0};
	bool neg = peek(c) == '-';
	if (neg)
		minus = take(c)->tok.loc;
	int k = peek(c);
	if (k == K_TRUE || k == K_FALSE) {
		Entry *e = take(c);
		if (c->build) {
			*attr = b_attr(c->P, AT_BOOL, e->tok);
			(*attr)->b = k == K_TRUE;
		}
		return !neg;
	}
	if (k != T_INT && k != T_FLOAT)
		return false;
	Entry *e = take(c);
	Type *t = NULL;
	if (!accept(c, ':') || !type(c, &t))
		return false;
	if (c->build) {
		*attr = b_attr_num(c->P, &e->tok, neg, t);
		if (neg)
			(*attr)->loc = minus;
	}
	return true;
}

/* The op after the results, one of the shapes; *op is built if building. */
static bool op(Cursor *c, Op **op)
{
	Parser *P = c->P;
	int k = peek(c);
	Entry *name = take(c);
	void *opnd_v[ITEMS_MAX], *idx_v[ITEMS_MAX], *type_v[ITEMS_MAX], *to_v[ITEMS_MAX];
	Seq opnds = {opnd_v, 0}, idx = {idx_v, 0}, types = {type_v, 0}, to = {to_v, 0};
	switch (k) {
	case S_SIMPLE: {
		/* conditions must not depend on what only the build pass makes */
		Tok *pred = NULL;
		int p = peek(c);
		bool has_pred = p == T_BARE_ID || p == K_TRUE || p == K_FALSE || p == T_STRING;
		if (has_pred) {
			Entry *e = take(c);
			if (c->build)
				pred = &e->tok;
			if (!accept(c, ','))
				return false;
		} else if (p == -1) {   /* no operands: the op ends with the line */
			if (!c->build && c->next_kind == T_VALUE_ID)
				return false;   /* an operand on the next line */
			if (c->build)
				*op = b_simple(P, &name->tok, NULL, opnds, 0, NULL, types, to);
			return true;
		}
		unsigned flags = 0;
		if (!operands(c, &opnds) || !op_flags(c, &flags) || !accept(c, ':') || !type_list(c, &types))
			return false;
		if (!has_pred && accept(c, K_TO) && !type_list(c, &to))
			return false;
		if (c->build)
			*op = b_simple(P, &name->tok, pred, opnds, flags, NULL, types, to);
		return true;
	}
	case S_CONSTANT: {
		Attr *value = NULL;
		if (!number(c, &value))
			return false;
		if (c->build)
			*op = b_constant(P, &name->tok, NULL, value);
		return true;
	}
	case S_BRANCH: {
		enum { SUCCS_MAX = 4 };
		Succ succs[SUCCS_MAX];
		void *arg_v[SUCCS_MAX][ITEMS_MAX], *stype_v[SUCCS_MAX][ITEMS_MAX], *succ_v[SUCCS_MAX];
		Seq ps = {succ_v, 0};
		if (peek(c) == T_VALUE_ID && (!operands(c, &opnds) || !accept(c, ',')))
			return false;
		do {
			int i = ps.n;
			if (i == SUCCS_MAX || !succ(c, &succs[i], arg_v[i], stype_v[i]))
				return false;
			add(c, &ps, &succs[i]);
		} while (accept(c, ','));
		if (c->build)
			*op = b_branch(P, &name->tok, opnds, ps, NULL);
		return true;
	}
	case S_CALL: {
		Entry *callee = peek(c) == T_SYMBOL ? take(c) : NULL;
		Type *ft = NULL;
		if (!callee || !accept(c, '(') || (!accept(c, ')') && (!operands(c, &opnds) || !accept(c, ')'))) ||
		    !accept(c, ':') || !func_type(c, &ft))
			return false;
		if (c->build)
			*op = b_call(P, &name->tok, &callee->tok, opnds, NULL, ft);
		return true;
	}
	case S_INDEXED:
		if (!operands(c, &opnds) || !accept(c, '['))
			return false;
		if (!accept(c, ']') && (!operands(c, &idx) || !accept(c, ']')))
			return false;
		if (!accept(c, ':') || !type_list(c, &types))
			return false;
		if (c->build)
			*op = b_indexed(P, &name->tok, opnds, idx, NULL, types);
		return true;
	default:
		return false;
	}
}

/* block label: ^bb [ '(' [%a ':' type (',' %b ':' type)*] ')' ] ':' */
static bool label(Cursor *c)
{
	Parser *P = c->P;
	Entry *name = take(c);
	void *arg_v[ITEMS_MAX];
	Seq args = {arg_v, 0};
	if (accept(c, '(')) {
		for (int n = 0; !accept(c, ')'); n++) {
			if ((n && !accept(c, ',')) || peek(c) != T_VALUE_ID)
				return false;
			Entry *arg = take(c);
			Type *t = NULL;
			if (!accept(c, ':') || !type(c, &t) ||
			    !add(c, &args, c->build ? b_block_arg(P, &arg->tok, t) : NULL))
				return false;
		}
	}
	if (!accept(c, ':'))
		return false;
	if (c->build)
		b_block_label(P, &name->tok, args);
	return true;
}

/* block item: a label, or a statement [%r '='] op */
static bool item(Cursor *c)
{
	Parser *P = c->P;
	void *result_v[ITEMS_MAX];
	Seq results = {result_v, 0};
	Op *o = NULL;
	if (peek(c) == T_CARET_ID)
		return label(c);
	if (peek(c) == T_VALUE_ID) {   /* results: %a | %a:N, ... '=' */
		do {
			if (peek(c) != T_VALUE_ID)
				return false;
			Entry *r = take(c);
			Tok *t = NULL;
			if (accept(c, ':')) {
				if (peek(c) != T_INT)
					return false;
				Entry *count = take(c);
				if (c->build)
					t = b_result_pack(P, r->tok, count->tok);
			} else if (c->build) {
				t = &r->tok;
			}
			if (!add(c, &results, t))
				return false;
		} while (accept(c, ','));
		if (!accept(c, '='))
			return false;
	}
	if (!op(c, &o))
		return false;
	if (c->build)
		b_stmt(P, results, o);
	return true;
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
	[S_FUNC_CONSTANT] = ENDS, [S_ASSERT] = ENDS,
};

static bool ends_stmt(int k)
{
	return item_bound[k] & ENDS;
}

bool reader_starts_item(int k)
{
	return item_bound[k] == STARTS;
}

/* Whether reading must stop after what ends at e. What is read ahead never
 * goes past a brace, or a 'func.func' (before b_func_begin notes the
 * lexer's depth): recovery from a syntax error skips to the brace that
 * closes the function, counting from the lexer. */
static bool read_stops(const Entry *e)
{
	int k = e[-1].kind;
	return k == T_EOF || k == '{' || k == '}' || k == K_FUNC;
}

/* Reads on into e (after at least one entry), up to limit, and returns
 * the end of what it read: what was read ahead first, else the lexer's
 * tokens, on as many lines as they take, up to where read_stops. The
 * entries that start a line are added to f->lines. */
static Entry *read_more(Parser *P, FastStmt *f, Entry *e, Entry *limit)
{
	if (P->rd.qlen) {
		do {
			reader_next(P, e);
			if (e->tok.loc.line != e[-1].tok.loc.line)
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
 * i of f->lines, reading on into *top as needed, up to limit; the last
 * token read if the line goes on. */
static Entry *line_end(Parser *P, FastStmt *f, int i, Entry **top, Entry *limit)
{
	Entry **at = f->line_buf + 1 + i;
	while (at == f->lines.end) {
		if (*top == limit || read_stops(*top))
			return *top - 1;
		*top = read_more(P, f, *top, limit);
	}
	return *at;
}

/* The FastStmt for the next T_FAST or T_SIG, with no line starts yet. */
static FastStmt *next_batch(Reader *R)
{
	if (!R->ring && !(R->ring = malloc(2 * sizeof *R->ring)))
		bug("out of memory");
	FastStmt *f = &R->ring[R->ring_next % 2];
	f->line_buf[0] = NULL;
	f->lines.end = f->line_buf + 1;
	return f;
}

/* Block items are read a line at a time, each line one item, as many in a
 * row as there are. An item must end with its line, and the first token
 * of the next line must end it. An item written across lines, or any other
 * line, goes to the grammar. */
__attribute__((flatten)) FastStmt *reader_stmt(Parser *P, const Entry *first)
{
	Reader *R = &P->rd;
	FastStmt *f = next_batch(R);
	Entry *start = f->e, *top = f->e + 1;   /* the item's first token; the end of what was read */
	f->nitems = 0;
	f->e[0] = *first;   /* not a line start in f->lines: those are read after it */
	for (;;) {
		/* the next line's first token (the item's own first token is the
		 * line start before it, or f->e[0]) */
		Entry *next = line_end(P, f, f->nitems, &top, start + 1 + READ_MAX);
		Cursor c = {P, start, next, 0, false};
		if (!match_item(&c) || c.at != next || next->tok.loc.line == start->tok.loc.line ||
		    !ends_stmt(next->kind)) {
			if (start == f->e) {   /* the grammar gets the first token */
				unread(R, f->e + 1, (int)(top - f->e - 1));
				return NULL;
			}
			unread(R, start, (int)(top - start));
			top = start;
			break;
		}
		f->end[f->nitems++] = next;
		/* the next line's first token starts the next item, or is given back */
		if (!reader_starts_item(next->kind) || next + READ_MAX + 1 > f->e + BATCH_MAX) {
			unread(R, next, (int)(top - next));
			top = next;
			break;
		}
		start = next;
	}
	f->n = (int)(top - f->e);
	R->ring_next++;
	return f;
}

__attribute__((flatten)) void b_fast_items(Parser *P, FastStmt *f)
{
	Cursor c = {P, f->e, f->e, 0, true};
	for (int k = 0; k < f->nitems; k++) {
		c.end = f->end[k];
		if (!match_item(&c) || c.at != c.end)
			bug("a statement read ahead does not match its shape");
	}
}

/* signature: '(' [farg (',' farg)*] ')' [T_ARROW (type | '(' [type_list] ')')]
 * farg: %a ':' type | type
 * The result types go into results. */
static bool signature(Cursor *c, Seq *results)
{
	Parser *P = c->P;
	if (!accept(c, '('))
		return false;
	if (!accept(c, ')')) {
		do {
			Entry *name = peek(c) == T_VALUE_ID ? take(c) : NULL;
			int k;
			if (name && !accept(c, ':'))
				return false;
			if ((k = peek(c)) != T_BARE_ID && k != T_TYPE)
				return false;
			Entry *t = take(c);
			if (c->build)
				b_func_arg(P, name ? &name->tok : NULL, k == T_TYPE ? t->type : type_name(P, t->tok));
		} while (accept(c, ','));
		if (!accept(c, ')'))
			return false;
	}
	if (!accept(c, T_ARROW))
		return c->next_kind != T_ARROW || c->at != c->end;   /* an arrow on the next line */
	if (!accept(c, '(')) {
		Type *t = NULL;
		return type(c, &t) && add(c, results, t);
	}
	return accept(c, ')') || (type_list(c, results) && accept(c, ')'));
}

/* Matches a signature in [c->at, c->end), where c->end reads as -1 as in
 * match_item. */
static bool match_sig(Cursor *c, Seq *results)
{
	Entry *stop = c->end;
	c->next_kind = stop->kind;
	stop->kind = -1;
	bool ok = signature(c, results);
	stop->kind = c->next_kind;
	return ok;
}

/* What follows a signature goes to the grammar. */
__attribute__((flatten)) FastStmt *reader_sig(Parser *P, const Entry *first)
{
	Reader *R = &P->rd;
	FastStmt *f = next_batch(R);
	f->e[0] = *first;
	Entry *top = f->e + 1, *limit = f->e + 1 + READ_MAX;
	while (top < limit && !read_stops(top))
		top = read_more(P, f, top, limit);
	Cursor c = {P, f->e, top - 1, 0, false};
	void *result_v[ITEMS_MAX];
	Seq results = {result_v, 0};
	if (!match_sig(&c, &results)) {
		unread(R, f->e + 1, (int)(top - f->e - 1));
		return NULL;
	}
	unread(R, c.at, (int)(top - c.at));
	f->n = (int)(c.at - f->e);
	f->nitems = 0;
	R->ring_next++;
	return f;
}

__attribute__((flatten)) List *b_fast_sig(Parser *P, FastStmt *f)
{
	Cursor c = {P, f->e, f->e + f->n, 0, true};
	void *result_v[ITEMS_MAX];
	Seq results = {result_v, 0};
	if (!match_sig(&c, &results) || c.at != c.end)
		bug("a signature read ahead does not match its shape");
	List *l = list_new(P);   /* in the scratch arena, as the grammar's */
	for (int i = 0; i < results.n; i++)
		list_push(P, l, results.v[i]);
	return l;
}
