/* Every allocation the library makes may fail: for each input, the k-th
 * allocation of a translation is made to fail, for every k (or a spread of
 * up to MAX_TRIES of them), and the translation must then either return
 * IR2LL_NO_MEMORY with a diagnostic "error: out of memory", or, where the
 * library can do without that allocation (a larger output buffer, the
 * writer thread), succeed with the same output as without a failure; and
 * it must have freed everything it allocated either way. The library's
 * calls of malloc, calloc, realloc and free are wrapped at link time
 * (-Wl,--wrap, tests/CMakeLists.txt) to count them.
 *
 *   alloc_failure INPUT.mlir...
 *
 * Each input is translated with the default options; a last, generated
 * input has more than 2 MiB of output, translated with the writer thread,
 * and then with its input lent (ir2ll_options.lend) rather than read;
 * another, with -g and the C interface.
 * ALLOC_FAILURE_VERBOSE=1 prints each input's count of allocations. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir2ll.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);

/* Allocations until the one that fails (-1: none fails), allocations made,
 * and blocks not yet freed. The writer thread makes no allocation. */
static long fail_in = -1, made, live;

static bool fails(void)
{
	made++;
	return fail_in >= 0 && fail_in-- == 0;
}

void *__wrap_malloc(size_t n)
{
	if (fails())
		return NULL;
	void *p = __real_malloc(n);
	live += p != NULL;
	return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
	if (fails())
		return NULL;
	void *p = __real_calloc(n, size);
	live += p != NULL;
	return p;
}

void *__wrap_realloc(void *p, size_t n)
{
	if (fails())
		return NULL;
	void *q = __real_realloc(p, n);
	live += !p && q;
	return q;
}

void __wrap_free(void *p)
{
	live -= p != NULL;
	__real_free(p);
}

typedef struct Text {
	char *s;
	size_t len, cap, at;
} Text;

static void text_add(Text *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		t->cap = 2 * (t->len + n + 1);
		if (!(t->s = __real_realloc(t->s, t->cap))) {
			perror("alloc_failure");
			exit(2);
		}
	}
	memcpy(t->s + t->len, s, n);
	t->len += n;
	t->s[t->len] = 0;
}

static size_t read_text(void *ctx, char *buf, size_t cap)
{
	Text *in = ctx;
	size_t n = in->len - in->at < cap ? in->len - in->at : cap;
	memcpy(buf, in->s + in->at, n);
	in->at += n;
	return n;
}

static int write_text(void *ctx, const char *buf, size_t len)
{
	text_add(ctx, buf, len);
	return 0;
}

/* Lends pieces of LEND_PIECE bytes, each in a block of its own with the
 * room around it, and one call in three has it read instead. The blocks
 * are the test's, not counted as the library's. */
enum { LEND_PIECE = 8192 };
static char *lent[4];
static int nlent, lend_calls;

static size_t lend_text(void *ctx, char **data)
{
	Text *in = ctx;
	if (++lend_calls % 3 == 0)
		return IR2LL_NOT_LENT;
	size_t n = in->len - in->at < LEND_PIECE ? in->len - in->at : LEND_PIECE;
	if (!n)
		return 0;
	if (nlent == 4) {
		printf("FAIL: four pieces lent and none given back\n");
		exit(1);
	}
	char *block = __real_malloc(IR2LL_LEND_BEFORE + n + IR2LL_LEND_AFTER);
	if (!block) {
		perror("alloc_failure");
		exit(2);
	}
	memcpy(block + IR2LL_LEND_BEFORE, in->s + in->at, n);
	in->at += n;
	lent[nlent++] = block;
	*data = block + IR2LL_LEND_BEFORE;
	return n;
}

static void give_back_text(void *ctx)
{
	(void)ctx;
	if (!nlent) {
		printf("FAIL: a piece given back that was not lent\n");
		exit(1);
	}
	__real_free(lent[0]);
	memmove(lent, lent + 1, (size_t)--nlent * sizeof lent[0]);
}

typedef struct Run {
	int rc;
	Text out;
	char diag[1 << 16];   /* room for every test input's diagnostics */
} Run;

static void translate(const ir2ll_options *opt, Text *in, Run *r)
{
	FILE *diag = tmpfile();
	if (!diag) {
		perror("alloc_failure: tmpfile");
		exit(2);
	}
	in->at = 0;
	r->out.len = 0;
	r->rc = ir2ll_translate(opt, "in.mlir", read_text, in, write_text, &r->out, diag);
	if (nlent) {
		printf("FAIL: %d pieces lent were not given back\n", nlent);
		exit(1);
	}
	rewind(diag);
	size_t n = fread(r->diag, 1, sizeof r->diag - 1, diag);
	r->diag[n] = 0;
	if (n == sizeof r->diag - 1) {
		printf("FAIL: more diagnostics than alloc_failure keeps (%zu bytes)\n", n);
		exit(1);
	}
	fclose(diag);
}

enum { MAX_TRIES = 300 };

/* Checks one input; returns the number of failed checks. */
static int check(const char *name, Text *in, const ir2ll_options *opt)
{
	Run want = {0}, got = {0};
	fail_in = -1;
	made = live = 0;
	translate(opt, in, &want);
	long total = made;
	int bad = 0;
	if (live != 0) {
		printf("FAIL %s: %ld blocks left after a translation without failures\n", name, live);
		bad++;
	}
	long step = total > MAX_TRIES ? total / MAX_TRIES : 1;
	if (getenv("ALLOC_FAILURE_VERBOSE"))
		printf("%s: %ld allocations\n", name, total);
	for (long k = 0; k < total; k += step) {
		fail_in = k;
		made = live = 0;
		translate(opt, in, &got);
		bool failed = fail_in < 0;   /* the k-th allocation was made, and failed */
		fail_in = -1;
		if (live != 0) {
			printf("FAIL %s: allocation %ld failed: %ld blocks left\n", name, k, live);
			bad++;
		}
		if (got.rc == IR2LL_NO_MEMORY) {
			if (!failed || !strstr(got.diag, "error: out of memory")) {
				printf("FAIL %s: allocation %ld: out of memory %s, diagnostics:\n%s", name, k,
				       failed ? "without its diagnostic" : "but nothing failed", got.diag);
				bad++;
			}
		} else if (got.rc != want.rc || got.out.len != want.out.len ||
		           (want.out.len && memcmp(got.out.s, want.out.s, want.out.len) != 0) ||
		           strcmp(got.diag, want.diag) != 0) {
			printf("FAIL %s: allocation %ld failed: status %d, expected %d or %d, or the output "
			       "differs; diagnostics:\n%s\nexpected:\n%s\n", name, k, got.rc, want.rc,
			       IR2LL_NO_MEMORY, got.diag, want.diag);
			bad++;
		}
		if (bad > 5)
			break;
	}
	__real_free(want.out.s);
	__real_free(got.out.s);
	return bad;
}

int main(int argc, char **argv)
{
	int bad = 0, inputs = 0;
	ir2ll_options plain = {0};
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			perror(argv[i]);
			return 2;
		}
		Text in = {0};
		char buf[1 << 16];
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, f)) > 0)
			text_add(&in, buf, n);
		fclose(f);
		bad += check(argv[i], &in, &plain);
		inputs++;
		__real_free(in.s);
	}
	/* over 2 MiB of output: the output buffer grows and the writer
	 * thread starts, and allocations fail while it writes */
	Text in = {0};
	char fn[512];
	for (int i = 0; i < 4000; i++) {
		int n = snprintf(fn, sizeof fn,
		                 "func.func @f%d(%%m: memref<?x8xf32>, %%i: index, %%x: f32) -> f32 {\n"
		                 "  %%a = memref.load %%m[%%i, %%i] : memref<?x8xf32>\n"
		                 "  %%b = arith.mulf %%a, %%x : f32\n"
		                 "  memref.store %%b, %%m[%%i, %%i] : memref<?x8xf32>\n"
		                 "  return %%b : f32\n}\n", i);
		text_add(&in, fn, (size_t)n);
	}
	ir2ll_options threaded = {.write_thread = 1};
	bad += check("(4000 functions)", &in, &threaded);
	inputs++;
	/* and a function longer than the room before a lent piece: the lexer
	 * goes back to its own buffer, and makes it larger */
	text_add(&in, "func.func @long(%m: memref<8xf32>, %i: index, %x: f32) {\n", 57);
	for (int i = 0; i < 2000; i++)
		text_add(&in, "  memref.store %x, %m[%i] : memref<8xf32>\n", 42);
	text_add(&in, "  return\n}\n", 11);
	ir2ll_options lending = {.lend = lend_text, .give_back = give_back_text};
	bad += check("(4000 functions, lent)", &in, &lending);
	inputs++;
	if (!lend_calls) {
		printf("FAIL: the library never asked for a piece lent\n");
		bad++;
	}
	__real_free(in.s);
	/* -g with the C interface: the marks of the lines' positions grow,
	 * and each function's nodes are printed after it */
	Text dbg = {0};
	for (int i = 0; i < 20; i++) {
		int n = snprintf(fn, sizeof fn,
		                 "func.func @g%d(%%m: memref<8xf32>, %%x: f32) {\n"
		                 "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
		                 "  %%c8 = arith.constant 8 : index\n"
		                 "  scf.for %%i = %%c0 to %%c8 step %%c1 {\n", i);
		text_add(&dbg, fn, (size_t)n);
		for (int k = 0; k < 20; k++)
			text_add(&dbg, "    memref.store %x, %m[%i] : memref<8xf32>\n", 44);
		text_add(&dbg, "  }\n  return\n}\n", 15);
	}
	ir2ll_options debug = {.debug_info = 1, .emit_c_interface = 1};
	bad += check("(-g)", &dbg, &debug);
	inputs++;
	__real_free(dbg.s);
	printf("%d inputs, %d failed checks\n", inputs, bad);
	return bad ? 1 : 0;
}
