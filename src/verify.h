/* Checks a parsed function before lowering, so that lowering can assume a
 * well-formed function: every error here has a position and a message. */
#ifndef VERIFY_H
#define VERIFY_H
#include "ast.h"

bool verify_func(Ctx *cx, Func *f);
bool verify_decl(Ctx *cx, Func *f, Value **args, int n);

#endif
