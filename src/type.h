/* MLIR types, uniqued in the module arena so that equal types are equal
 * pointers. Each type caches its LLVM spelling and its MLIR spelling. */
#ifndef TYPE_H
#define TYPE_H
#include <stdbool.h>
#include <stdint.h>

typedef enum TypeKind {
	TY_INT, TY_INDEX, TY_FLOAT, TY_VECTOR, TY_MEMREF, TY_UMEMREF,
	TY_COMPLEX, TY_FUNC, TY_TENSOR, TY_NONE,
	TY_ERROR               /* stands for a type that had an error: never mismatches */
} TypeKind;

enum { DYN = INT64_MIN };   /* a '?' size, stride or offset */
enum { VECTOR_RANK_MAX = 64 };   /* the verifier's limit: positions fit arrays of this size */

typedef enum Layout { LAYOUT_IDENTITY, LAYOUT_STRIDED, LAYOUT_CONTIGUOUS } Layout;

typedef struct Type Type;
struct Type {
	TypeKind kind;
	int width;             /* TY_INT, TY_FLOAT: bits */
	char sign;             /* TY_INT: 0 signless, 's' signed (si8), 'u' unsigned (ui8) */
	bool bf16;             /* TY_FLOAT of width 16: bfloat16 */
	int rank;              /* TY_VECTOR, TY_MEMREF, TY_TENSOR */
	const int64_t *shape;
	Type *elem;
	Layout layout;         /* TY_MEMREF */
	const int64_t *strides;/* effective strides, for any layout */
	const int64_t *order;  /* LAYOUT_CONTIGUOUS: the dimensions, outermost first */
	int64_t offset;        /* effective offset */
	int memspace;
	int nin, nout;         /* TY_FUNC */
	Type *const *ins, *const *outs;
	/* interning */
	unsigned hash;
	unsigned id;           /* module types: a number for compact signatures */
	bool local;            /* lives with the function (see type_intern) */
	bool lowers;           /* passes the verifier's type check (see intern) */
	Type *next;
	const char *ll, *mlir;
	const char *ll_ptr;     /* memrefs: their pointers' LLVM type ('ptr', or
	                           'float*' with typed pointers), set with ll */
};

/* One table of interned types. */
typedef struct TypeTable {
	Type **buckets;
	unsigned n, cap;
} TypeTable;

struct Ctx;
Type *type_int(struct Ctx *cx, int width);
Type *type_int_signed(struct Ctx *cx, int width, char sign);   /* si<width> ('s'), ui<width> ('u') */
Type *type_index(struct Ctx *cx);
Type *type_float(struct Ctx *cx, int width, bool bf16);
Type *type_none(struct Ctx *cx);
Type *type_error(struct Ctx *cx);
/* The vector of that shape (rank dimensions) and element type */
Type *type_vector(struct Ctx *cx, Type *elem, int rank, const int64_t *shape);
/* Returns the interned copy of a type built on the stack. Function types
 * written inside a function (every signature, call and constant has one,
 * mostly all different) are interned with the function and dropped with
 * it; all other types live as long as the module. */
Type *type_intern(struct Ctx *cx, const Type *proto);
/* Whether t is bf16 or has it inside (LLVM 14 cannot lower bfloat) */
bool type_has_bf16(const Type *t);
/* The strides of a row-major memref of this shape: products of the
 * trailing sizes, dynamic from a dynamic size on, and from a product
 * that 64 bits cannot hold (no memory is that large; MLIR wraps it
 * around) */
int64_t *type_identity_strides(struct Arena *a, int rank, const int64_t *shape);
/* The same, with the dimensions in the given order, outermost first (a
 * contiguous layout's): running products of the sizes from the innermost */
int64_t *type_ordered_strides(struct Arena *a, int rank, const int64_t *shape, const int64_t *order);
void type_fill_strides(int64_t *s, int rank, const int64_t *shape, const int64_t *order);
/* The module-lifetime twin of t (t itself unless it is local). */
Type *type_global(struct Ctx *cx, Type *t);
/* A module type by its id. */
Type *type_by_id(struct Ctx *cx, unsigned id);
/* Called when the function arena is reset: drops the local types. */
void type_forget_local(struct Ctx *cx);
void type_free_all(struct Ctx *cx);

const char *type_ll_spell(struct Ctx *cx, Type *t);
/* A pointer to pointee in memory space as: "ptr", "ptr addrspace(N)";
 * with typed pointers (--llvm-version=13, 14) "T*", "T addrspace(N)*"
 * (in arena a, but for "ptr" and "i8*") */
struct Arena;
const char *type_ptr_to(struct Ctx *cx, struct Arena *a, const char *pointee, int as);
const char *type_mlir(struct Ctx *cx, Type *t);  /* e.g. "memref<?xf32>" */
int type_bits(struct Ctx *cx, const Type *t);    /* scalar bit width, index included */
/* The bytes an element of type t takes in MLIR's dense storage, as in a
 * hex dense<"0x..."> value and a dense_resource blob: its bits rounded up
 * to bytes, index 8 at any width, a complex number's two parts; 0 for
 * i1 (packed in bits) and types that have none */
int type_storage_bytes(struct Ctx *cx, const Type *t);

/* The small ones are inline: the lowering asks them for every operand. */
/* A memref's pointer type: 'ptr', 'ptr addrspace(1)', or with typed
 * pointers (--llvm-version=13, 14) 'float*', 'float addrspace(1)*' */
static inline const char *type_ll_ptr(struct Ctx *cx, Type *t)
{
	if (!t->ll)
		type_ll_spell(cx, t);
	return t->ll_ptr;
}
static inline const char *type_ll(struct Ctx *cx, Type *t)   /* e.g. "{ ptr, ptr, i64 }" */
{
	return t->ll ? t->ll : type_ll_spell(cx, t);
}

static inline Type *type_scalar(Type *t)         /* element type of a vector */
{
	return t->kind == TY_VECTOR ? t->elem : t;
}

static inline int64_t type_count(const Type *t)   /* a vector's elements */
{
	int64_t n = 1;
	for (int i = 0; i < t->rank; i++)
		n *= t->shape[i];
	return n;
}

/* signless iN, index, or a vector of them: what arith's integer ops take */
static inline bool type_is_int_like(const Type *t)
{
	if (t->kind == TY_VECTOR)
		t = t->elem;
	return (t->kind == TY_INT && !t->sign) || t->kind == TY_INDEX;
}

static inline bool type_is_float_like(const Type *t)
{
	if (t->kind == TY_VECTOR)
		t = t->elem;
	return t->kind == TY_FLOAT;
}

static inline int type_desc_fields(const Type *t)   /* scalar fields of a memref descriptor */
{
	return t->kind == TY_UMEMREF ? 2 : 3 + 2 * t->rank;
}

#endif
