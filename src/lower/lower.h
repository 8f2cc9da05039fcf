/* Lowering of one verified function to the LLVM-level form (ll.h). One
 * function per op, dispatched through the op table; the helpers here are
 * what those functions share: operand values, descriptor fields, types. */
#ifndef LOWER_H
#define LOWER_H
#include "../ll.h"

/* Where scf.yield and scf.condition send control: set by the op that owns
 * the region being lowered. */
typedef struct RegionExit {
	Op *op;
	LBlock *to;            /* yield target */
	LBlock *to2;           /* scf.condition: the 'do' region's block */
	LBlock *end;           /* scf.condition: the exit block */
	Value *iv;             /* scf.for: induction variable, step;
	                          memref.alloca_scope: step is llvm.stacksave's pointer */
	LVal step;
	Value **accs;          /* scf.parallel: what the innermost loop carries */
	LVal *ret;             /* scf.reduce: what its region's scf.reduce.return gave */
	struct RegionExit *up;
} RegionExit;

typedef struct Lower {
	Ctx *cx;
	LFunc ll;
	Func *fn;
	RegionExit *exit;
	const char *ix;        /* LLVM type of index */
	Type *ret_of;          /* lower_ret_type's last function type of */
	const char *ret;       /* several results, and its spelling */
	bool bare;             /* the bare-pointer calling convention */
	struct DebugFunc *debug;   /* -g's state (debug.h), or NULL */
} Lower;

/* Descriptor field numbers of a ranked memref. */
enum { F_ALLOC, F_ALIGNED, F_OFFSET, F_SIZES };
static inline int f_size(int i) { return F_SIZES + i; }
static inline int f_stride(const Type *t, int i) { return F_SIZES + t->rank + i; }

/* Number of LLVM scalars a value of this type is carried in. */
static inline int lower_nfields(const Type *t)
{
	if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF)
		return type_desc_fields(t);
	return 1;
}
/* type_ptr_to in the function arena */
static inline const char *lower_ptr_to(Lower *lw, const char *pointee, int as)
{
	return type_ptr_to(lw->cx, lw->ll.a, pointee, as);
}
/* A pointer of no type in particular: "ptr addrspace(N)", or "i8*" */
static inline const char *lower_ptr_type(Lower *lw, int as)
{
	return lower_ptr_to(lw, "i8", as);
}
/* Typed pointers: p, of pointer type from, as one of type to (a bitcast
 * where they differ); with opaque pointers, p */
LVal lower_ptr_cast(Lower *lw, LVal p, const char *from, const char *to);
/* With typed pointers, v's descriptor (a memref of type from's, but for
 * its elements) made to point to v's own elements */
void lower_memref_retype(Lower *lw, Value *v, Type *from);
static inline const char *lower_field_type(Lower *lw, Type *t, int field)
{
	if (t->kind == TY_UMEMREF)   /* rank, and a pointer to the ranked descriptor */
		return field == 0 ? lw->ix : lw->cx->typed_ptrs ? "i8*" : "ptr";
	if (t->kind != TY_MEMREF)
		return type_ll(lw->cx, t);
	return field >= F_OFFSET ? lw->ix : t->memspace || lw->cx->typed_ptrs ? type_ll_ptr(lw->cx, t) : "ptr";
}
const char *lower_field_suffix(Lower *lw, const Type *t, int field);

/* The bare-pointer calling convention: whether a value of type t crosses
 * function boundaries as one pointer; the type of t there ("ptr" for such
 * a memref); the fields of a memref rebuilt from the pointer p (allocated
 * and aligned p, the static offset, sizes and strides). */
static inline bool lower_bare(const Lower *lw, const Type *t)
{
	return lw->bare && t->kind == TY_MEMREF;
}
const char *lower_sig_type(Lower *lw, Type *t);
/* call llvm.memcpy: n bytes (of integer type sz) to `to` from `from`,
 * pointers of lower_ptr_type in those address spaces; declared once for
 * the module */
void lower_memcpy(Lower *lw, LVal to, int to_space, LVal from, int from_space, LVal n, const char *sz);
LVal *lower_bare_fields(Lower *lw, Type *t, LVal p);
/* memref.c: the descriptor of a ranked memref of type t, of these fields,
 * stored on the stack (as an unranked memref points to it): its address,
 * of lower_ptr_type */
LVal lower_desc_on_stack(Lower *lw, Type *t, LVal *fields);
/* A pointer to field F_OFFSET or F_SIZES (the sizes, which the strides
 * follow, rank further on) of the ranked descriptor at d, of
 * lower_ptr_type, of a memref of type t (ranked or not) */
LVal lower_desc_field(Lower *lw, Type *t, LVal d, int field, const char *hint);

static inline LVal lower_opnd(Op *op, int i)   /* scalar operand */
{
	return op->opnd[i]->ll[0];
}

/* The start of the line that defines v: "  %v12 = ", v's LVal set to
 * its name */
static inline LLine lower_begin_result(Lower *lw, Value *v)
{
	return ll_begin_value(&lw->ll, v->name, v->num, &v->ll);
}

static inline void lower_set(Lower *lw, Op *op, int i, LVal v)
{
	LVal *p = arena_alloc_raw(lw->ll.a, sizeof *p);
	*p = v;
	op->res[i]->ll = p;
}
LVal *lower_flatten(Lower *lw, Value **vals, int n);   /* all fields of vals */
/* Fresh names for the fields of a value of type t named base: "m.aligned"
 * for field 1 of memref %m */
void lower_field_names(Lower *lw, const char *base, const Type *t, LVal *f);
/* "ptr %m.alloc, ptr %m.aligned, i64 %m.offset, ..." of a memref value
 * whose fields field_names named from a kept set: ready made (its length
 * in *len), or NULL */
const char *lower_field_list(Lower *lw, const Value *v, size_t *len);
/* Binds the block's arguments to new phi slots of lb. */
void lower_bind_slots(Lower *lw, LBlock *lb, Value **args, int n);
/* Lowers the blocks of a region; its entry block goes into `entry`. */
void lower_region(Lower *lw, Region *r, LBlock *entry);
/* cf.c: a pointer "@__ir2ll.PREFIX.N" (of lower_ptr_type; typed pointers:
 * a getelementptr to its first byte) to a private constant of the string
 * literal text, with a terminating 0 */
const char *lower_cstring(Lower *lw, const char *text, const char *prefix);
/* Assembles a descriptor struct value from fields, e.g. to return it. */
LVal lower_pack(Lower *lw, Type *t, LVal *fields);
LVal *lower_unpack(Lower *lw, Type *t, LVal agg, const char *aggty, const char *path,
                   const char *hint);
const char *lower_ret_type(Lower *lw, Type *ft);
/* Whether the module has name's declaration or definition already (then
 * its text need not be made again) */
bool lower_has_decl(Lower *lw, const char *name);
/* "declare ret @name(params)", once for the module */
void lower_declare(Lower *lw, const char *name, const char *ret, const char *params);
/* math.c: a call of libm's base (cbrt: cbrtf for float, half and bfloat
 * through float; cbrt for double) on n of args, of the float type e */
LVal lower_libm_call(Lower *lw, const char *base, Type *e, const char *flags, const char *const *args, int n,
                     const char *name);
const char *lower_mangle(Lower *lw, Type *t);   /* ".i32", ".v4f32" */
/* template t with each '$N' replaced by arg[N - 1] (N from 1 to 9) */
const char *lower_template(Lower *lw, const char *t, const char *const *arg);

/* arith.c: the fastmath flags f as LLVM spells them before a type ("nnan
 * ninf ", "fast ", or ""); a scalar constant splatted to t if t is a vector */
const char *lower_fastmath(Lower *lw, unsigned f);
LVal lower_splat(Lower *lw, Type *t, const char *scalar);
/* arith.c: IEEE 754-2019 minimum (max: maximum) of a and b, of type t,
 * in a value named name: llvm.minimum, or its expansion for LLVM 15 to 18 */
LVal lower_minimum(Lower *lw, bool max, Type *t, const char *a, const char *b, const char *name);
/* arith.c: why a constant's value cannot have its type, or NULL */
const char *lower_constant_problem(Ctx *cx, Op *op);
/* LLVM spelling of an integer literal at width w; NULL if it does not fit */
const char *lower_int_literal(Lower *lw, Attr *a, int w);

/* global.c: a memref.global, printed as the LLVM global it becomes */
typedef struct GlobalDef {
	const char *name;
	Type *type;            /* a memref of static shape, identity layout */
	Attr *init;            /* NULL: a declaration; AT_UNIT: uninitialized; else dense<...> */
	bool is_private, constant;
	int64_t align;         /* 0: none */
	const uint8_t *blob;   /* or the elements' bytes, of a dense_resource<...> */
} GlobalDef;
void lower_global(Ctx *cx, const GlobalDef *g);
/* Why init cannot be the value of a global of type t, or NULL; *at: where */
const char *lower_global_init_problem(Ctx *cx, Type *t, Attr *init, Loc *at);
/* arith.c: the LLVM spelling of a scalar literal of type t (NULL if it
 * does not fit), and why it cannot be one (NULL if it can) */
const char *lower_literal(Lower *lw, Attr *a, Type *t);
const char *lower_literal_problem(Lower *lw, Attr *a, Type *t);

/* func.c: the C interface */
void lower_c_wrapper(Lower *lw, Func *f);
void lower_c_forwarder(Lower *lw, Func *f);
/* Flattened LLVM parameter list of a function type: "ptr, ptr, i64, i32",
 * with the attributes abi (or NULL) gives the arguments. */
const char *lower_param_list(Lower *lw, Type *ft, const FuncABI *abi);
/* What abi (or NULL) puts before a function's result type: its linkage
 * (if linkage) and the result's attribute, "internal zeroext ", or "" */
const char *lower_abi_prefix(Lower *lw, const FuncABI *abi, bool linkage);
/* The attributes after argument i's type, " noalias nonnull", or "" */
const char *lower_arg_attr(const FuncABI *abi, int i);

/* The 32 bits an scf.index_switch case is compared in (lower/scf.c). */
bool lower_index_case(Lower *lw, Attr *a, int32_t *v);
/* The ops of block b, into the block being written (scf.reduce's regions). */
void lower_block(Lower *lw, Block *b);

/* address.c: the address of m[idx...] (as memref.load's), and in *pt
 * m's pointer type, NULL for 'ptr' */
LVal lower_element_address(Lower *lw, Value *m, Value **idx, int n, const char **pt);

/* unroll.c: whether op is an arith or math op on n-D vectors, and its
 * rewrite into the op on each 1-D leaf (see unroll.c) */
bool lower_needs_unroll(const Op *op);
void lower_unroll(Ctx *cx, Op *op);

/* Entry points */
void lower_func(Ctx *cx, Func *f);
void lower_declaration(Ctx *cx, Func *f);
void lower_module_end(Ctx *cx);

#define OP(id, name, legacy, syntax, typing, lower, mnemonic) \
	void lower(Lower *lw, Op *op);
#include "../ops.def"
#undef OP

#endif
