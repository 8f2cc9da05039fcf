/* -g: DWARF debug info whose lines are the .mlir lines. While a function
 * is lowered, marks note from which offset of its instruction text on the
 * lines come from which op; the printer appends ', !dbg !N' to each line
 * from them, and after the function its DISubprogram and DILocations.
 * The module's own nodes (!0 to !5) come at the end: what is kept for the
 * module is the next node's number. */
#ifndef DEBUG_H
#define DEBUG_H
#include "ll.h"

enum { DEBUG_FIRST_NODE = 6 };   /* after the module's */

/* A position lines are given: numbered when a line first uses it */
typedef struct DebugLoc {
	uint32_t line, col;
	unsigned node;         /* its DILocation's number, 0 until used; */
	const char *suffix;    /* then ', !dbg !N' and the newline, */
	size_t suffix_len;     /* of this length */
	struct DebugLoc *next_used;
} DebugLoc;

/* The lines from text offset off on come from loc */
typedef struct DebugMark {
	size_t off;
	DebugLoc *loc;
} DebugMark;

typedef struct DebugFunc {
	const char *name;      /* escaped for a metadata string */
	bool local;            /* private: not seen outside the module */
	unsigned node;         /* its DISubprogram's number */
	DebugLoc fn;           /* the function's position, for lines of no op */
	DebugLoc *cur;         /* of the lines being written */
	DebugMark *marks;      /* in text order; the first at offset 0 */
	int nmarks, marks_cap;
	DebugLoc *used, *last_used;   /* numbered, in order */
} DebugFunc;

/* The positions of f's ops worked out while its text is kept (its ops
 * are walked in text order: the lines are counted once) */
void debug_hold_positions(Ctx *cx, Func *f);
/* A function's debug state, in the function arena; global is its LLVM
 * name (ll_global's). Only with -g: the callers look, so that the usual
 * path makes no call. */
DebugFunc *debug_func(Ctx *cx, const char *global, Loc loc, bool local);
/* The lines written from now on come from op; returns the position
 * debug_op_end goes back to */
DebugLoc *debug_op_begin(LFunc *L, DebugFunc *d, const Op *op);
void debug_op_end(LFunc *L, DebugFunc *d, DebugLoc *outer);
/* " !dbg !N" of a definition, after its parameters */
void debug_define(Ctx *cx, const DebugFunc *d);
/* The lines of a block, each with its ', !dbg !N' */
void debug_lines(Ctx *cx, LFunc *L, DebugFunc *d, const LBlock *b);
/* After the function: its DISubprogram and the DILocations its lines used */
void debug_func_end(Ctx *cx, DebugFunc *d);
/* The module's compile unit, file and flags */
void debug_module_end(Ctx *cx);

#endif
