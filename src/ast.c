/* Small data structures shared by the phases: the string hash and map,
 * and attribute lookup. */
#include <stdlib.h>
#include <string.h>
#include "ast.h"

unsigned str_hash(const char *s, size_t n)
{
	unsigned h = STR_HASH_SEED;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void alloc_slots(Map *m, unsigned cap)
{
	m->cap = cap;
	m->len = 0;
	if (m->heap) {
		if (!(m->slots = calloc(cap, sizeof *m->slots)))
			no_memory(m->arena->nomem);
	} else {
		m->slots = NEWARRAY(m->arena, MapSlot, cap);
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
	if (m->heap)
		free(m->slots);
	memset(m, 0, sizeof *m);
}

static uint64_t load8(const char *p)
{
	uint64_t v;
	memcpy(&v, p, 8);
	return v;
}

static uint32_t load4(const char *p)
{
	uint32_t v;
	memcpy(&v, p, 4);
	return v;
}

/* memcmp(a, b, n) == 0, for the short keys of names without a call */
static inline bool same_bytes(const char *a, const char *b, size_t n)
{
	if (n >= 8) {
		for (size_t i = 0; i + 8 < n; i += 8)
			if (load8(a + i) != load8(b + i))
				return false;
		return load8(a + n - 8) == load8(b + n - 8);   /* the last 8, overlapping */
	}
	if (n >= 4)
		return load4(a) == load4(b) && load4(a + n - 4) == load4(b + n - 4);
	return n == 0 || (a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1]);
}

/* The maps' own hash (str_hash must stay FNV-1a, which ll.c continues):
 * eight bytes a step, as keys are also memref types of 30 bytes and more.
 * The slot index takes the low bits: the result is the high half of a
 * product, whose every bit depends on all the bits below it, after the
 * high half has been folded into the low one. */
static inline __attribute__((always_inline)) unsigned key_hash(const char *s, size_t n)
{
	const uint64_t m = 0x9e3779b97f4a7c15u;
	uint64_t h = n * m;
	if (n >= 8) {
		for (size_t i = 0; i + 8 < n; i += 8)
			h = (h ^ load8(s + i)) * m;
		h = (h ^ load8(s + n - 8)) * m;   /* the last 8, overlapping */
	} else if (n >= 4) {
		h = (h ^ (load4(s) | (uint64_t)load4(s + n - 4) << 32)) * m;
	} else if (n) {
		h = (h ^ ((unsigned char)s[0] | (unsigned)(unsigned char)s[n / 2] << 8 |
		          (unsigned)(unsigned char)s[n - 1] << 16)) * m;
	}
	h ^= h >> 32;
	return (unsigned)((h * 0xff51afd7ed558ccdu) >> 32);
}

unsigned str_key_hash(const char *s, size_t n)
{
	return key_hash(s, n);
}

/* inline: a call would cost as much as the probe */
static inline __attribute__((always_inline))
MapSlot *find(const Map *m, const char *key, size_t n, unsigned h)
{
	unsigned i = h & (m->cap - 1);
	for (;; i = (i + 1) & (m->cap - 1)) {
		MapSlot *s = &m->slots[i];
		if (!s->key || (s->hash == h && s->len == n && same_bytes(s->key, key, n)))
			return s;
	}
}

void *map_get(const Map *m, const char *key, size_t n)
{
	if (!m->cap)
		return NULL;
	MapSlot *s = find(m, key, n, key_hash(key, n));
	return s->key ? s->val : NULL;
}

static void grow(Map *m)
{
	Map bigger = {.arena = m->arena, .heap = m->heap};
	alloc_slots(&bigger, m->cap ? m->cap * 2 : 16);
	for (unsigned i = 0; i < m->cap; i++)
		if (m->slots[i].key) {
			unsigned j = m->slots[i].hash & (bigger.cap - 1);
			while (bigger.slots[j].key)
				j = (j + 1) & (bigger.cap - 1);
			bigger.slots[j] = m->slots[i];
			bigger.len++;
		}
	map_free(m);
	*m = bigger;
}

void **map_slot(Map *m, const char *key, size_t n)
{
	return &map_entry(m, key, n, NULL)->val;
}

MapSlot *map_entry(Map *m, const char *key, size_t n, const char *owned)
{
	if (2 * (m->len + 1) > m->cap)
		grow(m);
	unsigned h = key_hash(key, n);
	MapSlot *s = find(m, key, n, h);
	if (!s->key) {
		s->key = owned ? owned : arena_strndup(m->arena, key, n);
		s->hash = h;
		s->len = (unsigned)n;
		s->val = NULL;
		m->len++;
	}
	return s;
}

void map_put(Map *m, const char *key, size_t n, void *val)
{
	*map_slot(m, key, n) = val;
}

/* numset_add when the set may have to grow: out of line, so that the
 * usual case saves no registers */
bool numset_add_grow(NumSet *s, unsigned k)
{
	if (k < s->sparse_cap) {
		uint32_t i = s->sparse[k];
		if (i < s->n && s->keys[i] == k)
			return false;
	} else {
		unsigned cap = s->sparse_cap ? s->sparse_cap : 256;
		while (cap <= k)
			cap *= 2;
		uint32_t *t = realloc(s->sparse, cap * sizeof *t);
		if (!t)
			no_memory(s->nomem);
		/* any value works; zeros keep the reads of never-written ones defined */
		memset(t + s->sparse_cap, 0, (cap - s->sparse_cap) * sizeof *t);
		s->sparse = t;
		s->sparse_cap = cap;
	}
	if (s->n == s->cap) {
		unsigned cap = s->cap ? 2 * s->cap : 64;
		uint32_t *keys = realloc(s->keys, cap * sizeof *keys);
		if (!keys)
			no_memory(s->nomem);
		s->keys = keys;
		s->cap = cap;
	}
	s->sparse[k] = s->n;
	s->keys[s->n++] = k;
	return true;
}

void numset_free(NumSet *s)
{
	free(s->sparse);
	free(s->keys);
	memset(s, 0, sizeof *s);
}

Attr *attr_get(const Attr *d, const char *key)
{
	for (int i = 0; d && i < d->n; i++)
		if (strcmp(d->keys[i], key) == 0)
			return d->elems[i];
	return NULL;
}

Attr *attr_merge(Arena *ar, Attr *props, Attr *dict)
{
	if (!props || !dict)
		return props ? props : dict;
	Attr *a = NEW(ar, Attr);
	*a = *dict;
	a->n = props->n + dict->n;
	a->keys = NEWARRAY(ar, const char *, a->n + 1);
	a->elems = NEWARRAY(ar, Attr *, a->n + 1);
	for (int i = 0; i < a->n; i++) {
		const Attr *from = i < props->n ? props : dict;
		int k = i < props->n ? i : i - props->n;
		a->keys[i] = from->keys[k];
		a->elems[i] = from->elems[k];
	}
	return a;
}

int transfer_mask_shape(const Op *op, int mrank, const Type *vt, int64_t *shape, int *dims)
{
	const int64_t *dim = op->statics + 1 + vt->rank;
	int n = 0;
	for (int d = 0; d < mrank; d++)
		for (int i = 0; i < vt->rank; i++)
			if (dim[i] == d) {
				if (dims)
					dims[n] = i;
				shape[n++] = vt->shape[i];
			}
	return n;
}
