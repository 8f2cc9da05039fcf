/* Output goes through one large buffer and leaves in big writes. After an
 * input error nothing more is written: the output would be discarded. */
#include <stdlib.h>
#include <string.h>
#include "ast.h"

enum { OUT_FLUSH_AT = 1 << 16 };

void out_flush(Ctx *cx)
{
	if (cx->outlen && !cx->write_failed && !cx->nerrors)
		if (cx->write(cx->write_ctx, cx->out, cx->outlen) != 0)
			cx->write_failed = true;
	cx->outlen = 0;
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
				bug("out of memory");
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
