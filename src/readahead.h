/* Input read ahead by a second thread (readahead.c), for the command line. */
#ifndef READAHEAD_H
#define READAHEAD_H
#include <stddef.h>

typedef struct Readahead Readahead;

/* Reads fd (a file or a pipe) from now on; NULL if no thread can start. */
Readahead *readahead_start(int fd);
/* Up to cap bytes of the input into buf: the count, 0 at its end, or
 * (size_t)-1 if a read failed (errno is the read's). */
size_t readahead_read(Readahead *r, char *buf, size_t cap);
/* The rest of the next slot, where it lies (ir2ll_lend_fn): its length,
 * 0 at the end, or (size_t)-1 as readahead_read. */
size_t readahead_lend(Readahead *r, char **data);
void readahead_give_back(Readahead *r);   /* the first slot lent and not given back */
void readahead_end(Readahead *r);   /* stops the thread and frees r */

#endif
