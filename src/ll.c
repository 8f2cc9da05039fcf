/* Building the LLVM-level function: names, blocks, edges, and instruction
 * text. Integer index arithmetic is folded when its operands are constants
 * and numbered locally, so a block computes each address once. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "ll.h"

static char *int_text(char *end, int64_t v);

void ll_init(LFunc *L, Ctx *cx)
{
	memset(L, 0, sizeof *L);
	L->cx = cx;
	L->a = &cx->fa;
	map_init_heap(&L->names, L->a, 256);
	L->scratch_cap = 4096;
	L->scratch = arena_alloc_raw(L->a, L->scratch_cap);
}

void ll_free(LFunc *L)
{
	map_free(&L->names);
}

static bool name_ok(char c, bool first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
	       c == '$' || c == '-' || (!first && c >= '0' && c <= '9');
}

/* Unique local name; LLVM numbers unnamed values itself, so an all-digit
 * MLIR name gets a 'v' in front ('%12' becomes '%v12'). */
static const char *unique(LFunc *L, const char *base, const char *prefix)
{
	char buf[256];
	size_t n = 0;
	if (!base[0] || !name_ok(base[0], true))
		buf[n++] = 'v';
	for (const char *p = base; *p && n < sizeof buf - 24; p++)
		buf[n++] = name_ok(*p, false) ? *p : (*p == '#' ? '.' : '_');
	buf[n] = 0;
	void **slot = map_slot(&L->names, buf, n);
	intptr_t next = (intptr_t)*slot;
	if (next == 0) {
		*slot = (void *)(intptr_t)1;
	} else {
		size_t m;
		for (;; next++) {
			char num[24];
			char *d = int_text(num + sizeof num, next);
			buf[n] = '.';
			strcpy(buf + n + 1, d);
			m = n + 1 + (size_t)(num + sizeof num - 1 - d);
			if (!map_get(&L->names, buf, m))
				break;
		}
		map_put(&L->names, buf, m, (void *)(intptr_t)1);
		map_put(&L->names, buf, n, (void *)(next + 1));
		n = m;
	}
	size_t pl = strlen(prefix);
	char *r = arena_alloc_raw(L->a, pl + n + 1);
	memcpy(r, prefix, pl);
	memcpy(r + pl, buf, n + 1);
	return r;
}

const char *ll_name(LFunc *L, const char *base)
{
	return unique(L, base, "%");
}

const char *ll_label(LFunc *L, const char *base)
{
	return unique(L, base, "");
}

LBlock *ll_block(LFunc *L, const char *base)
{
	LBlock *b = NEW(L->a, LBlock);
	b->label = ll_label(L, base);
	b->text.a = L->a;
	return b;
}

void ll_place(LFunc *L, LBlock *b)
{
	if (b->placed)
		return;
	b->placed = true;
	if (L->last)
		L->last->next = b;
	else
		L->first = b;
	L->last = b;
}

void ll_start(LFunc *L, LBlock *b)
{
	ll_place(L, b);
	L->cur = b;
}

int ll_add_slot(LFunc *L, LBlock *b, const char *name, const char *type)
{
	const char **n = NEWARRAY(L->a, const char *, b->nslot + 1);
	const char **t = NEWARRAY(L->a, const char *, b->nslot + 1);
	if (b->nslot) {
		memcpy(n, b->slot_name, sizeof *n * (size_t)b->nslot);
		memcpy(t, b->slot_type, sizeof *t * (size_t)b->nslot);
	}
	n[b->nslot] = name;
	t[b->nslot] = type;
	b->slot_name = n;
	b->slot_type = t;
	return b->nslot++;
}

static void scratch_put(LFunc *L, size_t *n, const char *s, size_t len)
{
	if (*n + len + 1 > L->scratch_cap) {
		size_t cap = L->scratch_cap ? L->scratch_cap * 2 : 256;
		while (cap < *n + len + 1)
			cap *= 2;
		char *t = arena_alloc_raw(L->a, cap);
		if (*n)
			memcpy(t, L->scratch, *n);
		L->scratch = t;
		L->scratch_cap = cap;
	}
	memcpy(L->scratch + *n, s, len);
	*n += len;
}

/* A small printf for instruction text: %s, %d, %lld and %% only. It runs
 * for every instruction, where vsnprintf would cost more than the rest. */
static const char *vformat(LFunc *L, const char *fmt, va_list ap)
{
	size_t n = 0;
	for (const char *f = fmt; *f;) {
		const char *run = f;
		while (*f && *f != '%')
			f++;
		if (f > run)
			scratch_put(L, &n, run, (size_t)(f - run));
		if (!*f)
			break;
		char num[24], *e = num + sizeof num, *p = e;
		long long v;
		bool neg;
		switch (f[1]) {
		case 's': {
			const char *s = va_arg(ap, const char *);
			scratch_put(L, &n, s, strlen(s));
			f += 2;
			continue;
		}
		case '%':
			scratch_put(L, &n, "%", 1);
			f += 2;
			continue;
		case 'd':
			v = va_arg(ap, int);
			f += 2;
			break;
		case 'l':
			if (f[2] != 'l' || f[3] != 'd')
				bug("unsupported format");
			v = va_arg(ap, long long);
			f += 4;
			break;
		default:
			bug("unsupported format");
		}
		neg = v < 0;
		unsigned long long u = neg ? 0 - (unsigned long long)v : (unsigned long long)v;
		do
			*--p = (char)('0' + u % 10);
		while (u /= 10);
		if (neg)
			*--p = '-';
		scratch_put(L, &n, p, (size_t)(e - p));
	}
	L->scratch[n] = 0;
	return L->scratch;
}

static void emit_line(LFunc *L, const char *def, const char *text)
{
	if (!L->cur)
		bug("instruction outside a block");
	Buf *b = &L->cur->text;
	buf_add(b, "  ", 2);
	if (def) {
		buf_str(b, def);
		buf_add(b, " = ", 3);
	}
	buf_str(b, text);
	buf_add(b, "\n", 1);
}

const char *ll_fmt(LFunc *L, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	const char *s = vformat(L, fmt, ap);
	va_end(ap);
	return arena_strndup(L->a, s, strlen(s));
}

void ll_emit(LFunc *L, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	const char *s = vformat(L, fmt, ap);
	va_end(ap);
	emit_line(L, NULL, s);
}

LVal ll_def(LFunc *L, const char *hint, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	const char *s = vformat(L, fmt, ap);
	va_end(ap);
	LVal v = {.s = ll_name(L, hint)};
	emit_line(L, v.s, s);
	return v;
}

/* Decimal digits of v, written backwards from end; returns the start. */
static char *int_text(char *end, int64_t v)
{
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
	*--end = 0;
	do
		*--end = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--end = '-';
	return end;
}

LVal lv_const(LFunc *L, int64_t c)
{
	char buf[24];
	char *s = int_text(buf + sizeof buf, c);
	return (LVal){.s = arena_strndup(L->a, s, (size_t)(buf + sizeof buf - 1 - s)), .is_const = true, .c = c};
}

LVal lv_str(const char *s)
{
	return (LVal){.s = s};
}

LVal ll_pure(LFunc *L, const char *hint, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	const char *key = vformat(L, fmt, ap);
	va_end(ap);
	size_t n = strlen(key);
	LBlock *blk = L->cur;
	if (!blk->memo.cap)
		map_init(&blk->memo, L->a, 16);
	const char *hit = map_get(&blk->memo, key, n);
	if (hit)
		return lv_str(hit);
	char *text = arena_strndup(L->a, key, n);
	LVal v = {.s = ll_name(L, hint)};
	emit_line(L, v.s, text);
	map_put(&blk->memo, text, n, (void *)v.s);
	return v;
}

LVal ll_iadd(LFunc *L, const char *ty, LVal a, LVal b)
{
	if (a.is_const && b.is_const)
		return lv_const(L, (int64_t)((uint64_t)a.c + (uint64_t)b.c));
	if (a.is_const && a.c == 0)
		return b;
	if (b.is_const && b.c == 0)
		return a;
	return ll_pure(L, "idx", "add %s %s, %s", ty, a.s, b.s);
}

LVal ll_imul(LFunc *L, const char *ty, LVal a, LVal b)
{
	if (a.is_const && b.is_const)
		return lv_const(L, (int64_t)((uint64_t)a.c * (uint64_t)b.c));
	if ((a.is_const && a.c == 0) || (b.is_const && b.c == 0))
		return lv_const(L, 0);
	if (a.is_const && a.c == 1)
		return b;
	if (b.is_const && b.c == 1)
		return a;
	return ll_pure(L, "idx", "mul %s %s, %s", ty, a.s, b.s);
}

void ll_edge(LFunc *L, LBlock *to, LVal *vals)
{
	Edge *e = NEW(L->a, Edge);
	e->from = L->cur;
	e->vals = vals;
	if (to->last_edge)
		to->last_edge->next = e;
	else
		to->edges = e;
	to->last_edge = e;
}

void ll_br(LFunc *L, LBlock *to, LVal *vals)
{
	ll_edge(L, to, vals);
	ll_emit(L, "br label %%%s", to->label);
	L->cur->terminated = true;
}

LBlock *ll_dummy(LFunc *L, LBlock *to, LVal *vals)
{
	char base[128];
	snprintf(base, sizeof base, "%s.dup", L->cur->label);
	LBlock *saved = L->cur;
	LBlock *d = ll_block(L, base);
	ll_place(L, d);
	L->cur = d;
	ll_br(L, to, vals);
	L->cur = saved;
	return d;
}

void ll_cond_br(LFunc *L, const char *cond, LBlock *t, LVal *tv, LBlock *f, LVal *fv)
{
	ll_edge(L, t, tv);
	if (t == f && t->nslot)
		f = ll_dummy(L, f, fv);
	else
		ll_edge(L, f, fv);
	ll_emit(L, "br i1 %s, label %%%s, label %%%s", cond, t->label, f->label);
	L->cur->terminated = true;
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
	       c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

const char *ll_global(Arena *a, const char *prefix, const char *mlir_name)
{
	size_t pl = strlen(prefix), n = strlen(mlir_name);
	char *bytes = arena_alloc(a, pl + n + 1);
	size_t k = 0;
	memcpy(bytes, prefix, pl);
	k = pl;
	for (const char *s = mlir_name; *s; s++) {   /* MLIR string escapes */
		if (*s != '\\' || !s[1]) {
			bytes[k++] = *s;
			continue;
		}
		s++;
		if (*s == 'n')
			bytes[k++] = '\n';
		else if (*s == 't')
			bytes[k++] = '\t';
		else if (hexval(s[0]) >= 0 && s[1] && hexval(s[1]) >= 0) {
			bytes[k++] = (char)(hexval(s[0]) * 16 + hexval(s[1]));
			s++;
		} else
			bytes[k++] = *s;
	}
	bool bare = k > 0 && name_ok(bytes[0], true);
	for (size_t i = 0; i < k && bare; i++)
		bare = name_ok(bytes[i], false);
	char *out = arena_alloc(a, 3 * k + 4);
	char *p = out;
	*p++ = '@';
	if (!bare)
		*p++ = '"';
	for (size_t i = 0; i < k; i++) {
		unsigned char c = (unsigned char)bytes[i];
		if (!bare && (c < ' ' || c > '~' || c == '"' || c == '\\')) {
			static const char hex[] = "0123456789ABCDEF";
			*p++ = '\\';
			*p++ = hex[c >> 4];
			*p++ = hex[c & 15];
		} else {
			*p++ = (char)c;
		}
	}
	if (!bare)
		*p++ = '"';
	*p = 0;
	return out;
}

void ll_need_decl(Ctx *cx, const char *name, const char *decl)
{
	Symbol *s = ctx_symbol(cx, name);
	if (!s->decl)
		s->decl = arena_strndup(&cx->perm, decl, strlen(decl));
}
