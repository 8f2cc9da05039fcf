/* Output written by a second thread. The kernel's copy of a long output
 * into a file is about a tenth of the translation's time (0.05 s of the
 * 0.54 s a 100 MB input takes, whose output is 133 MB); on a thread of its
 * own it overlaps the translation. Two buffers take turns: the thread
 * writes one while the translation fills the other, so nothing is copied,
 * and the translation waits only if it fills its buffer before the other
 * is written. The write callback is called on the thread, one call at a
 * time and in order (ir2ll_options.write_thread). */
#include <pthread.h>
#include <stdlib.h>
#include "writer.h"

struct Writer {
	ir2ll_write_fn write;
	void *ctx;
	pthread_mutex_t lock;
	pthread_cond_t changed;   /* a buffer was handed over or written, or the end came */
	char *buf;                /* handed over; written while `full` */
	size_t len, cap;
	bool full, ending, failed;
	bool ready;               /* the spare's pages are touched: it may be handed back */
	pthread_t thread;
};

static void *writer_main(void *arg)
{
	Writer *w = arg;
	/* The spare buffer's first touch (a page fault for every 4 KiB) is
	 * made here, while the translation fills the other one. */
	for (size_t i = 0; i < w->cap; i += 4096)
		w->buf[i] = 0;
	pthread_mutex_lock(&w->lock);
	w->ready = true;
	pthread_cond_signal(&w->changed);
	for (;;) {
		while (!w->full && !w->ending)
			pthread_cond_wait(&w->changed, &w->lock);
		if (!w->full)
			break;   /* the end, and everything written */
		bool skip = w->failed;   /* no write after a failed one */
		pthread_mutex_unlock(&w->lock);
		bool ok = skip || w->write(w->ctx, w->buf, w->len) == 0;
		pthread_mutex_lock(&w->lock);
		w->failed |= !ok;
		w->full = false;
		pthread_cond_signal(&w->changed);
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

Writer *writer_start(ir2ll_write_fn write, void *ctx, char *spare, size_t cap)
{
	Writer *w = malloc(sizeof *w);
	if (!w)
		return NULL;
	*w = (Writer){.write = write, .ctx = ctx, .lock = PTHREAD_MUTEX_INITIALIZER,
	              .changed = PTHREAD_COND_INITIALIZER, .buf = spare, .cap = cap};
	if (pthread_create(&w->thread, NULL, writer_main, w) != 0) {
		free(w);
		return NULL;
	}
	return w;
}

char *writer_pass(Writer *w, char *buf, size_t len, size_t *cap, bool *ok)
{
	pthread_mutex_lock(&w->lock);
	while (w->full || !w->ready)
		pthread_cond_wait(&w->changed, &w->lock);
	char *done = w->buf;
	size_t done_cap = w->cap;
	w->buf = buf;
	w->len = len;
	w->cap = *cap;
	w->full = true;
	*ok = !w->failed;
	pthread_cond_signal(&w->changed);
	pthread_mutex_unlock(&w->lock);
	*cap = done_cap;
	return done;
}

bool writer_end(Writer *w)
{
	pthread_mutex_lock(&w->lock);
	w->ending = true;
	pthread_cond_signal(&w->changed);
	pthread_mutex_unlock(&w->lock);
	pthread_join(w->thread, NULL);
	bool ok = !w->failed;
	pthread_cond_destroy(&w->changed);
	pthread_mutex_destroy(&w->lock);
	free(w->buf);
	free(w);
	return ok;
}
