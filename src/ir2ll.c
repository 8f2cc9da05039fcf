/* The library entry point: set up a translation, parse (which lowers and
 * prints each function as soon as it is complete), then print the
 * declarations the module needs. */
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "emit.h"
#include "lower/lower.h"
#include "parser.h"
#include "target.h"

int ir2ll_check_options(const ir2ll_options *opt, char *msg, size_t cap)
{
	const char *why;
	if (opt->emit_c_interface && opt->bare_ptr_call_conv) {   /* MLIR 22 would emit no wrapper */
		snprintf(msg, cap, "--emit-c-interface and --use-bare-ptr-memref-call-conv do not go "
		         "together: the bare-pointer convention has no C interface");
		return -1;
	}
	if (opt->header_write && opt->bare_ptr_call_conv) {
		snprintf(msg, cap, "--emit-header and --use-bare-ptr-memref-call-conv do not go together: "
		         "the header declares _mlir_ciface_ functions, which the bare-pointer convention "
		         "does not have");
		return -1;
	}
	if (opt->llvm_version && opt->llvm_version < 13) {
		snprintf(msg, cap, "--llvm-version=%d: LLVM 12 and older are not supported; the oldest is 13",
		         opt->llvm_version);
		return -1;
	}
	if (opt->target && (why = target_problem(opt->target))) {
		snprintf(msg, cap, "--target=%s: %s", opt->target, why);
		return -1;
	}
	if (opt->data_layout && (why = data_layout_problem(opt->data_layout))) {
		snprintf(msg, cap, "--data-layout=%s: %s", opt->data_layout, why);
		return -1;
	}
	return 0;
}

/* 'target ... = "VALUE"' with the value's quotes and backslashes escaped */
static void header_line(Ctx *cx, const char *head, const char *value)
{
	out_str(cx, head);
	out_escaped(cx, value);
	out_str(cx, "\"\n");
}

/* Where running out of memory goes, for everything that allocates: the
 * translation's jmp_buf, or NULL once it is gone */
static void set_nomem(Ctx *cx, Parser *P, jmp_buf *to)
{
	cx->nomem = cx->perm.nomem = cx->fa.nomem = P->scratch.nomem = to;
	cx->llnames.nomem = P->words.nomem = P->block_words.nomem = to;
}

/* Reads and translates the whole input (the parser lowers and prints each
 * function as soon as it is complete) and ends the module; false if memory
 * ran out on the way. Its own function, as what the caller of setjmp
 * changes after it is not to be read after the longjmp. */
static bool translate_input(Ctx *cx, Parser *P, ir2ll_read_fn read, void *read_ctx)
{
	jmp_buf nomem;
	if (setjmp(nomem))
		return false;
	set_nomem(cx, P, &nomem);
	lex_init(cx->lex, cx, read, cx->opt->give_back ? cx->opt->lend : NULL, cx->opt->give_back,
	         read_ctx);
	out_begin(cx);
	ops_init(&cx->ops);
	map_init(&cx->type_alias, &cx->perm, 16);
	map_init(&cx->attr_alias, &cx->perm, 16);
	map_init(&cx->decls, &cx->perm, 16);
	cx->resource_globals_end = &cx->resource_globals;

	if (cx->opt->data_layout)
		header_line(cx, "target datalayout = \"", cx->opt->data_layout);
	if (cx->opt->target)
		header_line(cx, "target triple = \"", cx->opt->target);
	if (cx->opt->data_layout || cx->opt->target)
		out_str(cx, "\n");
	if (cx->opt->header_write) {
		map_init(&cx->header_structs, &cx->perm, 16);
		header_begin(cx);
	}

	while (yyparse(P) != 0 && cx->nerrors <= cx->max_errors && parser_recover(P))
		;
	if (cx->lex->io_error) {
		fprintf(cx->diag, "%s: error: cannot read the input\n", cx->filename);
		cx->write_failed = true;
	}
	if (!cx->nerrors)   /* a global with an error is not defined */
		b_check_globals(cx);
	if (!cx->nerrors)
		b_resource_globals(cx);
	if (!cx->nerrors)
		lower_module_end(cx);
	if (!cx->nerrors && cx->opt->header_write)
		header_end(cx);
	return true;
}

int ir2ll_translate(const ir2ll_options *opt, const char *filename,
                    ir2ll_read_fn read, void *read_ctx,
                    ir2ll_write_fn write, void *write_ctx, FILE *diagnostics)
{
	static const ir2ll_options defaults = {0};
	char why[512];
	if (ir2ll_check_options(opt ? opt : &defaults, why, sizeof why) != 0) {
		fprintf(diagnostics ? diagnostics : stderr, "ir2ll: %s\n", why);
		return IR2LL_OPTION_ERROR;
	}
	Ctx *cx = calloc(1, sizeof *cx);
	if (!cx) {
		fprintf(diagnostics ? diagnostics : stderr, "%s: error: out of memory\n",
		        filename ? filename : "<stdin>");
		return IR2LL_NO_MEMORY;
	}
	cx->opt = opt ? opt : &defaults;
	cx->filename = filename ? filename : "<stdin>";
	cx->diag = diagnostics ? diagnostics : stderr;
	cx->max_errors = cx->opt->max_errors > 0 ? cx->opt->max_errors : 20;
	cx->ptr_bits = target_pointer_bits(cx->opt->target, cx->opt->data_layout);
	cx->typed_ptrs = cx->opt->llvm_version && cx->opt->llvm_version <= 14;
	cx->index_bits = cx->opt->index_bitwidth > 0 ? cx->opt->index_bitwidth : cx->ptr_bits;
	cx->write = write;
	cx->write_ctx = write_ctx;
	Lexer lex = {0};
	cx->lex = &lex;
	Parser P = {.cx = cx, .a = &cx->perm, .item_done = true};
	bool done = translate_input(cx, &P, read, read_ctx);
	set_nomem(cx, &P, NULL);   /* no allocation may fail into the dead jmp_buf */
	if (!done) {   /* the output so far is discarded, as after a failed write */
		if (P.fn)   /* where it was held when its text may be gone */
			fprintf(cx->diag, "%s:%u:%u: error: out of memory translating function '@%s'\n",
			        cx->filename, P.fn->loc.line, P.fn->loc.col, P.fn->name);
		else
			fprintf(cx->diag, "%s: error: out of memory\n", cx->filename);
		cx->write_failed = true;
	}
	out_end(cx);
	if (cx->nerrors > cx->max_errors)
		fprintf(cx->diag, "%s: too many errors (%d), stopped after %d\n", cx->filename,
		        cx->nerrors, cx->max_errors);

	int rc = !done ? IR2LL_NO_MEMORY
	       : cx->write_failed ? IR2LL_IO_ERROR : cx->nerrors ? IR2LL_INPUT_ERROR : IR2LL_OK;
	b_free(&P);   /* names left over when the input ended inside a function */
	reader_free(&P);
	parser_free(&P);
	arena_free(&P.scratch);
	free(cx->symtab);
	numset_free(&cx->llnames);
	ll_end_module(cx);
	type_free_all(cx);
	free(cx->out);
	lex_free(&lex);
	arena_free(&cx->fa);
	arena_free(&cx->perm);
	free(cx);
	return rc;
}
