/* Small data structures shared by the phases: the string map and the
 * module symbol list. */
#include <stdlib.h>
#include <string.h>
#include "ast.h"

static unsigned str_hash(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void alloc_slots(Map *m, unsigned cap)
{
	m->cap = cap;
	m->len = 0;
	if (m->heap) {
		m->keys = calloc(cap, sizeof *m->keys);
		m->vals = calloc(cap, sizeof *m->vals);
		m->hashes = calloc(cap, sizeof *m->hashes);
		if (!m->keys || !m->vals || !m->hashes)
			bug("out of memory");
	} else {
		m->keys = NEWARRAY(m->arena, const char *, cap);
		m->vals = NEWARRAY(m->arena, void *, cap);
		m->hashes = NEWARRAY(m->arena, unsigned, cap);
	}
}

void map_init(Map *m, Arena *a, unsigned cap)
{
	m->arena = a;
	m->heap = false;
	alloc_slots(m, cap);
}

void map_init_heap(Map *m, Arena *a, unsigned cap)
{
	m->arena = a;
	m->heap = true;
	alloc_slots(m, cap);
}

void map_free(Map *m)
{
	if (m->heap) {
		free(m->keys);
		free(m->vals);
		free(m->hashes);
	}
	memset(m, 0, sizeof *m);
}

static unsigned slot(const Map *m, const char *key, size_t n, unsigned h)
{
	unsigned i = h & (m->cap - 1);
	while (m->keys[i] && (m->hashes[i] != h || strncmp(m->keys[i], key, n) != 0 || m->keys[i][n] != 0))
		i = (i + 1) & (m->cap - 1);
	return i;
}

void *map_get(const Map *m, const char *key, size_t n)
{
	if (!m->cap)
		return NULL;
	unsigned i = slot(m, key, n, str_hash(key, n));
	return m->keys[i] ? m->vals[i] : NULL;
}

void map_put(Map *m, const char *key, size_t n, void *val)
{
	if (2 * (m->len + 1) > m->cap) {
		Map bigger = {.arena = m->arena, .heap = m->heap};
		alloc_slots(&bigger, m->cap ? m->cap * 2 : 16);
		for (unsigned i = 0; i < m->cap; i++)
			if (m->keys[i]) {
				unsigned j = m->hashes[i] & (bigger.cap - 1);
				while (bigger.keys[j])
					j = (j + 1) & (bigger.cap - 1);
				bigger.keys[j] = m->keys[i];
				bigger.vals[j] = m->vals[i];
				bigger.hashes[j] = m->hashes[i];
				bigger.len++;
			}
		map_free(m);
		*m = bigger;
	}
	unsigned h = str_hash(key, n);
	unsigned i = slot(m, key, n, h);
	if (!m->keys[i]) {
		m->keys[i] = arena_strndup(m->arena, key, n);
		m->hashes[i] = h;
		m->len++;
	}
	m->vals[i] = val;
}

Attr *attr_get(const Attr *d, const char *key)
{
	for (int i = 0; d && i < d->n; i++)
		if (strcmp(d->keys[i], key) == 0)
			return d->elems[i];
	return NULL;
}

Symbol *ctx_symbol(Ctx *cx, const char *name)
{
	size_t n = strlen(name);
	Symbol *s = map_get(&cx->symbols, name, n);
	if (s)
		return s;
	s = NEW(&cx->perm, Symbol);
	s->name = arena_strndup(&cx->perm, name, n);
	map_put(&cx->symbols, name, n, s);
	if (cx->nsym == cx->capsym) {
		int cap = cx->capsym ? 2 * cx->capsym : 64;
		Symbol **l = NEWARRAY(&cx->perm, Symbol *, cap);
		if (cx->nsym)
			memcpy(l, cx->symlist, sizeof *l * (size_t)cx->nsym);
		cx->symlist = l;
		cx->capsym = cap;
	}
	cx->symlist[cx->nsym++] = s;
	return s;
}
