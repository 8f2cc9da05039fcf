/* Affine maps as MLIR spells them, affine_map<(d0, d1)[s0] -> (d0 * 16 +
 * s0 + d1)>: parsed into expression trees, and a memref layout's map
 * reduced to strides and an offset, as MLIR's getStridesAndOffset does. */
#ifndef AFFINE_H
#define AFFINE_H
#include <stddef.h>
#include <stdint.h>
#include "arena.h"

typedef enum AffineKind {
	AFF_CONST, AFF_DIM, AFF_SYM, AFF_ADD, AFF_MUL, AFF_FLOORDIV, AFF_CEILDIV, AFF_MOD
} AffineKind;

typedef struct AffineExpr {
	AffineKind kind;
	int64_t value;                 /* AFF_CONST: the value; AFF_DIM, AFF_SYM: the position */
	int depth;                     /* of the tree: 1 for a leaf */
	struct AffineExpr *l, *r;      /* the binary kinds' operands */
} AffineExpr;

typedef struct AffineMap {
	int ndims, nsyms, nresults;
	AffineExpr **results;
} AffineMap;

/* Parses the len bytes at text, 'affine_map<...>', into *m (its trees in
 * a); returns NULL, or what is wrong. */
const char *affine_parse(Arena *a, const char *text, size_t len, AffineMap *m);

/* m as the layout of a memref of its ndims dimensions: 0 for the
 * identity; 1 for a strided layout, its strides in strides[ndims] and its
 * offset in *offset (DYN where they depend on symbols); -1 if m is not in
 * strided form, with why in *why. */
int affine_layout(Arena *a, const AffineMap *m, int64_t *strides, int64_t *offset, const char **why);

/* What keeps e from being lowered as MLIR's --lower-affine does, or
 * NULL: a product of two expressions of dimensions, or a floordiv,
 * ceildiv or mod by other than a positive constant. */
const char *affine_problem(const AffineExpr *e);

#endif
