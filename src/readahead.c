/* Input read ahead by a second thread: the kernel's copy of the input
 * (from the page cache, or out of a pipe as its writer fills it) goes on
 * while the translation reads what came before. The thread fills a ring
 * of slots; readahead_read copies out of them, and readahead_lend lends
 * them whole: the translation reads a slot where it lies, and gives it
 * back (readahead_give_back) once it has moved on to the next one.
 *
 * A translation may stop before the input ends (after too many syntax
 * errors), while the thread waits in a read of a pipe that may not end
 * soon: readahead_end then leaves the thread to free what they share when
 * its read returns, rather than wait for it; the process ends first. */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ir2ll.h"
#include "readahead.h"

/* The thread, once all slots are full, is woken only when half of them
 * are empty again: a wake-up costs more than the read of a slot from the
 * page cache (a cross-core interrupt, under a hypervisor a trap). */
enum { SLOTS = 8, SLOT_SIZE = 128 * 1024, WAKE_AT = SLOTS / 2 };
/* Each slot's block has the room that a lent piece has around it */
enum { SLOT_BLOCK = IR2LL_LEND_BEFORE + SLOT_SIZE + IR2LL_LEND_AFTER };

typedef struct Slot {
	char *buf;
	size_t len;      /* bytes read into it */
	size_t taken;    /* bytes copied out of it */
	bool last;       /* holds no bytes: the input ended, or a read failed (err) */
} Slot;

struct Readahead {
	int fd;
	pthread_mutex_t lock;
	pthread_cond_t changed;   /* a slot was filled, WAKE_AT emptied, or the end came;
	                             one side waits at a time: the translation
	                             when no slot is full, the thread when all are */
	Slot slot[SLOTS];
	char *bufs;      /* the slots' buffers, in one block: one unmapping at the end */
	int next_read, next_take;
	int nfull;       /* slots read and not yet all taken or given back */
	int nlent;       /* of those, lent and not yet given back, before next_take */
	int err;
	bool stopping;
	bool reading;    /* the thread is in read() */
	bool orphaned;   /* readahead_end has gone: the thread frees r */
	pthread_t thread;
};

static void readahead_free(Readahead *r)
{
	pthread_cond_destroy(&r->changed);
	pthread_mutex_destroy(&r->lock);
	free(r->bufs);
	free(r);
}

static void *readahead_main(void *arg)
{
	Readahead *r = arg;
	for (;;) {
		pthread_mutex_lock(&r->lock);
		Slot *s = &r->slot[r->next_read];
		while (r->nfull == SLOTS && !r->stopping)
			pthread_cond_wait(&r->changed, &r->lock);
		if (r->stopping) {
			pthread_mutex_unlock(&r->lock);
			return NULL;
		}
		r->reading = true;
		pthread_mutex_unlock(&r->lock);
		ssize_t n;
		do
			n = read(r->fd, s->buf, SLOT_SIZE);
		while (n < 0 && errno == EINTR);
		int err = n < 0 ? errno : 0;
		pthread_mutex_lock(&r->lock);
		r->reading = false;
		if (r->orphaned) {
			pthread_mutex_unlock(&r->lock);
			readahead_free(r);
			return NULL;
		}
		s->len = n > 0 ? (size_t)n : 0;
		s->taken = 0;
		s->last = n <= 0;
		r->nfull++;
		r->err = err;
		r->next_read = (r->next_read + 1) % SLOTS;
		pthread_cond_signal(&r->changed);
		pthread_mutex_unlock(&r->lock);
		if (n <= 0)
			return NULL;
	}
}

Readahead *readahead_start(int fd)
{
	Readahead *r = malloc(sizeof *r);
	if (!r)
		return NULL;
	*r = (Readahead){.fd = fd, .lock = PTHREAD_MUTEX_INITIALIZER,
	                 .changed = PTHREAD_COND_INITIALIZER};
	if ((r->bufs = malloc(SLOTS * SLOT_BLOCK))) {
		for (int i = 0; i < SLOTS; i++)
			r->slot[i].buf = r->bufs + i * SLOT_BLOCK + IR2LL_LEND_BEFORE;
		if (pthread_create(&r->thread, NULL, readahead_main, r) == 0)
			return r;
	}
	readahead_free(r);
	return NULL;
}

/* Whether a slot is read and neither taken nor lent */
static bool to_take(const Readahead *r)
{
	return r->nfull > r->nlent;
}

/* A slot is free to be read into again */
static void emptied(Readahead *r)
{
	if (--r->nfull == SLOTS - WAKE_AT)   /* WAKE_AT are empty */
		pthread_cond_signal(&r->changed);
}

/* Copies out of the slots that are read, as far as cap, and waits only
 * while there is nothing to give. */
size_t readahead_read(Readahead *r, char *buf, size_t cap)
{
	size_t got = 0;
	pthread_mutex_lock(&r->lock);
	for (;;) {
		Slot *s = &r->slot[r->next_take];
		while (!to_take(r) && !got)
			pthread_cond_wait(&r->changed, &r->lock);
		if (!to_take(r) || s->last)
			break;   /* nothing more yet, or the end */
		pthread_mutex_unlock(&r->lock);   /* the slot is ours until emptied */
		size_t n = s->len - s->taken < cap - got ? s->len - s->taken : cap - got;
		memcpy(buf + got, s->buf + s->taken, n);
		s->taken += n;
		got += n;
		pthread_mutex_lock(&r->lock);
		if (s->taken < s->len)
			break;   /* buf is full */
		r->next_take = (r->next_take + 1) % SLOTS;
		emptied(r);
		if (got == cap)
			break;
	}
	int err = got ? 0 : r->err;
	pthread_mutex_unlock(&r->lock);
	if (err) {
		errno = err;
		return (size_t)-1;
	}
	return got;
}

size_t readahead_lend(Readahead *r, char **data)
{
	pthread_mutex_lock(&r->lock);
	while (!to_take(r))
		pthread_cond_wait(&r->changed, &r->lock);
	Slot *s = &r->slot[r->next_take];
	size_t n = 0;
	int err = 0;
	if (!s->last) {
		*data = s->buf + s->taken;   /* the room before it is the block's */
		n = s->len - s->taken;
		r->next_take = (r->next_take + 1) % SLOTS;
		r->nlent++;
	} else {
		err = r->err;
	}
	pthread_mutex_unlock(&r->lock);
	if (err) {
		errno = err;
		return (size_t)-1;
	}
	return n;
}

void readahead_give_back(Readahead *r)
{
	pthread_mutex_lock(&r->lock);
	r->nlent--;
	emptied(r);
	pthread_mutex_unlock(&r->lock);
}

void readahead_end(Readahead *r)
{
	pthread_mutex_lock(&r->lock);
	r->stopping = true;
	r->orphaned = r->reading;
	bool orphaned = r->orphaned;
	pthread_cond_signal(&r->changed);
	pthread_mutex_unlock(&r->lock);
	if (orphaned) {
		pthread_detach(r->thread);
		return;
	}
	pthread_join(r->thread, NULL);
	readahead_free(r);
}
