/* Output written by a second thread (writer.c), for output.c. */
#ifndef WRITER_H
#define WRITER_H
#include <stdbool.h>
#include <stddef.h>
#include "ir2ll.h"

typedef struct Writer Writer;

/* Starts the thread that passes buffers to write(ctx, ...), with spare
 * (of cap bytes) as the first buffer to give back; NULL if it cannot. */
Writer *writer_start(ir2ll_write_fn write, void *ctx, char *spare, size_t cap);
/* Hands over buf, len bytes of it to be written (*cap: its size), and
 * returns the buffer to fill next, with its size in *cap: the one given
 * back before, once it is written. false in *ok once a write failed. */
char *writer_pass(Writer *w, char *buf, size_t len, size_t *cap, bool *ok);
/* Waits for the last write and frees the writer with the buffers it
 * holds; returns false if a write failed. */
bool writer_end(Writer *w);

#endif
