/* Bump allocator with reset. A reset keeps the chunks for reuse, so a
 * translation of many functions settles into a fixed set of chunks sized by
 * the largest function. Out of memory ends the translation (no_memory). */
#include "arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
	ArenaChunk *prev;
	size_t size;
	_Alignas(16) char data[];
};

enum { CHUNK_MIN = 64 * 1024 };

_Noreturn void no_memory(jmp_buf *to)
{
	if (to)
		longjmp(*to, 1);
	fputs("ir2ll: out of memory\n", stderr);
	abort();
}

#ifdef IR2LL_ARENA_CHECKED
/* Sanitizer builds: every allocation is a chunk of its exact size, and a
 * reset frees them, so AddressSanitizer sees an overflow of one allocation
 * into the next and any use after the reset. */
void *arena_grow(Arena *a, size_t size)
{
	ArenaChunk *c = malloc(sizeof *c + size);
	if (!c)
		no_memory(a->nomem);
	c->prev = a->head;
	c->size = size;
	a->head = c;
	return c->data;
}

void arena_reset(Arena *a)
{
	while (a->head) {
		ArenaChunk *c = a->head;
		a->head = c->prev;
		free(c);
	}
}

void arena_release(Arena *a, ArenaMark m)
{
	while (a->head != m.head) {
		ArenaChunk *c = a->head;
		a->head = c->prev;
		free(c);
	}
}
#else
static ArenaChunk *chunk_new(Arena *a, size_t need)
{
	size_t size = need > CHUNK_MIN ? need : CHUNK_MIN;
	ArenaChunk *c = malloc(sizeof *c + size);
	if (!c)
		no_memory(a->nomem);
	c->prev = NULL;
	c->size = size;
	return c;
}

void *arena_grow(Arena *a, size_t size)
{
	ArenaChunk **p = &a->spare;
	while (*p && (*p)->size < size)
		p = &(*p)->prev;
	ArenaChunk *c;
	if (*p) {
		c = *p;
		*p = c->prev;
	} else {
		c = chunk_new(a, size);
	}
	c->prev = a->head;
	a->head = c;
	a->cur = c->data + size;
	a->end = c->data + c->size;
	return c->data;
}

void arena_reset(Arena *a)
{
	while (a->head) {
		ArenaChunk *c = a->head;
		a->head = c->prev;
		c->prev = a->spare;
		a->spare = c;
	}
	a->cur = a->end = NULL;
}

void arena_release(Arena *a, ArenaMark m)
{
	while (a->head != m.head) {
		ArenaChunk *c = a->head;
		a->head = c->prev;
		c->prev = a->spare;
		a->spare = c;
	}
	a->cur = m.cur;
	a->end = m.end;
}
#endif

void *arena_dup(Arena *a, const void *p, size_t size)
{
	void *r = arena_alloc_raw(a, size);
	if (size)
		memcpy(r, p, size);
	return r;
}

void buf_add(Buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 128;
		while (cap < b->n + n + 1)
			cap *= 2;
		char *t = arena_alloc_raw(b->a, cap);
		if (b->n)
			memcpy(t, b->s, b->n);
		b->s = t;
		b->cap = cap;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}


const char *buf_get(const Buf *b)
{
	return b->s ? b->s : "";
}

void arena_free(Arena *a)
{
	arena_reset(a);
	while (a->spare) {
		ArenaChunk *c = a->spare;
		a->spare = c->prev;
		free(c);
	}
}
