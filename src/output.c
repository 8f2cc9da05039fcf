/* Output goes through one large buffer and leaves in big writes. After an
 * input error nothing more is written: the output would be discarded. */
#include <stdlib.h>
#include <string.h>
#include "ast.h"
#include "ll.h"
#include "writer.h"

/* The buffer starts at 64 KiB, which stays in the cache. An output that
 * has taken OUT_LONG writes (2 MiB) is long: its buffer grows to 512 KiB,
 * as the kernel takes a file's bytes at less cost per byte in large writes
 * (0.06 s of system time for the 133 MB output of a 100 MB input, against
 * 0.10 s in 64 KiB writes), while a small output would pay more for the
 * first touch of the larger buffer than it saves. From there on a second
 * thread writes it, if the caller allows (writer.c). Two buffers of 1 MiB
 * were no faster at 100 MB and 1.6% slower at 10 MB: their first touch
 * is 512 page faults. An input of LONG_INPUT or more will have a long
 * output: it is long from the start (out_begin). */
enum { OUT_FLUSH_AT = 1 << 16, OUT_LONG = 32, OUT_LONG_AT = 1 << 19, LONG_INPUT = 2 << 20 };

/* The output is long: a larger buffer, and a second one for the writer */
static void out_long(Ctx *cx)
{
	char *p = malloc(OUT_LONG_AT);
	if (!p)
		return;   /* the small buffer goes on */
	free(cx->out);
	cx->out = p;
	cx->outcap = OUT_LONG_AT;
	char *spare = cx->opt->write_thread ? malloc(OUT_LONG_AT) : NULL;
	if (spare && !(cx->writer = writer_start(cx->write, cx->write_ctx, spare, OUT_LONG_AT)))
		free(spare);
}

static void write_out(Ctx *cx)
{
	if (cx->outlen && !cx->write_failed && !cx->nerrors) {
		if (cx->writer) {
			bool ok;
			cx->out = writer_pass(cx->writer, cx->out, cx->outlen, &cx->outcap, &ok);
			cx->write_failed = !ok;
		} else if (cx->write(cx->write_ctx, cx->out, cx->outlen) != 0) {
			cx->write_failed = true;
		}
	}
	cx->outlen = 0;
}

void out_flush(Ctx *cx)
{
	write_out(cx);
	if (cx->nflushes < OUT_LONG && ++cx->nflushes == OUT_LONG && cx->outcap < OUT_LONG_AT)
		out_long(cx);
}

void out_begin(Ctx *cx)
{
	if (cx->opt->input_size >= LONG_INPUT)
		out_long(cx);
}

/* Writes the rest of the output and waits for its writes: a long
 * output's buffers and thread are not started for it */
void out_end(Ctx *cx)
{
	write_out(cx);
	if (cx->writer && !writer_end(cx->writer))
		cx->write_failed = true;
	cx->writer = NULL;
}

void out_write(Ctx *cx, const char *s, size_t n)
{
	if (cx->outlen + n > cx->outcap) {
		out_flush(cx);
		if (n > cx->outcap) {
			size_t cap = cx->outcap ? cx->outcap : OUT_FLUSH_AT;
			while (cap < n)
				cap *= 2;
			char *p = realloc(cx->out, cap);
			if (!p)
				no_memory(cx->nomem);
			cx->out = p;
			cx->outcap = cap;
		}
	}
	memcpy(cx->out + cx->outlen, s, n);
	cx->outlen += n;
}

void out_str(Ctx *cx, const char *s)
{
	out_str_inline(cx, s);
}

void out_escaped_n(Ctx *cx, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\' || c < ' ') {
			char esc[4];
			snprintf(esc, sizeof esc, "\\%02X", c);
			out_write(cx, esc, 3);
		} else {
			out_write(cx, s + i, 1);
		}
	}
}

void out_escaped(Ctx *cx, const char *s)
{
	out_escaped_n(cx, s, strlen(s));
}

#if defined(__SSE2__) && !defined(__SANITIZE_ADDRESS__)
const __m128i ll_zero16 = {0};   /* see ll.h: not in ll.c, where gcc would see it */
#endif
