/* Printing the LLVM-level form as .ll text. */
#ifndef EMIT_H
#define EMIT_H
#include "lower/lower.h"

void emit_lines(Ctx *cx, LFunc *L, const LBlock *b);   /* instructions of b */
void emit_function(Ctx *cx, Lower *lw, Func *f);
void emit_declarations(Ctx *cx, Lower *lw);

/* header.c: the C header of --emit-header (opt->header_write) */
void header_begin(Ctx *cx);
void header_func(Ctx *cx, Func *f, bool external);   /* one with the C interface */
void header_end(Ctx *cx);

#endif
