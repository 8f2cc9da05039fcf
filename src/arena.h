/* Bump allocator. Everything a function needs lives in one arena that is
 * reset after the function is printed; module-wide data lives in a second
 * arena that lives as long as the translation. */
#ifndef ARENA_H
#define ARENA_H
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
	ArenaChunk *head;   /* chunk being filled; older chunks follow ->prev */
	ArenaChunk *spare;  /* chunks kept after a reset, for reuse */
} Arena;

void *arena_alloc(Arena *a, size_t size);   /* zeroed, aligned to 16 */
void *arena_alloc_raw(Arena *a, size_t size);   /* not zeroed: for bytes about to be written */
char *arena_strndup(Arena *a, const char *s, size_t n);
void *arena_dup(Arena *a, const void *p, size_t size);
void arena_reset(Arena *a);

/* A growing string in an arena (always NUL-terminated once written to). */
typedef struct Buf {
	char *s;
	size_t n, cap;
	Arena *a;
} Buf;
void buf_add(Buf *b, const char *s, size_t n);
void buf_str(Buf *b, const char *s);
const char *buf_get(const Buf *b);          /* "" when empty */
void arena_free(Arena *a);

#define NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define NEWARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

#endif
