/* libFuzzer target for ir2ll_translate, and (with IR2LL_FUZZ_REPLAY) a plain
 * main() that runs the same check on files, so a corpus can be replayed
 * with any C compiler and without libFuzzer.
 *
 * One input is checked like this:
 *   - An optional first line '// ir2ll-args: ...' (the convention of
 *     tests/check.sh) sets the options: --emit-c-interface, -g,
 *     --use-bare-ptr-memref-call-conv, --use-generic-functions,
 *     --use-aligned-alloc, --allow-unregistered-ops,
 *     --index-bitwidth=N (8..64), --max-errors=N (1..1000000),
 *     --llvm-version=N (1..1000, as the command line reads it: 1..12 are
 *     refused by ir2ll_check_options, 13 and 14 give typed pointers),
 *     --target=T, --data-layout=L. Other words
 *     are ignored, as are out-of-range values (tests/cli/fuzz_corpus.sh
 *     and fuzz/verify_corpus.sh pass exactly the same options to the
 *     command line, through fuzz_args of fuzz/args.sh).
 *   - The input is served to the library in chunks whose sizes come from a
 *     hash of the input (so a run is reproducible): all at once, one byte
 *     at a time, or random sizes. This exercises the lexer's refill. For
 *     half of the inputs (again by the hash) most chunks are lent
 *     (ir2ll_lend_fn) rather than copied: each in a block of its own,
 *     with the room the library may write around it (junk next to it),
 *     freed when it is given back (so that AddressSanitizer sees a read of
 *     a piece given back, or out of its room), and all must be given back,
 *     in order, when the translation returns.
 *   - Lines the library let go of are read again (ir2ll_reread_fn) for
 *     the diagnostics that quote them.
 *   - Rarely (1 in 32 each, again chosen by the hash) a read error is
 *     injected after some bytes, or the write callback refuses a write once
 *     some bytes were written; when the callback did fail, the status must
 *     be IR2LL_IO_ERROR. Options that ir2ll_check_options refuses (a
 *     --target or --data-layout LLVM would not take, --llvm-version=1..12,
 *     --emit-c-interface with --use-bare-ptr-memref-call-conv) give
 *     IR2LL_OPTION_ERROR and nothing else.
 *   - Otherwise the input is translated a second time in one single read
 *     and the status and output must be identical: the chunking must not
 *     change the result. With IR2LL_FUZZ_DIFF_DIAG=1 in the environment the
 *     diagnostics are compared too.
 *     IR2LL_FUZZ_READS=0|1|2|3 fixes the read mode (whole, 1 byte, 1..16,
 *     1..300 bytes) and turns error injection off, which helps to minimise
 *     an input by hand: otherwise any edit changes the hash.
 *     IR2LL_FUZZ_LEND=0|1 fixes whether chunks are lent.
 *   - The status is otherwise always 0, 1 or 2; 2 only when an error was injected
 *     (or 4, out of memory, if an allocation returned NULL); on
 *     status 0 the output is non-empty text without NUL bytes.
 * A failed check prints what went wrong and calls abort(), which libFuzzer
 * and the replay driver report as a crash. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ir2ll.h"

/* ---- reproducible pseudo-random numbers from the input ---- */

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
	uint64_t h = 0xcbf29ce484222325u;
	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= 0x100000001b3u;
	}
	return h;
}

static uint64_t rnd(uint64_t *s)
{
	/* xorshift64* */
	uint64_t x = *s;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545f4914f6cdd1du;
}

/* ---- the callbacks ---- */

enum { CHUNK_ALL, CHUNK_ONE, CHUNK_SMALL, CHUNK_MIXED };

typedef struct Reader {
	const uint8_t *data;
	size_t size, pos;
	int mode;
	uint64_t rng;
	size_t fail_at;       /* inject a read error once pos reaches this; SIZE_MAX: never */
	int failed;
	size_t calls_after_eof;
	int lend;             /* chunks are lent (lend_cb) */
	char *lent[4];        /* the blocks of the pieces lent, oldest first */
	int nlent;
} Reader;

/* The size of the next chunk, at most cap, or 0 at the end; (size_t)-1
 * for a read error, injected */
static size_t next_chunk(Reader *r, size_t cap)
{
	if (r->pos >= r->fail_at) {
		r->failed = 1;
		return (size_t)-1;
	}
	size_t left = r->size - r->pos;
	if (left == 0) {
		/* The library may ask again after end of input, but it must not
		 * spin: more than a few calls means a loop that ignores EOF. */
		if (++r->calls_after_eof > 1000) {
			fprintf(stderr, "fuzz: read callback called %zu times after end of input\n",
			        r->calls_after_eof);
			abort();
		}
		return 0;
	}
	size_t n;
	switch (r->mode) {
	case CHUNK_ALL:
		n = left;
		break;
	case CHUNK_ONE:
		n = 1;
		break;
	case CHUNK_SMALL:
		n = 1 + (size_t)(rnd(&r->rng) % 16);
		break;
	default:
		n = 1 + (size_t)(rnd(&r->rng) % 300);
		break;
	}
	if (n > left)
		n = left;
	if (n > cap)
		n = cap;
	if (r->fail_at != SIZE_MAX && r->pos + n > r->fail_at)
		n = r->fail_at - r->pos;
	if (n == 0) {
		r->failed = 1;
		return (size_t)-1;
	}
	return n;
}

static size_t read_cb(void *ctx, char *buf, size_t cap)
{
	Reader *r = ctx;
	if (cap == 0) {
		fprintf(stderr, "fuzz: read callback called with cap 0\n");
		abort();
	}
	size_t n = next_chunk(r, cap);
	if (n == 0 || n == (size_t)-1)
		return n;
	memcpy(buf, r->data + r->pos, n);
	r->pos += n;
	return n;
}

/* The input again, for a quote of a line the library let go of: a line
 * it read before */
static size_t reread_cb(void *ctx, char *buf, size_t cap, uint64_t off)
{
	Reader *r = ctx;
	if (off >= r->pos) {
		fprintf(stderr, "fuzz: reread at %llu, past the %zu bytes read\n", (unsigned long long)off,
		        r->pos);
		abort();
	}
	size_t n = r->size - (size_t)off < cap ? r->size - (size_t)off : cap;
	memcpy(buf, r->data + off, n);
	return n;
}

static size_t lend_cb(void *ctx, char **data)
{
	Reader *r = ctx;
	if (rnd(&r->rng) % 4 == 0)
		return IR2LL_NOT_LENT;   /* this one through read_cb */
	size_t n = next_chunk(r, SIZE_MAX);
	if (n == 0 || n == (size_t)-1)
		return n;
	if (r->nlent == (int)(sizeof r->lent / sizeof r->lent[0])) {
		fprintf(stderr, "fuzz: %d pieces lent and none given back\n", r->nlent);
		abort();
	}
	char *block = malloc(IR2LL_LEND_BEFORE + n + IR2LL_LEND_AFTER);
	if (!block)
		abort();
	/* junk next to it (all of the room would slow each 1-byte piece) */
	memset(block + IR2LL_LEND_BEFORE - 64, 0xa5, 64);
	memset(block + IR2LL_LEND_BEFORE + n, 0xa5, IR2LL_LEND_AFTER);
	memcpy(block + IR2LL_LEND_BEFORE, r->data + r->pos, n);
	r->pos += n;
	r->lent[r->nlent++] = block;
	*data = block + IR2LL_LEND_BEFORE;
	return n;
}

static void give_back_cb(void *ctx)
{
	Reader *r = ctx;
	if (!r->nlent) {
		fprintf(stderr, "fuzz: a piece given back that was not lent\n");
		abort();
	}
	free(r->lent[0]);
	memmove(r->lent, r->lent + 1, (size_t)--r->nlent * sizeof r->lent[0]);
}

typedef struct Writer {
	char *buf;
	size_t len, cap;
	size_t fail_after;    /* refuse the write that would pass this many bytes; SIZE_MAX: never */
	int failed;
} Writer;

static int write_cb(void *ctx, const char *buf, size_t len)
{
	Writer *w = ctx;
	if (w->failed) {
		/* Allowed, but pointless: record nothing. */
		return -1;
	}
	if (w->fail_after != SIZE_MAX && w->len + len > w->fail_after) {
		w->failed = 1;
		return -1;
	}
	if (w->len + len > w->cap) {
		size_t cap = w->cap ? w->cap : 1 << 16;
		while (cap < w->len + len)
			cap *= 2;
		char *nb = realloc(w->buf, cap);
		if (!nb) {
			fprintf(stderr, "fuzz: out of memory for the output\n");
			abort();
		}
		w->buf = nb;
		w->cap = cap;
	}
	memcpy(w->buf + w->len, buf, len);
	w->len += len;
	return 0;
}

/* ---- options from a first line '// ir2ll-args: ...' ---- */

/* Decimal digits only (leading zeros allowed), within [lo, hi]. */
static int parse_int(const char *s, size_t n, long lo, long hi, int *out)
{
	if (n == 0)
		return 0;
	while (n > 1 && s[0] == '0') {
		s++;
		n--;
	}
	if (n > 9)
		return 0;
	long v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		v = v * 10 + (s[i] - '0');
	}
	if (v < lo || v > hi)
		return 0;
	*out = (int)v;
	return 1;
}

/* --target= and --data-layout= values live here, NUL-terminated */
static char target_buf[256], layout_buf[256];

static const char *copy_arg(char *buf, size_t cap, const char *s, size_t n)
{
	if (n >= cap)
		n = cap - 1;
	memcpy(buf, s, n);
	buf[n] = 0;
	return buf;
}

static void parse_args(const uint8_t *data, size_t size, ir2ll_options *opt)
{
	static const char tag[] = "// ir2ll-args:";
	size_t tl = sizeof tag - 1;
	if (size < tl || memcmp(data, tag, tl) != 0)
		return;
	const char *p = (const char *)data + tl;
	const char *end = (const char *)data + size;
	const char *nl = memchr(p, '\n', (size_t)(end - p));
	if (nl)
		end = nl;
	while (p < end) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
			p++;
		const char *w = p;
		while (p < end && *p != ' ' && *p != '\t' && *p != '\r')
			p++;
		size_t n = (size_t)(p - w);
		if (n == 18 && !memcmp(w, "--emit-c-interface", 18))
			opt->emit_c_interface = 1;
		else if (n == 2 && !memcmp(w, "-g", 2))
			opt->debug_info = 1;
		else if (n == 31 && !memcmp(w, "--use-bare-ptr-memref-call-conv", 31))
			opt->bare_ptr_call_conv = 1;
		else if (n == 23 && !memcmp(w, "--use-generic-functions", 23))
			opt->use_generic_functions = 1;
		else if (n == 19 && !memcmp(w, "--use-aligned-alloc", 19))
			opt->use_aligned_alloc = 1;
		else if (n == 24 && !memcmp(w, "--allow-unregistered-ops", 24))
			opt->allow_unregistered_ops = 1;
		else if (n > 17 && !memcmp(w, "--index-bitwidth=", 17))
			parse_int(w + 17, n - 17, 8, 64, &opt->index_bitwidth);
		else if (n > 13 && !memcmp(w, "--max-errors=", 13))
			parse_int(w + 13, n - 13, 1, 1000000, &opt->max_errors);
		else if (n > 15 && !memcmp(w, "--llvm-version=", 15))
			parse_int(w + 15, n - 15, 1, 1000, &opt->llvm_version);
		else if (n > 9 && !memcmp(w, "--target=", 9))
			opt->target = copy_arg(target_buf, sizeof target_buf, w + 9, n - 9);
		else if (n > 14 && !memcmp(w, "--data-layout=", 14))
			opt->data_layout = copy_arg(layout_buf, sizeof layout_buf, w + 14, n - 14);
	}
}

/* ---- one check ---- */

static FILE *diag_a, *diag_b;   /* opened once */
static int diff_diag;
static int force_mode = -1;     /* IR2LL_FUZZ_READS=0..3: fixed read mode, no injection */
static int force_lend = -1;     /* IR2LL_FUZZ_LEND=0|1 */
static Writer out_a, out_b;     /* buffers reused across runs */
static int verbose_replay;

static void open_diag(void)
{
	if (diag_a)
		return;
	const char *e = getenv("IR2LL_FUZZ_DIFF_DIAG");
	diff_diag = e && *e && *e != '0';
	e = getenv("IR2LL_FUZZ_READS");
	if (e && *e >= '0' && *e <= '3' && !e[1])
		force_mode = *e - '0';
	e = getenv("IR2LL_FUZZ_LEND");
	if (e && (*e == '0' || *e == '1') && !e[1])
		force_lend = *e - '0';
	if (diff_diag) {
		diag_a = tmpfile();
		diag_b = tmpfile();
	} else {
		diag_a = diag_b = fopen("/dev/null", "w");
	}
	if (!diag_a || !diag_b) {
		perror("fuzz: cannot open the diagnostics stream");
		abort();
	}
}

static char *slurp_diag(FILE *f, size_t *len)
{
	fflush(f);
	long n = ftell(f);
	if (n < 0)
		abort();
	char *s = malloc((size_t)n + 1);
	if (!s)
		abort();
	rewind(f);
	if (fread(s, 1, (size_t)n, f) != (size_t)n)
		abort();
	s[n] = 0;
	*len = (size_t)n;
	return s;
}

static void reset_diag(FILE *f)
{
	if (diff_diag) {
		fflush(f);
		rewind(f);
		if (ftruncate(fileno(f), 0) != 0)
			abort();
	}
}

static const char *mode_name(int m)
{
	static const char *names[] = {"whole", "1-byte", "1..16", "1..300"};
	return names[m & 3];
}

static void fail(const char *what, int mode)
{
	fprintf(stderr, "fuzz: CHECK FAILED (reads: %s): %s\n", mode_name(mode), what);
	abort();
}

static int check_one(const uint8_t *data, size_t size)
{
	open_diag();
	ir2ll_options opt = {.reread = reread_cb};
	parse_args(data, size, &opt);

	uint64_t h = fnv1a(data, size);
	uint64_t rng = h ? h : 1;
	Reader r = {.data = data, .size = size, .fail_at = SIZE_MAX};
	unsigned sel = (unsigned)(rnd(&rng) % 32);
	r.mode = (int)(rnd(&rng) % 4);
	if (force_mode >= 0) {
		r.mode = force_mode;
		sel = 31;
	}
	r.rng = rng;
	r.lend = force_lend >= 0 ? force_lend : (int)(h >> 63);
	if (r.lend) {
		opt.lend = lend_cb;
		opt.give_back = give_back_cb;
	}
	out_a.len = 0;
	out_a.failed = 0;
	out_a.fail_after = SIZE_MAX;
	int inject_read = sel == 0 && size > 0;
	int inject_write = sel == 1;
	if (inject_read)
		r.fail_at = (size_t)(rnd(&rng) % size);
	if (inject_write)
		out_a.fail_after = (size_t)(rnd(&rng) % 4096);

	reset_diag(diag_a);
	int rc = ir2ll_translate(&opt, "fuzz.mlir", read_cb, &r, write_cb, &out_a, diag_a);
	if (r.nlent)
		fail("pieces lent were not given back", r.mode);
	if (verbose_replay)
		fprintf(stderr, "  status %d, reads %s%s%s%s, %zu bytes out\n", rc, mode_name(r.mode),
		        r.lend ? ", lent" : "",
		        inject_read ? ", read error injected" : "",
		        inject_write ? ", write error injected" : "", out_a.len);

	if (rc == IR2LL_OPTION_ERROR) {   /* e.g. a --target LLVM would refuse, --llvm-version=12,
	                                     --emit-c-interface --use-bare-ptr-memref-call-conv */
		char why[512];
		if (ir2ll_check_options(&opt, why, sizeof why) == 0)
			fail("status 3, but the options check out", r.mode);
		if (out_a.len)
			fail("output after an option error", r.mode);
		return 0;
	}
	if (rc == IR2LL_NO_MEMORY)
		return 0;
	if (rc != IR2LL_OK && rc != IR2LL_INPUT_ERROR && rc != IR2LL_IO_ERROR)
		fail("status is not 0, 1, 2, 3 or 4", r.mode);
	if (r.failed) {
		if (rc != IR2LL_IO_ERROR)
			fail("the read callback failed but the status is not 2", r.mode);
		return 0;
	}
	if (out_a.failed) {
		if (rc != IR2LL_IO_ERROR)
			fail("the write callback failed but the status is not 2", r.mode);
		return 0;
	}
	if (rc == IR2LL_IO_ERROR)
		fail("status 2 without an I/O error", r.mode);
	if (rc == IR2LL_OK && out_a.len && memchr(out_a.buf, 0, out_a.len))
		fail("NUL byte in the output", r.mode);
	if (inject_write || (r.mode == CHUNK_ALL && !r.lend))
		return 0;

	/* Differential: the same input in one read, and parsed by the grammar
	 * alone (no reader shortcuts), must give the same result. */
	Reader r2 = {.data = data, .size = size, .fail_at = SIZE_MAX, .mode = CHUNK_ALL};
	ir2ll_options opt2 = opt;
	opt2.grammar_only = 1;
	opt2.lend = NULL;
	opt2.give_back = NULL;
	out_b.len = 0;
	out_b.failed = 0;
	out_b.fail_after = SIZE_MAX;
	reset_diag(diag_b);
	int rc2 = ir2ll_translate(&opt2, "fuzz.mlir", read_cb, &r2, write_cb, &out_b, diag_b);
	if (rc2 != rc) {
		fprintf(stderr, "fuzz: status %d with chunked reads, %d with one read and --grammar-only\n",
		        rc, rc2);
		fail("the status depends on how the input is read or parsed", r.mode);
	}
	if (out_a.len != out_b.len || (out_a.len && memcmp(out_a.buf, out_b.buf, out_a.len))) {
		size_t i = 0;
		while (i < out_a.len && i < out_b.len && out_a.buf[i] == out_b.buf[i])
			i++;
		fprintf(stderr, "fuzz: outputs differ at byte %zu (%zu vs %zu bytes)\n", i, out_a.len,
		        out_b.len);
		fail("the output depends on how the input is read or parsed", r.mode);
	}
	if (diff_diag) {
		size_t la, lb;
		char *da = slurp_diag(diag_a, &la), *db = slurp_diag(diag_b, &lb);
		int same = la == lb && !memcmp(da, db, la);
		if (!same) {
			fprintf(stderr, "---- diagnostics with chunked reads:\n%s"
			                "---- with one read and --grammar-only:\n%s----\n", da, db);
		}
		free(da);
		free(db);
		if (!same)
			fail("the diagnostics depend on how the input is read or parsed", r.mode);
	}
	return 0;
}

#ifndef IR2LL_FUZZ_REPLAY

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return check_one(data, size);
}

#else /* the replay driver */

#include <dirent.h>
#include <sys/stat.h>

static int replay_file(const char *path, int print)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	size_t cap = 1 << 16, len = 0, n;
	uint8_t *buf = malloc(cap);
	while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap) {
			uint8_t *nb = realloc(buf, cap *= 2);
			if (!nb)
				free(buf);
			buf = nb;
		}
	}
	int err = !buf || ferror(f);
	fclose(f);
	if (err) {
		fprintf(stderr, "%s: cannot read\n", path);
		free(buf);
		return 1;
	}
	if (verbose_replay)
		fprintf(stderr, "%s\n", path);
	if (print == 2) {
		/* -l: name the files that translate with status 0 (one read). */
		ir2ll_options opt = {0};
		parse_args(buf, len, &opt);
		Reader r = {.data = buf, .size = len, .fail_at = SIZE_MAX, .mode = CHUNK_ALL};
		out_a.len = 0;
		out_a.failed = 0;
		out_a.fail_after = SIZE_MAX;
		open_diag();
		reset_diag(diag_a);
		if (ir2ll_translate(&opt, path, read_cb, &r, write_cb, &out_a, diag_a) == IR2LL_OK)
			printf("%s\n", path);
		free(buf);
		return 0;
	}
	check_one(buf, len);
	if (print) {
		/* Print what one whole read gives, with the diagnostics. */
		ir2ll_options opt = {.reread = reread_cb};
		parse_args(buf, len, &opt);
		Reader r = {.data = buf, .size = len, .fail_at = SIZE_MAX, .mode = CHUNK_ALL};
		Writer w = {.fail_after = SIZE_MAX};
		int rc = ir2ll_translate(&opt, path, read_cb, &r, write_cb, &w, stderr);
		fwrite(w.buf, 1, w.len, stdout);
		fprintf(stderr, "%s: status %d\n", path, rc);
		free(w.buf);
	}
	free(buf);
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_path(const char *path, int print, int *count)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		perror(path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		++*count;
		return replay_file(path, print);
	}
	DIR *d = opendir(path);
	if (!d) {
		perror(path);
		return 1;
	}
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			char **nn = realloc(names, cap * sizeof *names);
			if (!nn)
				abort();
			names = nn;
		}
		size_t l = strlen(path) + strlen(e->d_name) + 2;
		names[n] = malloc(l);
		if (!names[n])
			abort();
		snprintf(names[n], l, "%s/%s", path, e->d_name);
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, cmp_str);
	int bad = 0;
	for (size_t i = 0; i < n; i++) {
		struct stat s2;
		if (stat(names[i], &s2) == 0 && S_ISREG(s2.st_mode)) {
			++*count;
			bad |= replay_file(names[i], print);
		}
		free(names[i]);
	}
	free(names);
	return bad;
}

int main(int argc, char **argv)
{
	int print = 0, bad = 0, count = 0, files = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-v")) {
			verbose_replay = 1;
		} else if (!strcmp(argv[i], "-p")) {
			print = 1;
		} else if (!strcmp(argv[i], "-l")) {
			print = 2;
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			printf("usage: fuzz_replay [-v] [-p | -l] FILE|DIR...\n"
			       "Runs the fuzz target's checks on each file (each regular file of a DIR).\n"
			       "  -v  name each file and its status\n"
			       "  -p  also print the translation (stdout) and diagnostics (stderr)\n"
			       "  -l  instead of checking, list the files that translate with status 0\n"
			       "A failed check aborts. Set IR2LL_FUZZ_DIFF_DIAG=1 to compare diagnostics\n"
			       "between chunked and whole reads too.\n");
			return 0;
		} else {
			files++;
			bad |= replay_path(argv[i], print, &count);
		}
	}
	if (!files) {
		fprintf(stderr, "usage: fuzz_replay [-v] [-p | -l] FILE|DIR...\n");
		return 2;
	}
	fprintf(stderr, "fuzz_replay: %d inputs checked\n", count);
	free(out_a.buf);
	free(out_b.buf);
	return bad;
}

#endif
