/* The library entry point: set up a translation, parse (which lowers and
 * prints each function as soon as it is complete), then print the
 * declarations the module needs. */
#include <stdlib.h>
#include <string.h>
#include "build.h"
#include "lower/lower.h"
#include "parser.h"

int ir2ll_translate(const ir2ll_options *opt, const char *filename,
                    ir2ll_read_fn read, void *read_ctx,
                    ir2ll_write_fn write, void *write_ctx, FILE *diagnostics)
{
	static const ir2ll_options defaults = {0};
	Ctx *cx = calloc(1, sizeof *cx);
	if (!cx)
		return IR2LL_IO_ERROR;
	cx->opt = opt ? opt : &defaults;
	cx->filename = filename ? filename : "<stdin>";
	cx->diag = diagnostics ? diagnostics : stderr;
	cx->max_errors = cx->opt->max_errors > 0 ? cx->opt->max_errors : 20;
	cx->index_bits = cx->opt->index_bitwidth > 0 ? cx->opt->index_bitwidth : 64;
	cx->write = write;
	cx->write_ctx = write_ctx;
	ops_init(&cx->ops);
	map_init(&cx->type_alias, &cx->perm, 16);
	map_init(&cx->attr_alias, &cx->perm, 16);
	map_init_heap(&cx->symbols, &cx->perm, 256);

	Lexer lex;
	lex_init(&lex, cx, read, read_ctx);
	cx->lex = &lex;
	Parser P = {.cx = cx, .a = &cx->perm};
	while (yyparse(&P) != 0 && cx->nerrors <= cx->max_errors && parser_recover(&P))
		;
	if (lex.io_error) {
		fprintf(cx->diag, "%s: error: cannot read the input\n", cx->filename);
		cx->write_failed = true;
	}
	if (!cx->nerrors)
		lower_module_end(cx);
	out_flush(cx);
	if (cx->nerrors > cx->max_errors)
		fprintf(cx->diag, "%s: too many errors (%d), stopped after %d\n", cx->filename,
		        cx->nerrors, cx->max_errors);

	int rc = cx->write_failed ? IR2LL_IO_ERROR : cx->nerrors ? IR2LL_INPUT_ERROR : IR2LL_OK;
	map_free(&P.values);   /* left over when the input ended inside a function */
	arena_free(&P.scratch);
	map_free(&cx->symbols);
	free(cx->types);
	free(cx->out);
	lex_free(&lex);
	arena_free(&cx->fa);
	arena_free(&cx->perm);
	free(cx);
	return rc;
}
