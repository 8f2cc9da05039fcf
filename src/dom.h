/* SSA dominance checking of a parsed function. */
#ifndef DOM_H
#define DOM_H
#include "ast.h"

bool dom_check_func(Ctx *cx, Func *f);

#endif
