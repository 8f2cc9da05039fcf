/* The AST of one MLIR function, the attributes it carries, and the
 * translation context shared by every phase. The AST lives in the function
 * arena and is dropped after the function is printed. */
#ifndef AST_H
#define AST_H
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "arena.h"
#include "ir2ll.h"
#include "lex.h"
#include "ops.h"
#include "type.h"

typedef struct Attr Attr;
typedef struct Value Value;
typedef struct Op Op;
typedef struct Block Block;
typedef struct Region Region;
typedef struct Func Func;
typedef struct LVal LVal;
typedef struct ResourceGlobal ResourceGlobal;

typedef enum AttrKind {
	AT_INT, AT_FLOAT, AT_BOOL, AT_STRING, AT_SYMBOL, AT_TYPE, AT_ARRAY,
	AT_DICT, AT_UNIT, AT_DENSE, AT_STRIDED, AT_CONTIGUOUS, AT_OPAQUE, AT_LOC,
	AT_RESOURCE,           /* dense_resource<key>: text is the key */
	AT_COMPLEX             /* (re, im) in a dense<...> value: elems[0], [1] */
} AttrKind;

struct Attr {
	AttrKind kind;
	Loc loc;
	Type *type;            /* typed literal ': T', or AT_TYPE */
	const char *text;      /* literal digits, string contents, symbol name */
	bool neg;              /* a '-' before a number */
	bool b;                /* AT_BOOL */
	bool decimal;          /* AT_INT: text is decimal digits, no leading 0,
	                          and offset holds the value */
	int n;                 /* AT_ARRAY, AT_DICT, AT_STRIDED, AT_CONTIGUOUS:
	                          element count */
	Attr **elems;
	const char **keys;     /* AT_DICT */
	int64_t *strides;      /* AT_STRIDED; AT_CONTIGUOUS: its dimensions,
	                          outermost first */
	int64_t offset;
};

/* A lowered value: an LLVM operand spelling, and its value if constant. */
struct LVal {
	const char *s;
	bool is_const;
	int64_t c;
};

struct Value {
	Type *type;
	const char *name;      /* as written, without '%' */
	Loc loc;               /* definition, or first use while undefined */
	Op *def;               /* defining op, or NULL for a block argument */
	Block *owner;          /* block of a block argument; of a named result,
	                          its op's block (see entry_def) */
	LVal *ll;              /* lowered: 1 field, or a memref's descriptor fields */
	int index;             /* result or argument number */
	bool defined;
	bool entry_def;        /* defined in the entry block of its region: its
	                          definition dominates every use its name can
	                          have after it (see Op.checked) */
	uint16_t num;          /* N + 1 for a name '%N' the builder read as the
	                          number N (below UINT16_MAX), so the lowering
	                          need not read it again; else 0 */
};

/* Op flags from 'overflow<...>' and 'fastmath<...>'. */
enum {
	FLAG_NSW = 1, FLAG_NUW = 2,
	FLAG_UNSIGNED = 1 << 2,   /* scf.for unsigned: the bound compared unsigned */
	FLAG_NEAREST_EVEN = 1 << 3,   /* arith.truncf to_nearest_even: its default */
	FM_NNAN = 1 << 4, FM_NINF = 1 << 5, FM_NSZ = 1 << 6, FM_ARCP = 1 << 7,
	FM_CONTRACT = 1 << 8, FM_AFN = 1 << 9, FM_REASSOC = 1 << 10,
	FM_FAST = FM_NNAN | FM_NINF | FM_NSZ | FM_ARCP | FM_CONTRACT | FM_AFN | FM_REASSOC,
	FLAG_PRINT_STR = 1 << 11,   /* vector.print str: Op.value is the string, not Op.imm a punctuation */
	FLAG_MASKED = 1 << 12,   /* vector.reduction, multi_reduction: the last operand is vector.mask's mask */
};

/* Op.checked. CHECKED_RULES: the verifier's checks of the op itself
 * (counts, flags, types) pass, if no error is reported up to the end of
 * the function (then each operand has the type it was used at): the
 * builder knows them from the op's custom form, and gives none after an
 * error. CHECKED_TERM: the same for a terminator, whose place and
 * successors are still to check. CHECKED_USES: each operand (and
 * successor argument) is defined before the op, in the op's block or in
 * the entry block of a region around it (Value.entry_def), so dominates
 * its use; or in a block of Block.from, if that dominates the op's.
 * CHECKED_EDGES: a branch's successors take the arguments it passes, of
 * their types, and none is its region's entry block: for a successor
 * defined after the branch, if the block takes what its first branch
 * passes (Block.expect). */
enum { CHECKED_RULES = 1, CHECKED_USES = 2, CHECKED_ALL = 3, CHECKED_TERM = 4, CHECKED_EDGES = 8 };

struct Op {
	OpId id;
	unsigned flags;
	int nopnd, nres, nsucc, nregion;
	int pos;               /* position in its block: 1, 2, ... in order,
	                          once Block.numbered */
	unsigned char checked; /* what the builder found true already, so that
	                          the verifier need not look: CHECKED_* */
	Loc loc;
	Value **opnd;
	Value **res;
	Block **succ;
	Value ***succ_args; int *succ_nargs;
	Region **regions;
	Attr *attrs;           /* attribute dictionary, or NULL */
	Type *type;            /* the type written after ':' that names the op's main type */
	const char *name;      /* generic-form name of an unknown op */
	union {                /* by op: a 55k-op function holds them all */
		const char *pred;      /* cmpi/cmpf predicate */
		const char *callee;    /* func.call, func.constant */
		int64_t imm;           /* memref.atomic_rmw's kind, prefetch's
		                          hint (PREFETCH_*), assume_alignment's
		                          alignment */
		Attr *value;           /* arith.constant; cf.assert's message */
		struct AffineMap *map; /* affine.apply, min and max, or NULL
		                          after an error in it */
		Attr **case_vals;      /* cf.switch: one per non-default successor;
		                          scf.index_switch: one per case region */
		int64_t *statics;      /* memref.subview, reinterpret_cast: the offsets,
		                          sizes and strides, DYN for the next
		                          dynamic operand; then the dimension
		                          each result dimension is (a subview
		                          drops some of size 1);
		                          collapse/expand_shape: one past each
		                          group's last dimension, then an
		                          expansion's output shape */
	};
	Op *next;
	Block *block;
};

enum { BLOCK_FROM = 3 };   /* see Block.from */
struct Block {
	const char *name;      /* without '^'; NULL for an unlabeled entry block */
	Loc loc;
	Value **args; int nargs;
	Op *first, *last;
	Block *next;
	Region *region;
	bool defined;
	bool numbered;         /* its ops' Op.pos are given (dom_number_ops) */
	unsigned char unsettled;   /* the Op.checked bits that an op before
	                          its last lacks: without CHECKED_ALL here,
	                          the verifier looks at its last op only */
	int id;                /* lowering: reachable from the entry */
	int rpo;               /* number in text order or reverse postorder,
	                          after its immediate dominator (dom.c); -1:
	                          unreachable */
	int dom_pre, dom_post; /* interval in the dominator tree's DFS */
	Block *idom;
	Block *from[BLOCK_FROM];   /* other blocks of the region whose values
	                          the block's ops use with CHECKED_USES (see
	                          b_near), in order, then NULL */
	Value **expect;        /* the arguments of the first branch to the block
	                          before its label (CHECKED_EDGES), or NULL */
	int nexpect;
	void *ll;              /* lowering's block */
};

struct Region {
	Block *first, *last;
	int nblocks;           /* in the list first..last */
	bool unexpected;       /* a block takes other than the first branch to
	                          it before its label passes (Block.expect), or
	                          is the entry block */
	Op *op;                /* enclosing op, NULL for a function body */
	Region *anc_in;        /* dom.c's memo: anc_op is the op around this */
	Op *anc_op;            /* region that lies in region anc_in */
};

/* What a function's attributes add to its LLVM signature
 * (build_abi.c): its linkage, and its parameters' and result's LLVM
 * attributes. */
typedef struct FuncABI {
	const char *linkage;   /* "internal", ...; NULL: external */
	const char **ins;      /* of argument i < nins: " noalias nonnull", or NULL */
	int nins;
	const char *out;       /* of the result: " noundef zeroext", or NULL */
	Loc out_at;            /* where out was said */
} FuncABI;

struct Func {
	const char *name;      /* without '@' */
	Loc loc;
	Type *type;            /* TY_FUNC */
	Region *body;          /* NULL for a declaration */
	bool is_private;
	bool c_interface;      /* llvm.emit_c_interface */
	FuncABI *abi;          /* NULL, as for most */
};

/* Hash map from strings to pointers, open addressing. Keys are copied into
 * the arena; the slots live in the arena too, or for maps that grow large
 * (names of a whole function, symbols of a module) on the heap, so that
 * growing frees the old slots (map_free). */
typedef struct MapSlot {
	const char *key;       /* NULL: empty */
	unsigned hash, len;
	void *val;
} MapSlot;
typedef struct Map {
	MapSlot *slots;
	unsigned cap, len;
	bool heap;
	Arena *arena;
} Map;
unsigned str_hash(const char *s, size_t n);   /* FNV-1a */
#define STR_HASH_SEED 2166136261u                 /* str_hash("", 0) */
unsigned str_key_hash(const char *s, size_t n);   /* the maps' hash: 8 bytes a step */
void map_init(Map *m, Arena *a, unsigned cap);
void map_init_heap(Map *m, Arena *a, unsigned cap);
void map_free(Map *m);
void *map_get(const Map *m, const char *key, size_t n);
void map_put(Map *m, const char *key, size_t n, void *val);  /* copies the key */
/* The value slot of key, added (holding NULL) if absent: one lookup where
 * map_get and map_put would make two. */
void **map_slot(Map *m, const char *key, size_t n);
/* The entry of key, added (value NULL) if absent. The key of an added
 * entry is `owned` (n bytes equal to key that live as long as the map) or,
 * if that is NULL, a copy. */
MapSlot *map_entry(Map *m, const char *key, size_t n, const char *owned);

/* N if s (n bytes) spells a number below PLAIN_NUMBER_MAX without leading
 * zeros ('7', not '007', which is another name), else -1. SSA names are
 * mostly such numbers ('%12'): the LLVM name table keeps them by number
 * (NumSet) rather than hash them. */
enum { PLAIN_NUMBER_MAX = 1 << 18 };
static inline long plain_number(const char *s, size_t n)
{
	if (n == 0 || n > 7 || (s[0] == '0' && n > 1))
		return -1;
	long v = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned d = (unsigned)((unsigned char)s[i] - '0');
		if (d > 9)
			return -1;
		v = v * 10 + (long)d;
	}
	return v < PLAIN_NUMBER_MAX ? v : -1;
}

/* A set of numbers below PLAIN_NUMBER_MAX, emptied in constant time: a
 * sparse set (Briggs and Torczon). The members are keys[0..n); sparse[k]
 * is where k is among them, if it is. Emptying sets n to 0, so a set kept
 * from one function to the next costs each function only the names it
 * has, however large they are. */
typedef struct NumSet {
	uint32_t *sparse;
	unsigned sparse_cap;
	uint32_t *keys;
	unsigned n, cap;
	jmp_buf *nomem;        /* see no_memory */
} NumSet;
bool numset_add_grow(NumSet *s, unsigned k);
/* True if k was not there. Inline: the lowering adds every name it gives. */
static inline bool numset_add(NumSet *s, unsigned k)
{
	if (k >= s->sparse_cap || s->n == s->cap)
		return numset_add_grow(s, k);
	uint32_t i = s->sparse[k];
	if (i < s->n && s->keys[i] == k)
		return false;
	s->sparse[k] = s->n;
	s->keys[s->n++] = k;
	return true;
}
void numset_free(NumSet *s);
static inline void numset_clear(NumSet *s) { s->n = 0; }

Attr *attr_get(const Attr *dict, const char *key);   /* NULL if absent */
/* A generic op's properties '<{...}>' and attribute dictionary as one
 * dictionary, properties first (MLIR printed inherent attributes in the
 * dictionary before it had properties): in ar when both are there */
Attr *attr_merge(Arena *ar, Attr *props, Attr *dict);

/* A vector.transfer_read or transfer_write's mask shape, into shape: the
 * dimensions of the vector vt that are not broadcast, in the order of the
 * memref dimensions they run along (MLIR's inverse permutation map), from
 * the op's Op.statics (build_vector.c's transfer_attrs) and the memref's
 * rank; into dims (if not NULL) the vector dimension each is; returns
 * their count (0: no mask shape, all broadcast) */
int transfer_mask_shape(const Op *op, int mrank, const Type *vt, int64_t *shape, int *dims);

/* What the module knows of a function name, kept for the whole
 * translation: a 1 GB module has hundreds of thousands of them, so a
 * symbol is one small record, its name and signature inline. */
typedef struct Symbol {
	uint64_t off;          /* where it was defined, declared or first used: */
	uint32_t line, col;    /* the offset for a quote (diag.c), line and column */
	uint32_t seq;          /* first-seen order */
	uint32_t hash;
	/* one bit each: a module has a record for every symbol */
	bool defined : 1;      /* a body was emitted for it */
	bool declared_here : 1;/* a 'func.func private' declaration exists */
	bool used : 1;         /* called or referenced */
	bool has_decl : 1;     /* a runtime function or intrinsic: see ll_need_decl */
	bool c_wrapper : 1;    /* its _mlir_ciface_ wrapper was emitted */
	bool has_sig : 1;      /* its function type follows the name: see sym_new */
	bool wide_sig : 1;     /* in 32-bit numbers, not 16 */
	bool global : 1;       /* a memref.global, its type the signature's result */
	char name[];
} Symbol;

typedef struct Ctx {
	const ir2ll_options *opt;
	const char *filename;
	FILE *diag;
	int nerrors;
	int max_errors;
	Lexer *lex;
	Arena perm;            /* module lifetime */
	Arena fa;              /* function lifetime */
	OpTable ops;
	TypeTable types;       /* interned module types */
	TypeTable local_types; /* interned types of the function being translated */
	Type **types_by_id;    /* module types by id (id 0 is unused) */
	unsigned ntype_ids, type_ids_cap;
	bool in_function;      /* between a function's name and its end */
	Type *scalar_int[129], *scalar_float[4], *scalar_index;   /* see type_int */
	Map type_alias, attr_alias;
	Symbol **symtab;       /* open addressing over the symbols */
	unsigned nsym, symcap;
	Map decls;             /* declarations of runtime functions, by name */
	bool global_uses;      /* a memref.get_global came before its global */
	int cstrings;          /* cf.assert's and vector.print's strings lowered (their globals' numbers) */
	Map decl_abis;         /* the FuncABI of declarations that have one, by
	                          name (build_abi.c); no slots until the first */
	Map resources;         /* the blobs of dense_resource<...> read, by key
	                          (build_resource.c); no slots until the first */
	ResourceGlobal *resource_globals, **resource_globals_end;   /* waiting for their blobs */
	Map header_structs;    /* --emit-header: the structs it declared */
	NumSet llnames;        /* of the function being lowered: the LLVM names
	                          'vN' and 'bbN' given out whose keys are past
	                          ll.c's dense slots (MEMBERS_DENSE) */
	struct Formats *formats;   /* ll.c's instruction formats, split once */
	struct LLTables *lltables;   /* ll.c's name and value-numbering tables,
	                                kept from one function to the next */
	int index_bits;
	int ptr_bits;          /* of the target: the width of size_t for malloc */
	bool typed_ptrs;       /* --llvm-version=13 or 14: 'float*', not 'ptr' */
	unsigned debug_nodes;  /* -g: the next metadata node's number (debug.c) */
	/* output */
	ir2ll_write_fn write;
	void *write_ctx;
	char *out;
	size_t outlen, outcap;
	unsigned nflushes;     /* writes so far, up to OUT_LONG (output.c) */
	struct Writer *writer; /* writes on a second thread: see writer.c */
	bool write_failed;
	jmp_buf *nomem;        /* where running out of memory goes (no_memory) */
} Ctx;

/* The symbol of a function name, made (with type ft, which may be NULL)
 * if there is none yet. */
Symbol *sym_get(Ctx *cx, const char *name, Type *ft, Loc loc);
Symbol *sym_find(Ctx *cx, const char *name);        /* NULL if there is none */
bool sym_has_type(Ctx *cx, const Symbol *s, Type *ft);
/* Gives s type ft; returns the symbol, which may have moved. */
Symbol *sym_set_type(Ctx *cx, Symbol *s, Type *ft);
/* Records loc as s's position, line and column, as its text may go
 * before s is reported. */
void sym_place(Ctx *cx, Symbol *s, Loc loc);
Type *sym_type(Ctx *cx, const Symbol *s);           /* NULL if unknown */
Loc sym_loc(const Symbol *s);
/* If s is defined in the output, by a body or as the C wrapper of one:
 * the symbol whose definition that is. Else NULL. */
const Symbol *sym_definition(Ctx *cx, const Symbol *s);
/* Calls fn on each symbol that want accepts, in first-seen order. */
void sym_each(Ctx *cx, bool (*want)(Ctx *, const Symbol *), void (*fn)(Ctx *, Symbol *, void *),
              void *arg);

/* diag.c */
void diag_error(Ctx *cx, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_note(Ctx *cx, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
_Noreturn void bug_at(const char *file, int line, const char *msg);
#define bug(msg) bug_at(__FILE__, __LINE__, msg)

/* output.c: buffered writes through the caller's callback */
void out_write(Ctx *cx, const char *s, size_t n);
void out_str(Ctx *cx, const char *s);
/* A string in quotes as LLVM reads it ('target triple', metadata): quotes,
 * backslashes and control bytes as '\\XX' */
void out_escaped(Ctx *cx, const char *s);
void out_escaped_n(Ctx *cx, const char *s, size_t n);
/* out_str inline, for the printer's loops over names and types: most are
 * a few bytes, copied while the buffer has room for a block of 64. */
static inline void out_str_inline(Ctx *cx, const char *s)
{
	for (; cx->outcap - cx->outlen >= 64; s += 64) {
		size_t k = copy64(cx->out + cx->outlen, s);
		cx->outlen += k;
		if (k < 64)
			return;
	}
	out_write(cx, s, strlen(s));
}
void out_begin(Ctx *cx);   /* before any output: a long input's buffers and writer */
void out_flush(Ctx *cx);
void out_end(Ctx *cx);   /* the last flush: waits for the writes */

#endif
