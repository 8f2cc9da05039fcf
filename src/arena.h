/* Bump allocator. Everything a function needs lives in one arena that is
 * reset after the function is printed; module-wide data lives in a second
 * arena that lives as long as the translation. */
#ifndef ARENA_H
#define ARENA_H
#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
	ArenaChunk *head;   /* chunk being filled; older chunks follow ->prev */
	ArenaChunk *spare;  /* chunks kept after a reset, for reuse */
	char *cur, *end;    /* the free part of head */
	jmp_buf *nomem;     /* where a failed allocation goes (no_memory) */
} Arena;

/* Memory ran out: jumps to `to`, where a translation sets one
 * (ir2ll_translate, which returns IR2LL_NO_MEMORY from there); without
 * one, says so and aborts. */
_Noreturn void no_memory(jmp_buf *to);

void *arena_grow(Arena *a, size_t size);    /* the slow path: a new chunk */

/* A point in an arena to come back to: arena_release lets go of what
 * was allocated after it (its chunks kept for reuse, as by a reset). */
typedef struct ArenaMark {
	ArenaChunk *head;
	char *cur, *end;
} ArenaMark;
static inline ArenaMark arena_mark(const Arena *a)
{
	return (ArenaMark){a->head, a->cur, a->end};
}
void arena_release(Arena *a, ArenaMark m);
void *arena_dup(Arena *a, const void *p, size_t size);
void arena_reset(Arena *a);

/* Not zeroed: for bytes about to be written. Aligned to 8. */
static inline void *arena_alloc_raw(Arena *a, size_t size)
{
#ifdef IR2LL_ARENA_CHECKED
	return arena_grow(a, size);   /* one malloc each, for the sanitizer's sake */
#endif
	size = (size + 7) & ~(size_t)7;
	char *r = a->cur;
	/* one compare with memory; >= so that size 0 is never NULL either
	 * (an empty arena has cur = end = NULL) */
	if ((uintptr_t)r + size >= (uintptr_t)a->end)
		return arena_grow(a, size);
	a->cur = r + size;
	return r;
}

/* Whether size bytes (a multiple of 8) fit in the chunk, with
 * arena_alloc_raw's test: then arena_take takes them without a look, so
 * that a path with several checks makes them all before its first store. */
static inline bool arena_fits(const Arena *a, size_t size)
{
#ifdef IR2LL_ARENA_CHECKED
	(void)a, (void)size;
	return true;   /* arena_take makes the room */
#else
	return (uintptr_t)a->cur + size < (uintptr_t)a->end;
#endif
}

static inline void *arena_take(Arena *a, size_t size)
{
#ifdef IR2LL_ARENA_CHECKED
	return arena_grow(a, size);   /* one malloc each, as arena_alloc_raw */
#endif
	char *r = a->cur;
	a->cur = r + size;
	return r;
}

/* Zeroes size bytes, a constant: gcc makes a memset of 129 to 256 bytes
 * (a Block, a Region) a 'rep stos', which costs more than the stores of
 * 64 bytes at a time that a memset of 64 is. */
static inline void zero_bytes(void *p, size_t size)
{
	char *r = p;
	if (__builtin_constant_p(size) && size > 128 && size <= 256) {
		memset(r, 0, 64);
		memset(r + 64, 0, 64);
		if (size > 192) {
			memset(r + 128, 0, 64);
			memset(r + 192, 0, size - 192);
		} else {
			memset(r + 128, 0, size - 128);
		}
	} else {
		memset(r, 0, size);
	}
}

/* Zeroed; inline, so that the memset of a small constant size is a few
 * stores. */
static inline void *arena_alloc(Arena *a, size_t size)
{
	void *r = arena_alloc_raw(a, size);
	zero_bytes(r, size);
	return r;
}

/* arena_alloc_small where arena_fits(a, 192) holds: its next 192 bytes
 * are zeroed (those past the record are free room) by stores of a
 * constant size rather than a memset call, in three parts, as gcc makes
 * one of 192 bytes a 'rep stos'; no test, and no call, which would make
 * the caller save registers. */
static inline void *arena_take_small(Arena *a, size_t size)
{
#ifdef IR2LL_ARENA_CHECKED
	return arena_alloc(a, size);
#else
	char *r = a->cur;
	memset(r, 0, 64);
	memset(r + 64, 0, 64);
	memset(r + 128, 0, 64);
	a->cur = r + ((size + 7) & ~(size_t)7);
	return r;
#endif
}

/* arena_alloc for records of a variable size, mostly below 192 bytes:
 * arena_take_small while the chunk has room for 192. */
static inline void *arena_alloc_small(Arena *a, size_t size)
{
#ifndef IR2LL_ARENA_CHECKED
	if (size <= 192 && (uintptr_t)a->end - (uintptr_t)a->cur > 192)
		return arena_take_small(a, size);
#endif
	return arena_alloc(a, size);
}

/* Copies s to d up to its end or 64 bytes; returns the count, 64 if s
 * goes on. Most strings copied are a few bytes: an unrolled loop costs
 * less than strlen and memcpy calls. */
static inline size_t copy64(char *d, const char *s)
{
#define COPY_BYTE(k)                                                         \
	{                                                                    \
		if (!s[k])                                                   \
			return (size_t)(k);                                  \
		d[k] = s[k];                                                 \
	}
	for (int k = 0; k < 64; k += 8) {
		COPY_BYTE(k) COPY_BYTE(k + 1) COPY_BYTE(k + 2) COPY_BYTE(k + 3)
		COPY_BYTE(k + 4) COPY_BYTE(k + 5) COPY_BYTE(k + 6) COPY_BYTE(k + 7)
	}
#undef COPY_BYTE
	return 64;
}

/* Copies n bytes that do not overlap. Most copies are names of a few
 * bytes: a call to memcpy would cost more than the copy. */
static inline void copy_bytes(char *d, const char *s, size_t n)
{
	if (n >= 8) {
		for (size_t i = 0; i + 8 < n; i += 8)
			memcpy(d + i, s + i, 8);
		memcpy(d + n - 8, s + n - 8, 8);   /* the last 8, overlapping */
	} else if (n >= 4) {
		memcpy(d, s, 4);
		memcpy(d + n - 4, s + n - 4, 4);
	} else if (n) {
		d[0] = s[0];
		d[n / 2] = s[n / 2];
		d[n - 1] = s[n - 1];
	}
}

static inline char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *r = arena_alloc_raw(a, n + 1);
	copy_bytes(r, s, n);
	r[n] = 0;
	return r;
}

/* A growing string in an arena (always NUL-terminated once written to). */
typedef struct Buf {
	char *s;
	size_t n, cap;
	Arena *a;
} Buf;
void buf_add(Buf *b, const char *s, size_t n);

/* The strings are short: copied without a call to memcpy, and inline. */
static inline void buf_str(Buf *b, const char *s)
{
	size_t n = strlen(s);
	if (b->n + n + 1 > b->cap) {
		buf_add(b, s, n);
		return;
	}
	copy_bytes(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}
const char *buf_get(const Buf *b);          /* "" when empty */
void arena_free(Arena *a);

#define NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define NEWARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

#endif
