/* Printing the LLVM-level form as .ll text. */
#ifndef EMIT_H
#define EMIT_H
#include "lower/lower.h"

/* instructions of b, with their positions if d (-g) */
void emit_lines(Ctx *cx, LFunc *L, const LBlock *b, struct DebugFunc *d);
void emit_function(Ctx *cx, Lower *lw, Func *f);
bool emit_declarations(Ctx *cx, Lower *lw);   /* whether there were any */

/* header.c: the C header of --emit-header (opt->header_write) */
void header_begin(Ctx *cx);
void header_func(Ctx *cx, Func *f, bool external);   /* one with the C interface */
void header_end(Ctx *cx);

#endif
