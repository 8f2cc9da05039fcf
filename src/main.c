/* The command line: options, input from a file or stdin, output to a file
 * (written to a temporary that takes its place on success), to /dev/null
 * (as it comes) or to stdout and other special files (held back until the
 * translation succeeded, in memory and past 1 MiB in a temporary file, so
 * that a failed run prints nothing). */
#define _GNU_SOURCE   /* realpath, mkstemp, fchmod; renameat2 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "ir2ll.h"
#include "readahead.h"

#ifndef IR2LL_VERSION
#define IR2LL_VERSION "dev"
#endif

static const char usage[] =
	"usage: ir2ll [options] [input.mlir | -] [-o output.ll]\n"
	"\n"
	"Translates MLIR (func, arith, index, cf, scf, memref, math, vector, complex and\n"
	"ub dialects, and affine.apply, affine.min and affine.max) to LLVM IR text.\n"
	"Reads standard input when no input or '-' is given; writes standard\n"
	"output when no -o or '-o -' is given. Exit status: 0 success, 1 errors\n"
	"in the input, 2 bad usage, I/O failure or out of memory.\n"
	"\n"
	"options:\n"
	"  -o FILE                  write the output to FILE\n"
	"  --emit-c-interface       emit _mlir_ciface_ wrappers for every function\n"
	"  --emit-header=FILE       write a C header declaring the _mlir_ciface_\n"
	"                           functions and their memref descriptor structs\n"
	"  --use-bare-ptr-memref-call-conv\n"
	"                           pass a memref of static shape and layout as one\n"
	"                           pointer to its data (function arguments and results)\n"
	"  --allow-unregistered-ops a generic-form op that ir2ll does not know,\n"
	"                           \"d.op\"(%a) : (T) -> U, becomes a call of an\n"
	"                           external function @d.op of that type\n"
	"  --use-aligned-alloc      memref.alloc calls aligned_alloc rather than\n"
	"                           padding a malloc to the alignment\n"
	"  --use-generic-functions  allocate and free through _mlir_memref_to_llvm_alloc,\n"
	"                           _mlir_memref_to_llvm_aligned_alloc and _mlir_memref_to_llvm_free\n"
	"  --index-bitwidth=N       width of 'index' (default: the target's pointer width, 64)\n"
	"  --target=TRIPLE          emit 'target triple' (and take the pointer width from it)\n"
	"  --data-layout=STR        emit 'target datalayout' (and take the pointer width from it)\n"
	"  --llvm-version=N         write IR for LLVM N and later (default 15); 13 and\n"
	"                           14 get typed pointers, for LLVM 13 and 14 only\n"
	"  -g                       emit DWARF debug info whose lines are the input's:\n"
	"                           each instruction at the line and column of its op\n"
	"  --max-errors=N           stop after N errors (default 20)\n"
	"  --grammar-only           parse every token with the grammar (slower; the\n"
	"                           output is the same: for testing)\n"
	"  --version                print the version\n"
	"  --help                   print this help\n";

typedef struct Sink {
	FILE *file;            /* -o FILE: the temporary, or stdout's spill file */
	char *mem;
	size_t len, cap;
	int error;             /* errno of a failed write, reported by main */
} Sink;

enum { MEM_LIMIT = 1 << 20 };   /* then a temporary file: memory stays flat */

static int sink_put(Sink *s, const char *buf, size_t len)
{
	if (!s->file && s->len + len <= MEM_LIMIT) {
		if (s->len + len > s->cap) {
			size_t cap = s->cap ? s->cap : 1 << 16;
			while (cap < s->len + len)
				cap *= 2;
			char *m = realloc(s->mem, cap);
			if (!m)
				return -1;
			s->mem = m;
			s->cap = cap;
		}
		memcpy(s->mem + s->len, buf, len);
		s->len += len;
		return 0;
	}
	if (!s->file) {
		s->file = tmpfile();
		if (!s->file || fwrite(s->mem, 1, s->len, s->file) != s->len)
			return -1;
		free(s->mem);
		s->mem = NULL;
		s->len = s->cap = 0;
	}
	return fwrite(buf, 1, len, s->file) == len ? 0 : -1;
}

static int sink_write(void *ctx, const char *buf, size_t len)
{
	Sink *s = ctx;
	errno = 0;
	if (sink_put(s, buf, len) == 0)
		return 0;
	s->error = errno ? errno : EIO;
	return -1;
}

/* The input: read(2) itself (fread would read what is past the last
 * whole 4 KiB through its own buffer, a second system call and a copy
 * for each chunk); after its first READS_ALONE reads (about 1 MiB of a
 * file), by a second thread that reads ahead (readahead.c), unless the
 * file has less than AHEAD_MIN left: a shorter input would pay more for
 * the thread than it saves. */
typedef struct Input {
	int fd;
	int reads;
	Readahead *ahead;
	off_t start;   /* where a regular file's input starts (file_reread) */
} Input;

enum { READS_ALONE = 8, AHEAD_MIN = 2 << 20 };

/* Whether fd is a regular file (its position known), and the bytes left
 * to read in it */
static bool file_left(int fd, size_t *left)
{
	struct stat st;
	off_t at;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (at = lseek(fd, 0, SEEK_CUR)) < 0)
		return false;
	*left = st.st_size > at ? (size_t)(st.st_size - at) : 0;
	return true;
}

/* Whether fd, a pipe or a file, has AHEAD_MIN bytes or more to come. */
static bool long_input(int fd)
{
	size_t left;
	return !file_left(fd, &left) || left >= AHEAD_MIN;
}

static size_t file_read(void *ctx, char *buf, size_t cap)
{
	Input *in = ctx;
	if (!in->ahead && ++in->reads == READS_ALONE + 1 && long_input(in->fd))
		in->ahead = readahead_start(in->fd);   /* or NULL: read on alone */
	if (in->ahead)
		return readahead_read(in->ahead, buf, cap);
	for (;;) {
		ssize_t n = read(in->fd, buf, cap);
		if (n >= 0)
			return (size_t)n;
		if (errno != EINTR)
			return (size_t)-1;
	}
}

/* A line of a regular file read again for a diagnostic, by pread, which
 * leaves the position that read and the read-ahead move alone */
static size_t file_reread(void *ctx, char *buf, size_t cap, uint64_t off)
{
	Input *in = ctx;
	ssize_t n;
	while ((n = pread(in->fd, buf, cap, in->start + (off_t)off)) < 0 && errno == EINTR)
		;
	return n < 0 ? (size_t)-1 : (size_t)n;
}

/* Once the thread reads ahead, its slots are lent rather than copied */
static size_t file_lend(void *ctx, char **data)
{
	Input *in = ctx;
	return in->ahead ? readahead_lend(in->ahead, data) : IR2LL_NOT_LENT;
}

static void file_give_back(void *ctx)
{
	Input *in = ctx;
	readahead_give_back(in->ahead);
}

/* Copies what the sink holds to f. Into a regular file the spill file
 * goes by sendfile, a copy inside the kernel (through the process, it was
 * read and written again: 662 against 619 ms for the 100 MB input, its
 * output 133 MB); into a pipe, sendfile took longer (606 against 552 ms). */
static int sink_copy(Sink *s, FILE *f)
{
	if (!s->file)   /* s->mem is NULL while nothing was written */
		return !s->len || fwrite(s->mem, 1, s->len, f) == s->len ? 0 : -1;
	if (fflush(s->file) != 0 || fflush(f) != 0)
		return -1;
	struct stat st;
	off_t at = 0, end = lseek(fileno(s->file), 0, SEEK_END);
	if (end > 0 && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
		while (at < end) {
			ssize_t n = sendfile(fileno(f), fileno(s->file), &at, (size_t)(end - at));
			if (n > 0 || (n < 0 && errno == EINTR))
				continue;
			if (n < 0 && at == 0 && (errno == EINVAL || errno == ENOSYS))
				break;   /* not into this f (opened to append): by read and write */
			return -1;
		}
		if (at == end)
			return 0;
	}
	char buf[1 << 16];
	size_t n;
	rewind(s->file);
	while ((n = fread(buf, 1, sizeof buf, s->file)) > 0)
		if (fwrite(buf, 1, n, f) != n)
			return -1;
	return ferror(s->file) ? -1 : 0;
}

/* Puts tmp in out's place. Renamed over an existing file, the new file is
 * written back to disk at once by ext4 (auto_da_alloc): 1.8 ms for a 2.6 MB
 * output, more than the translation of its 1 MB input takes. Exchanging the
 * two names is as atomic and costs nothing; the old file, now called tmp,
 * is then removed. */
static int replace_file(const char *tmp, const char *out)
{
#ifdef RENAME_EXCHANGE
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, out, RENAME_EXCHANGE) == 0) {
		remove(tmp);
		return 0;
	}
#endif
	return rename(tmp, out);   /* out did not exist, or no exchange here */
}

/* --emit-header=FILE: written to a temporary beside FILE that takes its
 * place on success, or, into a device or FIFO, held back in a sink and
 * written once the translation succeeded */
typedef struct Header {
	const char *path;
	char *tmp, *real;
	Sink sink;
} Header;

/* The header's include guard: its file name in capitals, other bytes
 * than letters and digits as '_' (kernel.h: KERNEL_H) */
static char *header_guard(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char *g = malloc(strlen(base) + 8), *p = g;
	if (!g)
		return NULL;
	if (!((*base >= 'a' && *base <= 'z') || (*base >= 'A' && *base <= 'Z')))
		p += sprintf(p, "HEADER_");
	for (; *base; base++)
		*p++ = (*base >= 'a' && *base <= 'z') ? (char)(*base - 'a' + 'A') :
		       ((*base >= 'A' && *base <= 'Z') || (*base >= '0' && *base <= '9')) ? *base : '_';
	*p = 0;
	return g;
}

static int header_open(Header *h)
{
	struct stat st;
	const char *path = h->path;
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) && (h->real = realpath(path, NULL)) != NULL)
		path = h->real;   /* replace the link's target, not the link */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		FILE *f = fopen(path, "ab");   /* can it be written? */
		if (!f)
			return -1;
		fclose(f);
		return 0;   /* held in h->sink */
	}
	if (!(h->tmp = malloc(strlen(path) + 16)))
		return -1;
	sprintf(h->tmp, "%s.tmpXXXXXX", path);
	int fd = mkstemp(h->tmp);
	mode_t mask = umask(0);
	umask(mask);
	if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0 || !(h->sink.file = fdopen(fd, "wb"))) {
		int err = errno;
		if (fd >= 0) {
			close(fd);
			remove(h->tmp);
		}
		free(h->tmp);
		h->tmp = NULL;
		errno = err;
		return -1;
	}
	return 0;
}

/* Puts the header in its place if rc is 0, or removes it; returns rc, or
 * 2 if the header could not be written */
static int header_close(Header *h, int rc)
{
	const char *path = h->real ? h->real : h->path;
	if (h->sink.error && rc == 2)
		fprintf(stderr, "ir2ll: cannot write '%s': %s\n", h->path, strerror(h->sink.error));
	if (h->tmp) {
		if (fclose(h->sink.file) != 0 && rc == 0) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", h->path, strerror(errno));
			rc = 2;
		}
		if (rc == 0 && replace_file(h->tmp, path) != 0) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", h->path, strerror(errno));
			rc = 2;
		}
		if (rc != 0)
			remove(h->tmp);
		free(h->tmp);
	} else {
		FILE *f = rc == 0 ? fopen(path, "wb") : NULL;
		if (rc == 0 && (!f || sink_copy(&h->sink, f) != 0 || fclose(f) != 0)) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", h->path, strerror(errno));
			rc = 2;
		}
		if (h->sink.file)   /* its spill file */
			fclose(h->sink.file);
	}
	free(h->sink.mem);
	free(h->real);
	return rc;
}

/* out: the file named by -o, or NULL for the output in general */
static void cannot_write(const char *out, int err)
{
	if (out)
		fprintf(stderr, "ir2ll: cannot write '%s': %s\n", out, strerror(err));
	else
		fprintf(stderr, "ir2ll: cannot write the output: %s\n", strerror(err));
}

__attribute__((format(printf, 1, 2)))
static int bad_usage(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "ir2ll: ");
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n(run 'ir2ll --help' for the options)\n");
	return 2;
}

static int int_option(const char *arg, const char *name, int lo, int hi, int *out)
{
	size_t n = strlen(name);
	if (strncmp(arg, name, n) != 0 || arg[n] != '=')
		return 0;
	char *end;
	long v = strtol(arg + n + 1, &end, 10);
	if (*end || end == arg + n + 1 || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 1;
}

int main(int argc, char **argv)
{
	/* the sinks below take their writes in order, from any thread */
	ir2ll_options opt = {.write_thread = 1, .lend = file_lend, .give_back = file_give_back};
	const char *in = NULL, *out = NULL;
	Header header = {0};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int r;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage, stdout);
			return 0;
		} else if (!strcmp(a, "--version")) {
			printf("ir2ll %s\n", IR2LL_VERSION);
			return 0;
		} else if (!strcmp(a, "-o")) {
			if (++i == argc)
				return bad_usage("%s needs a file name", a);
			out = argv[i];
		} else if (!strncmp(a, "-o", 2) && a[2]) {
			out = a + 2;
		} else if (!strncmp(a, "--target=", 9) && a[9]) {
			opt.target = a + 9;
		} else if (!strncmp(a, "--data-layout=", 14) && a[14]) {
			opt.data_layout = a + 14;
		} else if (!strcmp(a, "--emit-c-interface")) {
			opt.emit_c_interface = 1;
		} else if (!strncmp(a, "--emit-header", 13) && (!a[13] || a[13] == '=')) {
			if (!a[13] || !a[14] || !strcmp(a + 14, "-"))
				return bad_usage("--emit-header needs a file name: --emit-header=FILE");
			header.path = a + 14;
		} else if (!strcmp(a, "--use-bare-ptr-memref-call-conv")) {
			opt.bare_ptr_call_conv = 1;
		} else if (!strcmp(a, "--allow-unregistered-ops")) {
			opt.allow_unregistered_ops = 1;
		} else if (!strcmp(a, "--use-generic-functions")) {
			opt.use_generic_functions = 1;
		} else if (!strcmp(a, "--use-aligned-alloc")) {
			opt.use_aligned_alloc = 1;
		} else if (!strcmp(a, "-g")) {
			opt.debug_info = 1;
		} else if (!strcmp(a, "--grammar-only")) {
			opt.grammar_only = 1;
		} else if ((r = int_option(a, "--index-bitwidth", 8, 64, &opt.index_bitwidth)) != 0) {
			if (r < 0)
				return bad_usage("bad value in '%s': expected 8 to 64", a);
		} else if ((r = int_option(a, "--llvm-version", 1, 1000, &opt.llvm_version)) != 0) {
			if (r < 0)
				return bad_usage("%s: expected an LLVM major version", a);
		} else if ((r = int_option(a, "--max-errors", 1, 1000000, &opt.max_errors)) != 0) {
			if (r < 0)
				return bad_usage("bad value in '%s'", a);
		} else if (a[0] == '-' && a[1]) {
			return bad_usage("unknown option '%s'", a);
		} else if (in) {
			return bad_usage("more than one input file: '%s'", a);
		} else {
			in = a;
		}
	}
	char why[512];
	char *guard = NULL;
	if (header.path) {   /* checked with the others below, without a guard */
		opt.header_write = sink_write;
		opt.header_ctx = &header.sink;
	}
	if (ir2ll_check_options(&opt, why, sizeof why) != 0)
		return bad_usage("%s", why);
	FILE *inf = stdin;
	const char *name = "<stdin>";
	if (in && strcmp(in, "-") != 0) {
		inf = fopen(in, "rb");
		if (!inf) {
			fprintf(stderr, "ir2ll: cannot open '%s': %s\n", in, strerror(errno));
			return 2;
		}
		name = in;
	}
	Input input = {.fd = fileno(inf)};
	if (file_left(input.fd, &opt.input_size)) {   /* else input_size is left 0: not known */
		input.start = lseek(input.fd, 0, SEEK_CUR);
		opt.reread = file_reread;
	}
	Sink sink = {0};
	char *tmp = NULL, *real = NULL;
	FILE *dest = stdout;   /* where held-back output goes on success */
	struct stat st;
	bool dangling = false;
	if (out && strcmp(out, "-") != 0 && lstat(out, &st) == 0 && S_ISLNK(st.st_mode)) {
		if ((real = realpath(out, NULL)) != NULL)
			out = real;    /* replace the link's target, not the link */
		else
			dangling = true;
	}
	if (out && strcmp(out, "-") != 0 && (dangling || (stat(out, &st) == 0 && !S_ISREG(st.st_mode)))) {
		/* a device or FIFO (/dev/null, /dev/stdout): written in place, once
		 * the translation succeeded, never renamed over */
		if (!(dest = fopen(out, "wb"))) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", out, strerror(errno));
			return 2;
		}
		if (!dangling && S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 3)) {
			/* /dev/null throws away what it is given: nothing to hold
			 * back, and no writes worth a thread and its buffer */
			sink.file = dest;
			setvbuf(dest, NULL, _IONBF, 0);
			opt.write_thread = 0;
		}
	} else if (out && strcmp(out, "-") != 0) {
		if (!(tmp = malloc(strlen(out) + 16))) {
			fputs("ir2ll: out of memory\n", stderr);
			return 2;
		}
		sprintf(tmp, "%s.tmpXXXXXX", out);
		int fd = mkstemp(tmp);
		mode_t mask = umask(0);   /* give the output the usual permissions */
		umask(mask);
		if (fd < 0 || fchmod(fd, 0666 & ~mask) != 0 || !(sink.file = fdopen(fd, "wb"))) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", out, strerror(errno));
			return 2;
		}
		setvbuf(sink.file, NULL, _IONBF, 0);   /* the sink gets whole buffers */
	}
	if (header.path) {   /* last: a failure removes the -o temporary */
		if (!(guard = header_guard(header.path)) || header_open(&header) != 0) {
			fprintf(stderr, "ir2ll: cannot write '%s': %s\n", header.path,
			        guard ? strerror(errno) : "out of memory");
			if (tmp) {
				fclose(sink.file);
				remove(tmp);
			}
			if (dest != stdout)
				fclose(dest);
			if (inf != stdin)
				fclose(inf);
			free(tmp);
			free(real);
			free(guard);
			free(header.real);
			return 2;
		}
		opt.header_guard = guard;
	}
	int rc = ir2ll_translate(&opt, name, file_read, &input, sink_write, &sink, stderr);
	if (rc == IR2LL_NO_MEMORY)   /* it said so; a failure of the machine, as I/O is */
		rc = 2;
	if (input.ahead)
		readahead_end(input.ahead);
	if (inf != stdin)
		fclose(inf);
	if (sink.error)   /* rc is 2 */
		cannot_write(tmp ? out : NULL, sink.error);
	if (header.path)   /* in place before the output, or removed */
		rc = header_close(&header, rc);
	free(guard);
	if (tmp) {
		if (fclose(sink.file) != 0 && rc == 0) {
			cannot_write(out, errno);
			rc = 2;
		}
		if (rc == 0 && replace_file(tmp, out) != 0) {
			cannot_write(out, errno);
			rc = 2;
		}
		if (rc != 0)
			remove(tmp);
		free(tmp);
	} else if (rc == 0 && sink.file != dest) {
		if (sink_copy(&sink, dest) != 0 || fflush(dest) != 0) {
			cannot_write(NULL, errno);
			rc = 2;
		}
	}
	if (dest != stdout)
		fclose(dest);
	free(sink.mem);
	free(real);
	if (sink.file && !tmp && sink.file != dest)
		fclose(sink.file);
	return rc;
}
