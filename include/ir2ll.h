/* ir2ll: translate textual MLIR to LLVM IR text.
 *
 * The library reads its input through a callback, writes its output through
 * another, and reports diagnostics to a stream. It keeps no global state:
 * several translations may run at once in different threads. */
#ifndef IR2LL_H
#define IR2LL_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Reads up to cap bytes into buf; returns the count, 0 at end of input,
 * or (size_t)-1 on a read error. */
typedef size_t (*ir2ll_read_fn)(void *ctx, char *buf, size_t cap);
/* Writes len bytes; returns 0 on success. */
typedef int (*ir2ll_write_fn)(void *ctx, const char *buf, size_t len);

/* Optional, beside read: hands over the input's next bytes where they
 * already lie in memory, rather than having read copy them (the command
 * line's read-ahead thread lends its buffers). Sets *data and returns
 * their count; the IR2LL_LEND_BEFORE bytes before *data and the
 * IR2LL_LEND_AFTER after the last byte may be written too. Returns 0 at
 * the end of the input, (size_t)-1 on a read error (as read does), or
 * IR2LL_NOT_LENT to have these bytes read through read. Each piece lent
 * stays the library's until it calls give_back, once for each piece, in
 * the order they were lent; it gives back all of them before
 * ir2ll_translate returns. */
typedef size_t (*ir2ll_lend_fn)(void *ctx, char **data);
typedef void (*ir2ll_give_back_fn)(void *ctx);
#define IR2LL_NOT_LENT ((size_t)-2)
enum { IR2LL_LEND_BEFORE = 32 * 1024, IR2LL_LEND_AFTER = 16 };

/* Optional, beside read: reads up to cap bytes of the input again, from
 * the offset off of what read gave (pread on a regular file). Called with
 * read's ctx, only while a diagnostic is printed: to quote a line that the
 * library let go of, such as a call's in a function translated before.
 * Returns the count, or (size_t)-1; without it such a line is not quoted. */
typedef size_t (*ir2ll_reread_fn)(void *ctx, char *buf, size_t cap, uint64_t off);

typedef struct ir2ll_options {
	int emit_c_interface;   /* _mlir_ciface_ wrappers for every function */
	int bare_ptr_call_conv; /* --use-bare-ptr-memref-call-conv: a memref of
	                           static shape and strides crosses a function
	                           boundary as one pointer */
	int use_generic_functions; /* --use-generic-functions: allocate and free
	                           through _mlir_memref_to_llvm_alloc,
	                           _aligned_alloc and _free */
	int allow_unregistered_ops; /* --allow-unregistered-ops: a generic op of
	                           a name ir2ll does not know is a call of an
	                           external function of that name */
	int use_aligned_alloc;  /* --use-aligned-alloc: memref.alloc calls
	                           aligned_alloc rather than padding malloc */
	int index_bitwidth;     /* 0: the pointer width of the target, 64 by default */
	const char *target;     /* 'target triple', or NULL */
	const char *data_layout;/* 'target datalayout', or NULL */
	int max_errors;         /* 0: 20 */
	int llvm_version;       /* the oldest LLVM the output is for: 0 for 15;
	                           13 and 14 get typed pointers (LLVM 13 and 14
	                           only); 19 and later take llvm.minimum and
	                           llvm.maximum on every target */
	int debug_info;         /* -g: DWARF debug info whose lines are the input's
	                           (its file: the filename given to ir2ll_translate) */
	int grammar_only;       /* every token through the grammar, none of the
	                           reader's shortcuts: the output is the same,
	                           only slower (for testing that it is) */
	int write_thread;       /* a long output's writes may be made on a
	                           second thread, overlapping the translation:
	                           one call of write at a time, in order, all
	                           made before ir2ll_translate returns */
	size_t input_size;      /* the input's length in bytes, if known (0: not
	                           known): the output of an input of 2 MiB or
	                           more is long from its start (write_thread) */
	ir2ll_write_fn header_write;   /* --emit-header: where the C header of the
	                           _mlir_ciface_ functions goes, as the functions
	                           are translated (on the calling thread), or
	                           NULL; like the output, to be discarded unless
	                           ir2ll_translate returns IR2LL_OK */
	void *header_ctx;
	const char *header_guard;   /* its include guard; NULL: IR2LL_CIFACE_H */
	ir2ll_lend_fn lend;     /* with give_back, optional: called with the */
	ir2ll_give_back_fn give_back;   /* read callback's ctx */
	ir2ll_reread_fn reread; /* optional; called with the read callback's ctx */
} ir2ll_options;

enum {
	IR2LL_OK = 0,
	IR2LL_INPUT_ERROR = 1,  /* the input has errors; diagnostics were printed */
	IR2LL_IO_ERROR = 2,     /* reading or writing failed */
	IR2LL_OPTION_ERROR = 3, /* an option LLVM would not take (ir2ll_check_options) */
	IR2LL_NO_MEMORY = 4     /* memory ran out; the translation stopped, and
	                           the output so far is to be discarded */
};

/* Checks the options that end up in the output (--target, --data-layout)
 * the way LLVM would; returns 0, or -1 with why in msg. ir2ll_translate
 * does this first. */
int ir2ll_check_options(const ir2ll_options *opt, char *msg, size_t cap);

/* Translates the MLIR read from `read` into LLVM IR passed to `write`.
 * `filename` is the name diagnostics use. Output is written as functions
 * are translated: a caller that must not expose partial output on error
 * buffers it (the command line does). */
int ir2ll_translate(const ir2ll_options *opt, const char *filename,
                    ir2ll_read_fn read, void *read_ctx,
                    ir2ll_write_fn write, void *write_ctx,
                    FILE *diagnostics);

#endif
