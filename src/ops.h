/* The op table: one row per op in ops.def. */
#ifndef OPS_H
#define OPS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum OpId {
	OP_UNKNOWN,        /* a generic-form op whose name is not in the table */
#define OP(id, name, legacy, syntax, typing, lower, mnemonic) OP_##id,
#include "ops.def"
#undef OP
	OP_COUNT
} OpId;

/* How an op's custom form gives its operand and result types. */
typedef enum Typing {
	TYPING_NONE,        /* the op's builder types it */
	TYPING_SAME,        /* operands and the result all have the one type */
	TYPING_SAME_COMPLEX,/* like SAME, of complex types (out of SAME's fast path) */
	TYPING_SAME2,       /* like SAME, with two results */
	TYPING_UNARY,       /* like SAME, of one operand */
	TYPING_UNARY2,      /* like UNARY, with two results */
	TYPING_TERNARY,     /* like SAME, of three operands */
	TYPING_CLASS,       /* one operand T, result i1 (of T's shape) */
	TYPING_FPOWI,       /* : T, I -> operands T and I, result T */
	TYPING_ADD_EXTENDED,/* : T, i1 -> results T and i1 */
	TYPING_CMP,         /* operands T, result i1 (of T's shape) */
	TYPING_SELECT,      /* : [cond type,] T */
	TYPING_CAST,        /* : T to U */
	TYPING_CONSTANT,
	TYPING_RESULT,      /* : T, no operands, one result of type T */
	TYPING_MASK,        /* : T, index operands, one result of type T */
	TYPING_LIST,        /* operands have the listed types, no result */
	TYPING_CALL,
	TYPING_BRANCH,
	TYPING_ALLOC,
	TYPING_LOAD,
	TYPING_STORE,
	TYPING_DIM,
	TYPING_COPY,        /* : T to U, operands T and U, no result */
	TYPING_CONVERT,     /* : T to U, operand T, result U; the verifier checks them */
	TYPING_SPLAT,       /* : T, operand T's element, result T */
	TYPING_ELEMENTS,    /* : T, the elements of vector T: operands or results */
	TYPING_OUTERPRODUCT,/* : T, U -> operands T, U and the result's type, result of T and U */
	TYPING_CREATE,      /* : complex<T> -> operands T and T, result complex<T> */
	TYPING_PART,        /* : complex<T> -> operand complex<T>, result T */
	TYPING_EQ,          /* : T -> operands T and T, result i1 */
} Typing;

typedef struct OpInfo {
	const char *name, *legacy;
	int syntax;         /* parser token */
	Typing typing;
	const char *mnemonic;
} OpInfo;

extern const OpInfo op_info[OP_COUNT];

/* memref.atomic_rmw's kinds, in MLIR's order (the generic form's 'kind'
 * is the index): the LLVM atomicrmw operation, NULL for one MLIR 22 does
 * not lower to LLVM; of floats, integers or either */
enum { RMW_KINDS = 16, RMW_INT = 0, RMW_FLOAT = 1, RMW_ANY = 2 };
typedef struct RmwKind {
	const char *name, *ll;
	int of;
} RmwKind;
extern const RmwKind rmw_kinds[RMW_KINDS];
/* vector.reduction's kinds (both forms name them: <add>,
 * #vector.kind<add>): the llvm.vector.reduce intrinsic's name, and the
 * element types they take (RMW_INT, RMW_FLOAT, RMW_ANY) */
enum { VRED_KINDS = 13 };
typedef struct VredKind {
	const char *name, *ll;
	int of;
} VredKind;
extern const VredKind vred_kinds[VRED_KINDS];
/* vector.print's punctuation, in MLIR's order (#vector.punctuation<...>):
 * what it prints after the value, or alone */
enum { VPRINT_NONE, VPRINT_NEWLINE, VPRINT_COMMA, VPRINT_OPEN, VPRINT_CLOSE, VPRINT_KINDS };
extern const char *const vprint_kinds[VPRINT_KINDS];
/* memref.prefetch's hint in Op.imm: write, locality and data cache bits */
enum { PREFETCH_WRITE = 1, PREFETCH_LOCALITY_SHIFT = 1, PREFETCH_DATA = 8 };

/* Name -> op: a perfect hash, found once per translation (no global
 * state). A name's slot keeps its length and its first and last bytes as
 * two words, so a lookup compares words rather than strings, once. */
enum {   /* the legacy names: a legacy column of 0 stringizes to "0" */
	OPS_LEGACY = 0
#define OP(id, name, legacy, syntax, typing, lower, mnemonic) + (sizeof(#legacy) > 2)
#include "ops.def"
#undef OP
};
/* slot[0] and a slot per name */
enum { OPS_HASH_BITS = 12, OPS_HASH_SIZE = 1 << OPS_HASH_BITS, OPS_NAMES = OP_COUNT + OPS_LEGACY };
typedef struct OpSlot {
	uint64_t head, tail;
	short id;            /* 0: empty */
	unsigned char len;
	bool legacy;         /* the op's legacy name */
	int syntax;          /* op_info[id].syntax; T_BARE_ID in slot[0] */
} OpSlot;
/* What the verifier expects of an op: the bounds of its operand, result,
 * successor and region counts (lo[i] to lo[i] + span[i]), and the checks
 * that apply to it. verify.c fills the rows on its first use. */
typedef struct OpRule {
	int lo[4];
	unsigned span[4];
	unsigned flags;
	bool exact;          /* every span is 0 */
} OpRule;
typedef struct OpTable {
	uint64_t mul;                        /* the hash's multiplier */
	unsigned short index[OPS_HASH_SIZE]; /* hash -> slot; 0: none */
	OpSlot slot[OPS_NAMES];              /* slot[0] is empty */
	OpRule rule[OP_COUNT];
	bool rules_ready;
} OpTable;

/* The multiplier ops_init tries first, which must fit the names of
 * ops.def: each further try costs every translation its time (thousands
 * of tries, 40 ms, once three ops were added). tests/lib/ops_hash.c checks
 * it and prints the one to put here when ops.def changes. */
#define OPS_HASH_MUL 0x92071e02860b8eefu
void ops_init(OpTable *t);
/* Looks up a custom-form op name (current or legacy spelling): its slot,
 * whose syntax is the token it parses as, or slot[0] (id OP_UNKNOWN, syntax
 * T_BARE_ID) if none. */
const OpSlot *ops_lookup(const OpTable *t, const char *s, size_t n);
/* Looks up a generic-form name such as "arith.addi"; OP_UNKNOWN if none. */
OpId ops_find(const OpTable *t, const char *s, size_t n);

#endif
