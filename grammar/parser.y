/* MLIR text -> AST. Bison owns the structure: module, functions, regions,
 * blocks, types and attributes. Each op's custom form is one rule per syntax
 * class; the lexer turns op names into their class token (see ops.def).
 * Every action is a single call into the builder (src/build.c). */
%code requires {
#include "build.h"
}
%code {
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#define YYMAXDEPTH 1000000   /* deep nesting is limited by the builder */
/* bison's stacks past their first 200 entries: allocated through the
 * parser, so that running out of memory ends the translation as any
 * other allocation does (no_memory), and the stacks are freed with it */
static void *stack_alloc(Parser *P, size_t n);
static void stack_free(Parser *P, void *p);
#define YYMALLOC(n) stack_alloc(P, n)
#define YYFREE(p) stack_free(P, p)
void yyerror(Parser *P, const char *msg);
/* The token source sees the parser's state stack, to know where a
 * statement may start (see stmt_position). */
static int next_token(YYSTYPE *lval, Parser *P, const void *ss, const void *ssp);
#define yylex(lval, P) next_token(lval, P, yyss, yyssp)
static void func_end(Parser *P, Region *body);
static void generic_func_end(Parser *P, Attr *props, Region *body, Attr *dict, Type *optype);
static void item_done(Parser *P, int lookahead);
}

%define api.pure full
%define parse.error custom
/* Canonical LR, with default reductions only where no lookahead could
 * change them: the "expected ..." lists of syntax errors are exact without
 * the cost of LAC on every token. */
%define lr.type canonical-lr
%define lr.default-reduction consistent
%param {Parser *P}
%expect 0

%union {
	Tok tok;
	Type *type;
	Attr *attr;
	List *list;
	Op *op;
	Region *region;
	Succ *succ;
	Value *value;
	unsigned num;
	int vis;
	Tok *ptok;
	struct FastStmt *fast;
	struct Mixed *mixed;
}

%token <tok> T_VALUE_ID "SSA value" T_CARET_ID "block name" T_SYMBOL "symbol"
%token <tok> T_BANG_ID "type alias" T_HASH_ID "attribute alias"
%token <tok> T_BARE_ID "identifier" T_INT "integer" T_FLOAT "float"
%token <tok> T_STRING "string" T_SHAPED "shaped type" T_AFFINE_MAP "affine map"
%token <tok> T_LOC "location"
%token <tok> T_ARROW "'->'"
%token <tok> K_MODULE "'module'" K_FUNC "'func.func'" K_ATTRIBUTES "'attributes'"
%token <tok> K_PRIVATE "'private'" K_PUBLIC "'public'" K_NESTED "'nested'"
%token <tok> K_TO "'to'" K_STEP "'step'" K_ITER_ARGS "'iter_args'"
%token <tok> K_ELSE "'else'" K_DO "'do'" K_TRUE "'true'" K_FALSE "'false'"
%token <tok> K_DENSE "'dense'" K_STRIDED "'strided'" K_OFFSET "'offset'"
%token <tok> K_STRIDES "'strides'" K_UNIT "'unit'" K_COMPLEX "'complex'"
%token <tok> K_OVERFLOW "'overflow'" K_FASTMATH "'fastmath'"
%token <tok> K_DEFAULT "'default'" K_CONTIGUOUS "'contiguous'"
%token <tok> K_EXACT "'exact'" K_NNEG "'nneg'" K_CASE "'case'" K_INIT "'init'"
%token <tok> K_UNINITIALIZED "'uninitialized'" K_DENSE_RESOURCE "'dense_resource'"
%token <tok> T_META_BEGIN "'{-#'" T_META_END "'#-}'"
%token <tok> S_SIMPLE "op name" S_CONSTANT "constant op" S_CALL "call op"
%token <tok> S_BRANCH "branch op" S_SWITCH "switch op" S_INDEXED "load or store op"
%token <tok> S_ALLOC "alloc op" S_FOR "'scf.for'" S_IF "'scf.if'"
%token <tok> S_WHILE "'scf.while'" S_CONDITION "'scf.condition'"
%token <tok> S_CALL_INDIRECT "'func.call_indirect'" S_FUNC_CONSTANT "'func.constant'"
%token <tok> S_COMPLEX_CONSTANT "'complex.constant'"
%token <tok> S_ASSERT "'cf.assert'"
%token <tok> S_SUBVIEW "'memref.subview'" S_REINTERPRET "'memref.reinterpret_cast'"
%token <tok> S_METADATA "metadata op" S_GLOBAL "'memref.global'" S_RESHAPE "reshape op"
%token <tok> S_EXECUTE_REGION "'scf.execute_region'" S_INDEX_SWITCH "'scf.index_switch'"
%token <tok> S_PARALLEL "'scf.parallel'" S_REDUCE "'scf.reduce'"
%token <tok> S_ATOMIC_RMW "'memref.atomic_rmw'" S_PREFETCH "'memref.prefetch'"
%token <tok> S_GENERIC_RMW "'memref.generic_atomic_rmw'"
%token <tok> S_ASSUME_ALIGNMENT "'memref.assume_alignment'"
%token <tok> S_AFFINE "affine map op"
%token <tok> S_VIEW "'memref.view'" S_MEMREF_RESHAPE "'memref.reshape'"
%token <tok> S_MTRANSPOSE "'memref.transpose'"
%token <tok> S_INDEX "index op" S_INDEX_CMP "'index.cmp'" S_INDEX_SIZEOF "'index.sizeof'"
%token <tok> S_VPOSITION "'vector.extract' or 'vector.insert'"
%token <tok> S_VELEMENT "'vector.extractelement' or 'vector.insertelement'"
%token <tok> S_VSHUFFLE "'vector.shuffle'" S_VTRANSPOSE "'vector.transpose'"
%token <tok> S_VREDUCTION "'vector.reduction'" S_VMASKED "masked load or store op"
%token <tok> S_VPRINT "'vector.print'"
%token <tok> S_VINTERLEAVE "'vector.interleave' or 'vector.deinterleave'"
%token <tok> S_VCONSTANT_MASK "'vector.constant_mask'"
%token <tok> S_VGATHER "'vector.gather' or 'vector.scatter'"
%token <tok> S_VTRANSFER "'vector.transfer_read' or 'vector.transfer_write'"
%token <tok> S_VCONTRACT "'vector.contract'"
%token <tok> S_VMULTI_REDUCTION "'vector.multi_reduction'"
%token <tok> S_VINSERT_SLICE "'vector.insert_strided_slice'"
%token <tok> S_VMASK "'vector.mask'"
/* a string "builtin.module" or "func.func" where such an op may start
 * (next_token): the generic form of a module or a function */
%token <tok> K_GENERIC_MODULE "'\"builtin.module\"'" K_GENERIC_FUNC "'\"func.func\"'"
%token <tok> K_GENERIC_GLOBAL "'\"memref.global\"'"
/* 'array' where a dense array 'array<i32: 1, 0>' may start (next_token) */
%token <tok> K_ARRAY "'array'"
%token <tok> '(' ')' '{' '}' '[' ']' '<' '>' ',' ':' '=' '?' '*' '+' '-'
%token T_ERROR "invalid character" T_EOF 0 "end of file" T_RESUME
%token T_BAD_NUMBER "malformed number" T_BAD_STRING "unterminated string"
%token T_TOO_DEEP "too deep a nesting"
/* from the reader (src/reader.h), never named in a diagnostic */
%token <type> T_TYPE "cached type"
%token <fast> T_SIG "signature"
%token <fast> T_FAST "statement"

/* An op whose operands are optional takes a following SSA value or string
 * (legacy predicate) as its own: a statement cannot start there after an op
 * that takes none. */
%precedence NO_OPERANDS
%precedence T_VALUE_ID T_STRING T_BARE_ID

%type <type> type nonfunc_type func_type opt_for_type
%type <list> type_list types_opt result_types opt_result_types opt_switch_types shaped_tail
%type <list> operands operands_opt results fresult_list opt_fresults
%type <list> succ_list iter_inits opt_iter_args words block_args
%type <list> barg_list attr_list dict_entries regions opt_generic_regions
%type <list> opt_generic_succs switch_cases opt_symbols opt_to_types opt_colon_types func_sig
%type <list> mixed mixed_items switch_regions opt_parallel_init reduce_regions
%type <attr> affine_map case_value reassoc attr number dict opt_dict opt_func_attrs dense_value dim opt_offset opt_props global_init
%type <op> op
%type <region> region opt_else_region
%type <ptok> opt_word
%type <succ> succ
%type <value> barg
%type <num> opt_flags flag
%type <vis> opt_visibility
%type <ptok> pred result key
%type <mixed> mixed_item
%type <tok> operand symbol_name rmw_kind
%type <ptok> opt_global_vis opt_global_const

%%

file
	: top_items
	| T_RESUME resumed        /* after a syntax error, see parser_recover */
	;
resumed
	: top_items
	| resumed '}' opt_loc top_items
	| resumed '}' ')' opt_dict ':' func_type opt_loc top_items   /* a generic module's end */
	;

top_items: %empty | top_items top_item ;

top_item
	: func
	| K_MODULE opt_module_name opt_module_attrs '{' { item_done(P, yychar); }
	  top_items '}' { item_done(P, yychar); } opt_loc
	| T_HASH_ID '=' attr              { b_attr_alias(P, $1, $3); item_done(P, yychar); }
	| T_BANG_ID '=' type              { b_type_alias(P, $1, $3); item_done(P, yychar); }
	| K_GENERIC_MODULE '(' ')' opt_props '(' '{' { item_done(P, yychar); }
	  top_items '}' ')' opt_dict ':' func_type { b_generic_module(P, $12, $13); item_done(P, yychar); } opt_loc
	| generic_func
	| global
	| T_META_BEGIN meta_sections T_META_END { item_done(P, yychar); }
	;

/* {-# dialect_resources: { builtin: { blob: "0x04000000..." } } #-}: the
 * 'builtin' blobs are the data of dense_resource<blob> (build_resource.c);
 * other sections and dialects' entries are read and left */
meta_sections: %empty | meta_section_list ;
meta_section_list: meta_section | meta_section_list ',' meta_section ;
meta_section: key ':' '{' { b_meta_section(P, $1); } meta_groups '}' ;
meta_groups: %empty | meta_group_list ;
meta_group_list: meta_group | meta_group_list ',' meta_group ;
meta_group: key ':' '{' { b_meta_group(P, $1); } meta_entries '}' ;
meta_entries: %empty | meta_entry_list ;
meta_entry_list: meta_entry | meta_entry_list ',' meta_entry ;
meta_entry
	: key ':' T_STRING        { b_meta_entry(P, $1, $3, true); }
	| key ':' K_TRUE          { b_meta_entry(P, $1, $3, false); }
	| key ':' K_FALSE         { b_meta_entry(P, $1, $3, false); }
	;

opt_module_name: %empty | T_SYMBOL ;
opt_module_attrs: %empty | K_ATTRIBUTES dict ;
opt_loc: %empty | T_LOC ;

/* func.func [private] @name(%a: T {attrs}, ...) -> (R {attrs}) attributes {...} {...} */
func
	: K_FUNC opt_visibility symbol_name   { b_func_begin(P, $2, $3); }
	  func_sig opt_func_attrs             { b_func_sig(P, $5, $6); }
	  func_body
	;

/* the arguments and results; T_SIG stands for the common ones (reader.c) */
func_sig
	: '(' fargs_opt ')' opt_fresults      { $$ = $4; }
	| T_SIG                               { $$ = b_fast_sig(P, $1); }
	;

/* A body ends the function at its '}', before the token after it is
 * read: the text between functions need not be kept (item_done). */
func_body
	: opt_loc                             { func_end(P, NULL); }
	| region                              { func_end(P, $1); item_done(P, yychar); } opt_loc
	;

/* "func.func"() <{sym_name = "f", function_type = ...}> ({...}) {attrs} : () -> ()
 * The function begins at its first token, so that what it holds goes
 * into the function's arena; its properties then name it. */
generic_func
	: K_GENERIC_FUNC                      { b_generic_func_begin(P, $1); }
	  '(' ')' opt_props '(' region ')' opt_dict ':' func_type
	      { generic_func_end(P, $5, $7, $9, $11); item_done(P, yychar); }
	  opt_loc
	;

symbol_name: T_SYMBOL ;

/* memref.global "private" constant @c : memref<4xf32> = dense<...> {alignment = 64}
 * "memref.global"() <{sym_name = "c", type = ..., initial_value = ...}> : () -> ()
 * Held in the function arena while it is read (b_global_begin). */
global
	: S_GLOBAL                            { b_global_begin(P); }
	  opt_global_vis opt_global_const symbol_name ':' type global_init opt_dict
	      { b_global(P, $1, $3, $4, $5, $7, $8, $9); item_done(P, yychar); }
	  opt_loc
	| K_GENERIC_GLOBAL                    { b_global_begin(P); }
	  '(' ')' opt_props opt_dict ':' func_type
	      { b_generic_global(P, $1, $5, $6, $8); item_done(P, yychar); }
	  opt_loc
	;
opt_global_vis: %empty { $$ = NULL; } | T_STRING { $$ = tok_box(P, $1); } ;
opt_global_const: %empty { $$ = NULL; } | S_CONSTANT { $$ = tok_box(P, $1); } ;
/* NULL: a declaration; a unit attribute: uninitialized */
global_init
	: %empty                              { $$ = NULL; }
	| '=' K_UNINITIALIZED                 { $$ = b_attr(P, AT_UNIT, $2); }
	| '=' attr                            { $$ = $2; }
	;

opt_visibility
	: %empty      { $$ = 0; }
	| K_PRIVATE   { $$ = 1; }
	| K_PUBLIC    { $$ = 0; }
	| K_NESTED    { $$ = 2; }
	;

fargs_opt: %empty | fargs ;
fargs: farg | fargs ',' farg ;
farg
	: T_VALUE_ID ':' type opt_dict opt_loc
	      { b_func_arg(P, tok_box(P, $1), $3); b_arg_attrs(P, $4, P->pending.n - 1, $3, $1.loc); }
	| type opt_dict opt_loc
	      { b_func_arg(P, NULL, $1); b_arg_attrs(P, $2, P->pending.n - 1, $1, P->fn->loc); }
	;

opt_fresults
	: %empty                   { $$ = list_new(P); }
	| T_ARROW nonfunc_type        { $$ = list_push(P, list_new(P), $2); }
	| T_ARROW '(' ')'             { $$ = list_new(P); }
	| T_ARROW '(' fresult_list ')' { $$ = $3; }
	;
fresult_list
	: type opt_dict                  { $$ = list_push(P, list_new(P), $1); b_result_attrs(P, $2, $1, P->fn->loc); }
	| fresult_list ',' type opt_dict { $$ = list_push(P, $1, $3); b_result_attrs(P, $4, $3, P->fn->loc); }
	;

opt_func_attrs: %empty { $$ = NULL; } | K_ATTRIBUTES dict { $$ = $2; } ;

/* Regions and blocks */
region
	: '{'                     { if (!b_region_begin(P, $1.loc)) YYABORT; }
	  block_items '}'         { $$ = b_region_end(P); }
	;

block_items: %empty | block_items block_item ;
block_item
	: T_FAST                       { b_fast_items(P, $1); }
	| stmt
	| T_CARET_ID block_args ':'    { b_block_label(P, &$1, seq($2)); }
	;
block_args
	: %empty                  { $$ = NULL; }
	| '(' ')'                 { $$ = list_new(P); }
	| '(' barg_list ')'       { $$ = $2; }
	;
barg_list
	: barg                    { $$ = list_push(P, list_new(P), $1); }
	| barg_list ',' barg      { $$ = list_push(P, $1, $3); }
	;
barg: T_VALUE_ID ':' type opt_loc { $$ = b_block_arg(P, &$1, $3); } ;

stmt
	: op opt_loc              { b_stmt(P, seq(NULL), $1); }
	| results '=' op opt_loc  { b_stmt(P, seq($1), $3); }
	/* 'vector.print' alone at a line's end takes the next line's results
	 * for its operand until their '=': it is two statements */
	| S_VPRINT results '=' op opt_loc
	      { b_stmt_after(P, b_vector_print(P, $1, NULL, NULL, NULL, NULL, NULL), seq($2), $4); }
	;
results
	: result                  { $$ = list_push(P, list_new(P), $1); }
	| results ',' result      { $$ = list_push(P, $1, $3); }
	;
result
	: T_VALUE_ID              { $$ = tok_box(P, $1); }
	| T_VALUE_ID ':' T_INT    { $$ = b_result_pack(P, $1, $3); }
	;

/* Ops in custom form, one rule per syntax class */
op
	: S_SIMPLE %prec NO_OPERANDS
	      { $$ = b_simple(P, &$1, NULL, seq(NULL), 0, NULL, seq(NULL), seq(NULL)); }
	| S_SIMPLE dict opt_colon_types
	      { $$ = b_simple(P, &$1, NULL, seq(NULL), 0, $2, seq($3), seq(NULL)); }
	| S_SIMPLE ':' type_list
	      { $$ = b_simple(P, &$1, NULL, seq(NULL), 0, NULL, seq($3), seq(NULL)); }
	| S_SIMPLE operands opt_flags opt_dict ':' type_list opt_to_types
	      { $$ = b_simple(P, &$1, NULL, seq($2), $3, $4, seq($6), seq($7)); }
	| S_SIMPLE pred ',' operands opt_flags opt_dict ':' type_list
	      { $$ = b_simple(P, &$1, $2, seq($4), $5, $6, seq($8), seq(NULL)); }
	| S_CONSTANT attr
	      { $$ = b_constant(P, &$1, NULL, $2); }
	| S_COMPLEX_CONSTANT '[' attr_list ']' ':' type   /* [1.0 : f32, 2.0 : f32] : complex<f32> */
	      { $$ = b_complex_constant(P, &$1, $2, $3, $6); }
	| S_CONSTANT T_SYMBOL ':' type    /* legacy: constant @f : (i32) -> i32 */
	      { $$ = b_func_constant(P, $1, $2, $4); }
	| S_FUNC_CONSTANT T_SYMBOL ':' type
	      { $$ = b_func_constant(P, $1, $2, $4); }
	| S_CALL_INDIRECT operand '(' operands_opt ')' opt_dict ':' func_type
	      { $$ = b_call_indirect(P, $1, $2, $4, $6, $8); }
	| S_ASSERT operand ',' T_STRING opt_dict
	      { $$ = b_assert(P, $1, $2, $4, $5); }
	| S_CALL symbol_name '(' operands_opt ')' opt_dict ':' func_type
	      { $$ = b_call(P, &$1, &$2, seq($4), $6, $8); }
	| S_BRANCH succ_list opt_dict
	      { $$ = b_branch(P, &$1, seq(NULL), seq($2), $3); }
	| S_BRANCH operands ',' succ_list opt_dict
	      { $$ = b_branch(P, &$1, seq($2), seq($4), $5); }
	| S_SWITCH operand ':' type ',' '[' K_DEFAULT ':' succ switch_cases ']' opt_dict
	      { $$ = b_switch(P, $1, $2, $4, $9, $10, $12); }
	| S_INDEXED operands '[' operands_opt ']' opt_dict ':' type_list
	      { $$ = b_indexed(P, &$1, seq($2), seq($4), $6, seq($8)); }
	| S_ATOMIC_RMW rmw_kind operand ',' operand '[' operands_opt ']' opt_dict ':' func_type
	      { $$ = b_atomic_rmw(P, $1, $2, $3, $5, $7, $9, $11); }
	| S_PREFETCH operand '[' operands_opt ']' ',' T_BARE_ID ',' T_BARE_ID '<' T_INT '>' ','
	  T_BARE_ID opt_dict ':' type
	      { $$ = b_prefetch(P, $1, $2, $4, $7, $9, $11, $14, $15, $17); }
	| S_GENERIC_RMW operand '[' operands_opt ']' ':' type
	      <op>{ $$ = b_generic_rmw_begin(P, $1, $2, $4, $7); }
	  region opt_dict
	      { $$ = $8; b_op_region(P, $$, $9); b_op_attrs($$, $10); }
	| S_ASSUME_ALIGNMENT operand ',' T_INT opt_dict ':' type
	      { $$ = b_assume_alignment(P, $1, $2, $4, $5, $7); }
	/* affine.apply #map(%d0, %d1)[%s0]: no types, all index */
	| S_AFFINE affine_map '(' operands_opt ')' opt_symbols opt_dict
	      { $$ = b_affine(P, $1, $2, $4, $6, $7); }
	/* vector dialect (build_vector.c) */
	| S_VPOSITION operands mixed opt_dict ':' type T_BARE_ID type
	      { $$ = b_vector_position(P, $1, $2, $3, $4, $6, $7, $8); }
	| S_VELEMENT operands '[' ']' opt_dict ':' type
	      { $$ = b_vector_element(P, $1, $2, NULL, NULL, $5, $7); }
	| S_VELEMENT operands '[' operand ':' type ']' opt_dict ':' type
	      { $$ = b_vector_element(P, $1, $2, &$4, $6, $8, $10); }
	| S_VSHUFFLE operands mixed opt_dict ':' type_list
	      { $$ = b_vector_shuffle(P, $1, $2, $3, $4, $6); }
	| S_VTRANSPOSE operand ',' mixed opt_dict ':' type K_TO type
	      { $$ = b_vector_transpose(P, $1, $2, $4, $5, $7, $9); }
	| S_VREDUCTION '<' rmw_kind '>' ',' operands opt_flags opt_dict ':' type T_BARE_ID type
	      { $$ = b_vector_reduction(P, $1, $3, $6, $7, $8, $10, $11, $12); }
	/* vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32> */
	| S_VMULTI_REDUCTION '<' rmw_kind '>' ',' operands opt_dict mixed ':' type K_TO type
	      { $$ = b_vector_multi_reduction(P, $1, $3, $6, $7, $8, $10, $12); }
	/* index dialect: no types, all index (index.cmp's result i1) */
	| S_INDEX operand ',' operand opt_dict
	      { $$ = b_index_op(P, $1, NULL, &$2, &$4, $5); }
	| S_INDEX_CMP T_BARE_ID '(' operand ',' operand ')' opt_dict
	      { $$ = b_index_op(P, $1, &$2, &$4, &$6, $8); }
	| S_INDEX_SIZEOF opt_dict
	      { $$ = b_index_op(P, $1, NULL, NULL, NULL, $2); }
	| S_VCONSTANT_MASK mixed opt_dict ':' type
	      { $$ = b_vector_constant_mask(P, $1, $2, $3, $5); }
	| S_VINTERLEAVE operands opt_dict ':' type T_ARROW type
	      { $$ = b_vector_interleave(P, $1, $2, $3, $5, $7); }
	/* vector.print [%v : T] [punctuation <p> | str "s"] */
	| S_VPRINT %prec NO_OPERANDS
	      { $$ = b_vector_print(P, $1, NULL, NULL, NULL, NULL, NULL); }
	| S_VPRINT dict
	      { $$ = b_vector_print(P, $1, NULL, NULL, NULL, NULL, $2); }
	| S_VPRINT T_VALUE_ID ':' type %prec NO_OPERANDS
	      { $$ = b_vector_print(P, $1, &$2, $4, NULL, NULL, NULL); }
	| S_VPRINT T_VALUE_ID ':' type dict
	      { $$ = b_vector_print(P, $1, &$2, $4, NULL, NULL, $5); }
	| S_VPRINT T_VALUE_ID ':' type T_BARE_ID '<' T_BARE_ID '>' opt_dict
	      { $$ = b_vector_print(P, $1, &$2, $4, &$5, &$7, $9); }
	| S_VPRINT T_BARE_ID '<' T_BARE_ID '>' opt_dict
	      { $$ = b_vector_print(P, $1, NULL, NULL, &$2, &$4, $6); }
	| S_VPRINT T_BARE_ID T_STRING opt_dict
	      { $$ = b_vector_print(P, $1, NULL, NULL, &$2, &$3, $4); }
	/* maskedstore: no 'into' (a bare word after its types is 'into') */
	| S_VMASKED operand '[' operands_opt ']' ',' operands opt_dict ':' type_list %prec NO_OPERANDS
	      { $$ = b_vector_masked(P, $1, $2, $4, NULL, $7, $8, $10, NULL, NULL); }
	| S_VMASKED operand '[' operands_opt ']' ',' operands opt_dict ':' type_list T_BARE_ID type
	      { $$ = b_vector_masked(P, $1, $2, $4, NULL, $7, $8, $10, &$11, $12); }
	/* vector.gather %m[%i][%v], %mask, %pass : ... into T; vector.scatter the same without 'into' */
	| S_VGATHER operand '[' operands_opt ']' '[' operand ']' ',' operands opt_dict ':' type_list %prec NO_OPERANDS
	      { $$ = b_vector_masked(P, $1, $2, $4, &$7, $10, $11, $13, NULL, NULL); }
	| S_VGATHER operand '[' operands_opt ']' '[' operand ']' ',' operands opt_dict ':' type_list T_BARE_ID type
	      { $$ = b_vector_masked(P, $1, $2, $4, &$7, $10, $11, $13, &$14, $15); }
	/* vector.transfer_read %m[%i], %pad[, %mask] : memref<?xf32>, vector<4xf32>
	   vector.transfer_write %v, %m[%i][, %mask] : vector<4xf32>, memref<?xf32> */
	| S_VTRANSFER operands '[' operands_opt ']' opt_dict ':' type_list
	      { $$ = b_vector_transfer(P, $1, $2, $4, NULL, $6, $8); }
	| S_VTRANSFER operands '[' operands_opt ']' ',' operands opt_dict ':' type_list
	      { $$ = b_vector_transfer(P, $1, $2, $4, $7, $8, $10); }
	/* vector.mask %k { vector.transfer_read ... } : vector<4xi1> [-> vector<4xf32>] */
	| S_VMASK operands '{' op '}' ':' type
	      { $$ = b_vector_mask(P, $1, $2, $4, $7, NULL); }
	| S_VMASK operands '{' op '}' ':' type T_ARROW type
	      { $$ = b_vector_mask(P, $1, $2, $4, $7, $9); }
	/* vector.insert_strided_slice %v, %into {offsets = [...], strides = [...]} : A into B */
	| S_VINSERT_SLICE operands opt_dict ':' type T_BARE_ID type
	      { $$ = b_vector_insert_slice(P, $1, $2, $3, $5, $6, $7); }
	/* vector.contract {indexing_maps = [...], iterator_types = [...]} %a, %b, %acc : A, B into C */
	| S_VCONTRACT dict operands opt_dict ':' type_list T_BARE_ID type
	      { $$ = b_vector_contract(P, $1, attr_merge(P->a, $2, $4), $3, $6, $7, $8); }
	/* the attributes as an alias: #matmul_trait = {indexing_maps = ...} */
	| S_VCONTRACT T_HASH_ID operands opt_dict ':' type_list T_BARE_ID type
	      { $$ = b_vector_contract(P, $1, attr_merge(P->a, b_attr_alias_dict(P, $2), $4), $3, $6, $7, $8); }
	| S_ALLOC '(' operands_opt ')' opt_symbols opt_dict ':' type
	      { $$ = b_alloc(P, $1, $3, $5, $6, $8); }
	| S_SUBVIEW operand mixed mixed mixed opt_dict ':' type K_TO type
	      { $$ = b_subview(P, $1, $2, $3, $4, $5, $6, $8, $10); }
	| S_REINTERPRET operand K_TO K_OFFSET ':' mixed ',' T_BARE_ID ':' mixed ',' K_STRIDES ':' mixed
	  opt_dict ':' type K_TO type
	      { $$ = b_reinterpret_cast(P, $1, $2, $6, $8, $10, $14, $15, $17, $19); }
	| S_RESHAPE operand reassoc opt_dict ':' type T_BARE_ID type
	      { $$ = b_reshape(P, $1, $2, $3, NULL, NULL, $4, $6, $7, $8); }
	| S_RESHAPE operand reassoc T_BARE_ID mixed opt_dict ':' type T_BARE_ID type
	      { $$ = b_reshape(P, $1, $2, $3, &$4, $5, $6, $8, $9, $10); }
	| S_VIEW operand '[' operand ']' '[' operands_opt ']' opt_dict ':' type K_TO type
	      { $$ = b_memref_view(P, $1, $2, $4, $7, $9, $11, $13); }
	| S_MEMREF_RESHAPE operand '(' operand ')' opt_dict ':' func_type
	      { $$ = b_memref_reshape(P, $1, $2, $4, $6, $8); }
	/* memref.transpose %m (d0, d1) -> (d1, d0) : T to U */
	| S_MTRANSPOSE operand '(' words ')' T_ARROW '(' words ')' opt_dict ':' type K_TO type
	      { $$ = b_memref_transpose(P, $1, $2, $4, $8, NULL, $10, $12, $14); }
	| S_METADATA operand ':' type T_ARROW type_list opt_dict
	      { $$ = b_metadata(P, $1, $2, $4, $6, $7); }
	/* scf.for [unsigned] %i = ... */
	| S_FOR opt_word T_VALUE_ID '=' operand K_TO operand K_STEP operand opt_iter_args opt_for_type
	      <op>{ $$ = b_for_begin(P, $1, $2, $3, $5, $7, $9, $10, $11); }
	  region opt_dict
	      { $$ = $12; b_op_region(P, $$, $13); b_op_attrs($$, $14); }
	| S_IF operand opt_result_types
	      <op>{ $$ = b_if_begin(P, $1, $2, $3); }
	  region opt_else_region opt_dict
	      { $$ = $4; b_op_region(P, $$, $5); b_op_region(P, $$, $6); b_op_attrs($$, $7); }
	| S_WHILE '(' iter_inits ')' ':' func_type
	      <op>{ $$ = b_while_begin(P, $1, $3, $6); }
	  region K_DO region opt_dict
	      { $$ = $7; b_op_region(P, $$, $8); b_op_region(P, $$, $10); b_op_attrs($$, $11); }
	/* of no operands: 'scf.while : () -> () {' as mlir-opt prints it */
	| S_WHILE ':' func_type
	      <op>{ $$ = b_while_begin(P, $1, list_new(P), $3); }
	  region K_DO region opt_dict
	      { $$ = $4; b_op_region(P, $$, $5); b_op_region(P, $$, $7); b_op_attrs($$, $8); }
	| S_CONDITION '(' operand ')' %prec NO_OPERANDS
	      { $$ = b_condition(P, $1, $3, list_new(P), NULL); }
	| S_CONDITION '(' operand ')' operands ':' type_list
	      { $$ = b_condition(P, $1, $3, $5, $7); }
	| S_EXECUTE_REGION opt_result_types opt_word
	      <op>{ $$ = b_execute_region_begin(P, $1, $2, $3); }
	  region opt_dict
	      { $$ = $4; b_op_region(P, $$, $5); b_op_attrs($$, $6); }
	/* its result types without parentheses, as MLIR prints them: -> i32, f32 */
	| S_INDEX_SWITCH operand opt_switch_types
	      <op>{ $$ = b_index_switch_begin(P, $1, $2, $3); }
	  switch_regions K_DEFAULT region opt_dict
	      { $$ = $4; b_index_switch_end(P, $$, $5, $7); b_op_attrs($$, $8); }
	| S_PARALLEL '(' operands_opt ')' '=' '(' operands_opt ')' K_TO '(' operands_opt ')'
	  K_STEP '(' operands_opt ')' opt_parallel_init
	      <op>{ $$ = b_parallel_begin(P, $1, $3, $7, $11, $15, $17); }
	  region opt_dict
	      { $$ = $18; b_op_region(P, $$, $19); b_op_attrs($$, $20); }
	| S_REDUCE %prec NO_OPERANDS
	      { $$ = b_reduce(P, $1, NULL, NULL, NULL); }
	| S_REDUCE '(' operands ':' type_list ')' reduce_regions
	      { $$ = b_reduce(P, $1, $3, $5, $7); }
	| T_STRING '(' operands_opt ')' opt_generic_succs opt_props opt_generic_regions opt_dict ':' func_type
	      { $$ = b_generic(P, $1, $3, $5, $6, $7, $8, $10); }
	| T_BARE_ID               /* an op name that is not in ops.def */
	      { b_unknown_op(P, $1); YYABORT; }
	;

/* memref.atomic_rmw addf ...: 'addf', 'addi', 'muli' are legacy op names */
rmw_kind: T_BARE_ID | S_SIMPLE ;
opt_else_region: %empty { $$ = NULL; } | K_ELSE region { $$ = $2; } ;
opt_word: %empty { $$ = NULL; } | T_BARE_ID { $$ = tok_box(P, $1); } ;
/* scf.index_switch: case 2 {...} case -1 {...}, a value and a region each */
switch_regions
	: %empty                  { $$ = list_new(P); }
	| switch_regions K_CASE case_value region
	      { $$ = list_push(P, list_push(P, $1, $3), $4); }
	;
/* scf.parallel: init (%a, %b) -> (f32, f32), a list of the two */
opt_parallel_init
	: %empty                  { $$ = NULL; }
	| K_INIT '(' operands ')' T_ARROW result_types
	      { $$ = list_push(P, list_push(P, list_new(P), $3), $6); }
	;
case_value
	: T_INT                   { $$ = b_attr_num(P, &$1, false, NULL); }
	| '-' T_INT               { $$ = b_attr_num(P, &$2, true, NULL); $$->loc = $1.loc; }
	;
reduce_regions
	: region                  { $$ = list_push(P, list_new(P), $1); }
	| reduce_regions ',' region { $$ = list_push(P, $1, $3); }
	;

pred
	: T_BARE_ID               { $$ = tok_box(P, $1); }
	| K_TRUE                  { $$ = tok_box(P, $1); }
	| K_FALSE                 { $$ = tok_box(P, $1); }
	| T_STRING                { $$ = tok_box(P, $1); }   /* legacy: cmpi "slt", ... */
	;
opt_flags
	: %empty                  { $$ = 0; }
	| opt_flags flag          { $$ = $1 | $2; }
	;
flag
	: K_OVERFLOW '<' words '>' { $$ = b_flag(P, $1, seq($3)); }
	| K_FASTMATH '<' words '>' { $$ = b_flag(P, $1, seq($3)); }
	| K_EXACT                 { $$ = 0; }   /* only licenses poison: no effect */
	| T_BARE_ID               { $$ = b_rounding_mode(P, $1, NULL); }   /* arith.truncf's */
	| K_NNEG                  { $$ = 0; }
	;
words
	: T_BARE_ID               { $$ = list_push(P, list_new(P), tok_box(P, $1)); }
	| words ',' T_BARE_ID     { $$ = list_push(P, $1, tok_box(P, $3)); }
	;
opt_colon_types: %empty { $$ = NULL; } | ':' type_list { $$ = $2; } ;
opt_to_types: %empty { $$ = NULL; } | K_TO type_list { $$ = $2; } ;
opt_result_types: %empty { $$ = NULL; } | T_ARROW result_types { $$ = $2; } ;
opt_switch_types: %empty { $$ = NULL; } | T_ARROW type_list { $$ = $2; } ;
opt_for_type: %empty { $$ = NULL; } | ':' type { $$ = $2; } ;
opt_symbols: %empty { $$ = NULL; } | '[' operands_opt ']' { $$ = $2; } ;
affine_map
	: T_AFFINE_MAP            { $$ = b_attr(P, AT_OPAQUE, $1); }
	| T_HASH_ID               { $$ = b_attr_alias_ref(P, $1); }
	;

operand: T_VALUE_ID ;
operands
	: operand                 { $$ = list_push(P, list_new(P), tok_box(P, $1)); }
	| operands ',' operand    { $$ = list_push(P, $1, tok_box(P, $3)); }
	;
operands_opt: %empty { $$ = list_new(P); } | operands ;
/* a list of static and dynamic offsets, sizes or strides: [%a, 4, %b] */
reassoc   /* [[0, 1], [2]]: an array attribute, not any attribute */
	: '[' ']'                 { $$ = b_attr_list(P, AT_ARRAY, $1, NULL); }
	| '[' attr_list ']'       { $$ = b_attr_list(P, AT_ARRAY, $1, $2); }
	;
mixed: '[' ']' { $$ = list_new(P); } | '[' mixed_items ']' { $$ = $2; } ;
mixed_items
	: mixed_item              { $$ = list_push(P, list_new(P), $1); }
	| mixed_items ',' mixed_item { $$ = list_push(P, $1, $3); }
	;
mixed_item
	: operand                 { $$ = b_mixed(P, tok_box(P, $1), NULL); }
	| T_INT                   { $$ = b_mixed(P, NULL, b_attr_num(P, &$1, false, NULL)); }
	| '-' T_INT               { $$ = b_mixed(P, NULL, b_attr_num(P, &$2, true, NULL)); }
	;

opt_iter_args
	: %empty                  { $$ = NULL; }
	| K_ITER_ARGS '(' iter_inits ')' T_ARROW result_types
	      { $$ = list_push(P, list_push(P, list_new(P), $3), $6); }
	;
iter_inits
	: %empty                  { $$ = list_new(P); }
	| T_VALUE_ID '=' operand  { $$ = list_push(P, list_push(P, list_new(P), tok_box(P, $1)), tok_box(P, $3)); }
	| iter_inits ',' T_VALUE_ID '=' operand
	      { $$ = list_push(P, list_push(P, $1, tok_box(P, $3)), tok_box(P, $5)); }
	;

succ_list
	: succ                    { $$ = list_push(P, list_new(P), $1); }
	| succ_list ',' succ      { $$ = list_push(P, $1, $3); }
	;
succ
	: T_CARET_ID              { $$ = NEW(P->a, Succ); $$->name = $1; }
	| T_CARET_ID '(' ')'      { $$ = NEW(P->a, Succ); $$->name = $1; }
	| T_CARET_ID '(' operands ':' type_list ')'
	      { $$ = NEW(P->a, Succ); $$->name = $1; $$->args = seq($3); $$->types = seq($5); }
	;
switch_cases
	: %empty                  { $$ = list_new(P); }
	| switch_cases ',' dim ':' succ
	      { $$ = list_push(P, list_push(P, $1, $3), $5); }
	;

opt_generic_succs: %empty { $$ = NULL; } | '[' succ_list ']' { $$ = $2; } ;
opt_props: %empty { $$ = NULL; } | '<' dict '>' { $$ = $2; } ;
opt_generic_regions: %empty { $$ = NULL; } | '(' regions ')' { $$ = $2; } ;
regions
	: region                  { $$ = list_push(P, list_new(P), $1); }
	| regions ',' region      { $$ = list_push(P, $1, $3); }
	;

/* Types */
type: nonfunc_type | func_type ;
nonfunc_type
	: T_BARE_ID                       { $$ = b_type_name(P, $1); }
	| T_BANG_ID                       { $$ = b_type_alias_ref(P, $1); }
	| K_COMPLEX '<' type '>'          { $$ = b_complex(P, $1, $3); }
	| T_SHAPED type shaped_tail '>'   { $$ = b_shaped(P, $1, $2, $3); reader_type_seen(P, $1, $4, $$); }
	| T_TYPE
	;
shaped_tail
	: %empty                          { $$ = list_new(P); }
	| shaped_tail ',' attr            { $$ = list_push(P, $1, $3); }
	| shaped_tail ',' K_OFFSET ':' dim
	      { $$ = list_push(P, $1, b_strided(P, $3, NULL, $5)); }
	| shaped_tail ',' K_STRIDES ':' '[' attr_list ']'
	      { $$ = list_push(P, $1, b_strided(P, $3, $6, NULL)); }
	;
func_type
	: '(' types_opt ')' T_ARROW result_types { $$ = b_func_type(P, seq($2), seq($5)); }
	;
result_types
	: nonfunc_type                    { $$ = list_push(P, list_new(P), $1); }
	| '(' types_opt ')'               { $$ = $2; }
	;
types_opt: %empty { $$ = list_new(P); } | type_list ;
type_list
	: type                            { $$ = list_push(P, list_new(P), $1); }
	| type_list ',' type              { $$ = list_push(P, $1, $3); }
	;

/* Attributes */
opt_dict: %empty { $$ = NULL; } | dict ;
dict
	: '{' '}'                         { $$ = b_attr_list(P, AT_DICT, $1, NULL); }
	| '{' dict_entries '}'            { $$ = b_attr_list(P, AT_DICT, $1, $2); }
	;
/* Entries alternate: key, value (NULL for a unit attribute). */
dict_entries
	: key                             { $$ = list_push(P, list_push(P, list_new(P), $1), NULL); }
	| key '=' attr                    { $$ = list_push(P, list_push(P, list_new(P), $1), $3); }
	| dict_entries ',' key            { $$ = list_push(P, list_push(P, $1, $3), NULL); }
	| dict_entries ',' key '=' attr   { $$ = list_push(P, list_push(P, $1, $3), $5); }
	;
key
	: T_BARE_ID { $$ = tok_box(P, $1); } | T_STRING { $$ = tok_box(P, $1); }
	| K_OFFSET { $$ = tok_box(P, $1); } | K_STRIDES { $$ = tok_box(P, $1); }
	| K_DEFAULT { $$ = tok_box(P, $1); } | K_TO { $$ = tok_box(P, $1); }
	/* any other keyword is a name too */
	| K_MODULE { $$ = tok_box(P, $1); } | K_FUNC { $$ = tok_box(P, $1); }
	| K_ATTRIBUTES { $$ = tok_box(P, $1); } | K_PRIVATE { $$ = tok_box(P, $1); }
	| K_PUBLIC { $$ = tok_box(P, $1); } | K_NESTED { $$ = tok_box(P, $1); }
	| K_STEP { $$ = tok_box(P, $1); } | K_ITER_ARGS { $$ = tok_box(P, $1); }
	| K_ELSE { $$ = tok_box(P, $1); } | K_DO { $$ = tok_box(P, $1); }
	| K_TRUE { $$ = tok_box(P, $1); } | K_FALSE { $$ = tok_box(P, $1); }
	| K_DENSE { $$ = tok_box(P, $1); } | K_STRIDED { $$ = tok_box(P, $1); }
	| K_UNIT { $$ = tok_box(P, $1); } | K_COMPLEX { $$ = tok_box(P, $1); }
	| K_OVERFLOW { $$ = tok_box(P, $1); } | K_FASTMATH { $$ = tok_box(P, $1); }
	| K_CONTIGUOUS { $$ = tok_box(P, $1); } | K_EXACT { $$ = tok_box(P, $1); }
	| K_NNEG { $$ = tok_box(P, $1); } | K_ARRAY { $$ = tok_box(P, $1); }
	| K_CASE { $$ = tok_box(P, $1); } | K_INIT { $$ = tok_box(P, $1); }
	| K_UNINITIALIZED { $$ = tok_box(P, $1); } | K_DENSE_RESOURCE { $$ = tok_box(P, $1); }
	| S_CONSTANT { $$ = tok_box(P, $1); }   /* the unit attribute 'constant' of memref.global */
	;
attr
	: number
	| number ':' type                 { $$ = $1; $$->type = $3; }
	| K_TRUE                          { $$ = b_attr(P, AT_BOOL, $1); $$->b = true; }
	| K_FALSE                         { $$ = b_attr(P, AT_BOOL, $1); }
	| K_UNIT                          { $$ = b_attr(P, AT_UNIT, $1); }
	| T_STRING                        { $$ = b_attr(P, AT_STRING, $1); }
	| T_STRING ':' type               { $$ = b_attr(P, AT_STRING, $1); $$->type = $3; }
	| T_SYMBOL                        { $$ = b_attr(P, AT_SYMBOL, $1); }
	| T_LOC                           { $$ = b_attr(P, AT_LOC, $1); }
	| T_AFFINE_MAP                    { $$ = b_attr(P, AT_OPAQUE, $1); }
	/* a dense array, array<i32: 1, 0>: its elements (their type is read
	 * by nothing: the generic form's segment sizes are what take one) */
	| K_ARRAY '<' type '>'            { $$ = b_attr_list(P, AT_ARRAY, $1, NULL); (void)$3; }
	| K_ARRAY '<' type ':' attr_list '>' { $$ = b_attr_list(P, AT_ARRAY, $1, $5); (void)$3; }
	| T_HASH_ID                       { $$ = b_attr_alias_ref(P, $1); }
	| type                            { $$ = b_attr_type(P, $1); }
	| dict
	| '[' ']'                         { $$ = b_attr_list(P, AT_ARRAY, $1, NULL); }
	| '[' attr_list ']'               { $$ = b_attr_list(P, AT_ARRAY, $1, $2); }
	| K_DENSE '<' dense_value '>'     { $$ = b_dense(P, $1, $3, NULL); }
	| K_DENSE '<' dense_value '>' ':' type { $$ = b_dense(P, $1, $3, $6); }
	/* a complex number in a dense<...> value: (1.0, 2.0) */
	| '(' number ',' number ')'       { $$ = b_attr_list(P, AT_COMPLEX, $1, list_push(P, list_push(P, list_new(P), $2), $4)); }
	| K_DENSE_RESOURCE '<' key '>'    { $$ = b_dense_resource(P, $1, $3, NULL); }
	| K_DENSE_RESOURCE '<' key '>' ':' type { $$ = b_dense_resource(P, $1, $3, $6); }
	| K_STRIDED '<' '[' ']' opt_offset '>'       { $$ = b_strided(P, $1, list_new(P), $5); }
	| K_STRIDED '<' '[' attr_list ']' opt_offset '>' { $$ = b_strided(P, $1, $4, $6); }
	| K_CONTIGUOUS '<' T_INT opt_offset '>'
	      { $$ = b_contiguous(P, $1, b_attr_num(P, &$3, false, NULL), NULL, $4); }
	| K_CONTIGUOUS '<' '[' ']' opt_offset '>'    { $$ = b_contiguous(P, $1, NULL, list_new(P), $5); }
	| K_CONTIGUOUS '<' '[' attr_list ']' opt_offset '>' { $$ = b_contiguous(P, $1, NULL, $4, $6); }
	| '?'                             { $$ = b_dim(P, $1, false, true); }
	;
number
	: T_INT                           { $$ = b_attr_num(P, &$1, false, NULL); }
	| '-' T_INT                       { $$ = b_attr_num(P, &$2, true, NULL); $$->loc = $1.loc; }
	| T_FLOAT                         { $$ = b_attr_num(P, &$1, false, NULL); }
	| '-' T_FLOAT                     { $$ = b_attr_num(P, &$2, true, NULL); $$->loc = $1.loc; }
	;
dense_value
	: %empty                          { $$ = NULL; }
	| attr
	;
opt_offset: %empty { $$ = NULL; } | ',' K_OFFSET ':' dim { $$ = $4; } ;
dim
	: T_INT                           { $$ = b_dim(P, $1, false, false); }
	| '-' T_INT                       { $$ = b_dim(P, $2, true, false); }
	| '?'                             { $$ = b_dim(P, $1, false, true); }
	;
attr_list
	: attr                            { $$ = list_push(P, list_new(P), $1); }
	| attr_list ',' attr              { $$ = list_push(P, $1, $3); }
	;

%%

/* The action of state s on symbol x: a state to shift to (> 0), a rule to
 * reduce by (< 0), or 0 for an error. */
static int action(int s, int x)
{
	int n = yypact[s];
	if (!yypact_value_is_default(n)) {
		n += x;
		if (0 <= n && n <= YYLAST && yycheck[n] == x) {
			n = yytable[n];
			return yytable_value_is_error(n) ? 0 : n;
		}
	}
	return -yydefact[s];
}

/* Whether the grammar would shift token x here, after the reductions it
 * takes on the way, and token y would take the same reductions and be
 * shifted too. The reductions are simulated on a copy of the stack's top,
 * as bison's LAC does. */
static inline __attribute__((always_inline)) bool shifts_both(const yy_state_t *ss, const yy_state_t *ssp,
                                                              int x, int y)
{
	enum { DEPTH = 64 };
	yy_state_t pushed[DEPTH];
	int top = 0, s = *ssp;
	for (int step = 0; step < DEPTH; step++) {
		int a = action(s, x), b = action(s, y);
		if (a > 0)
			return b > 0;
		if (a == 0 || a != b)
			return false;
		int rule = -a, len = yyr2[rule];
		if (len <= top) {
			top -= len;
		} else {
			if (ssp - ss < len - top)
				return false;
			ssp -= len - top;
			top = 0;
		}
		int below = top ? pushed[top - 1] : *ssp;
		int lhs = yyr1[rule] - YYNTOKENS, i = yypgoto[lhs] + below;
		s = 0 <= i && i <= YYLAST && yycheck[i] == below ? yytable[i] : yydefgoto[lhs];
		if (top == DEPTH)
			return false;
		pushed[top++] = (yy_state_t)s;
	}
	return false;
}

/* Whether a statement starts here: the grammar would shift T_FAST, and the
 * token k that begins the statement takes the same reductions on the way,
 * so that it too would be shifted as the start of a statement (after a
 * bare 'func.return', '%x' would be its operand instead). */
static bool stmt_position(const yy_state_t *ss, const yy_state_t *ssp, int k)
{
	return shifts_both(ss, ssp, YYTRANSLATE(T_FAST), YYTRANSLATE(k));
}

/* The function's end lets the lexer drop the text before the line of
 * P->last_line_off (lex_release): the positions kept from before it are
 * worked out first. */
static void hold_positions(Parser *P)
{
	Loc *keep[] = {&P->last_loc, &P->last_end, &P->prev_end};
	for (int i = 0; i < 3; i++)
		if (keep[i]->off < P->last_line_off)
			*keep[i] = lex_held(P->cx->lex, *keep[i]);
}

/* A top-level item has ended (or a module begun) at the last token
 * given, which the actions have read: unless the grammar has the token
 * after it already (lookahead, a kind other than YYEMPTY), no position or
 * text before the next token is needed (next_token). */
static void item_done(Parser *P, int lookahead)
{
	P->item_done = lookahead == YYEMPTY;
}

/* b_func_end, which lets the function's text go. */
static void func_end(Parser *P, Region *body)
{
	hold_positions(P);
	b_func_end(P, body);
}

/* b_generic_func_sig, then b_func_end as for the custom form; a function
 * that does not say its name or type is dropped. */
static void generic_func_end(Parser *P, Attr *props, Region *body, Attr *dict, Type *optype)
{
	int kind = b_generic_func_sig(P, props, body, dict, optype);
	if (kind < 0)
		b_func_abandon(P);
	else
		func_end(P, kind ? body : NULL);
}

/* Whether token t spells s (a string's quotes included) */
static bool spells(Parser *P, Tok t, const char *s)
{
	size_t n = strlen(s);
	return t.len == n && memcmp(lex_text(P->cx->lex, t.loc.off), s, n) == 0;
}

/* The kind of a string or identifier token t (kind k) that the grammar
 * takes as a word of its own where it may come: the generic form's
 * "builtin.module", "func.func" and "memref.global" at top level, and 'array' where an
 * attribute may start (a dense array, 'array<i32: 1, 0>'). */
static __attribute__((noinline)) int word_token(Parser *P, const yy_state_t *ss, const yy_state_t *ssp,
                                                int k, Tok t)
{
	int w = k == T_BARE_ID ? (spells(P, t, "array") ? K_ARRAY : k) :
	        P->fn ? k : spells(P, t, "\"func.func\"") ? K_GENERIC_FUNC :
	        spells(P, t, "\"builtin.module\"") ? K_GENERIC_MODULE :
	        spells(P, t, "\"memref.global\"") ? K_GENERIC_GLOBAL : k;
	if (w != k && !shifts_both(ss, ssp, YYTRANSLATE(w), YYTRANSLATE(w)))
		return k;
	return w;
}

/* Tokens carry their own positions; the last one given is where a syntax
 * error is reported. */
static inline __attribute__((always_inline)) int next_token(YYSTYPE *lval, Parser *P, const void *ss, const void *ssp)
{
	Entry e;
	int k;
	Loc at, end;
	uint64_t line_off;
	if (P->resume || P->pushback_kind) {
		if (P->resume) {             /* restarting after a syntax error */
			P->resume = false;
			k = T_RESUME;
		} else {
			k = P->pushback_kind;
			P->pushback_kind = 0;
		}
		e.kind = k;
		e.tok = P->pushback;
		end = lex_after(P->cx->lex, &e, &line_off);
		line_off = P->cx->lex->line_off;
	} else {
		/* Between top-level items the text before the next token's line
		 * goes, however that token was read; the comments before it go
		 * as they are passed, if it is yet to be read (lex_next). An
		 * error at the token is reported there, not after the token
		 * before (yyerror). */
		bool item_start = P->item_done;
		P->item_done = false;
		if (item_start) {
			P->last_end = (Loc){0};
			P->cx->lex->idle = !P->rd.qlen && !P->rd.sep.kind;
		}
		k = reader_next(P, &e);
		if (item_start)
			lex_release(P->cx->lex, e.tok.loc.off);
		end = lex_after(P->cx->lex, &e, &line_off);
	}
	at = e.tok.loc;
	if (k == T_STRING || k == T_BARE_ID)
		k = word_token(P, ss, ssp, k, e.tok);
	FastStmt *f = NULL;
	bool fast = !P->cx->opt->grammar_only;
	if (fast && P->fn && reader_starts_item(k) && stmt_position(ss, ssp, k) && (f = reader_stmt(P, &e)))
		k = T_FAST;
	else if (fast && k == '(' && action(*(const yy_state_t *)ssp, YYTRANSLATE(T_SIG)) > 0 &&
	         (f = reader_sig(P, &e)))
		k = T_SIG;
	if (k == T_FAST || k == T_SIG) {
		end = lex_after(P->cx->lex, &f->e[f->n - 1], &line_off);
		lval->fast = f;
	} else if (k == T_TYPE) {
		lval->type = e.type;
	} else {
		lval->tok = e.tok;
	}
	P->prev_end = P->last_end;
	P->last_loc = at;
	P->last_end = end;
	P->last_line_off = line_off;
	return k == T_EOF ? 0 : k;
}

/* Skips the rest of the function that had a syntax error (up to the '}'
 * that closes it), or at top level up to the next 'func.func', so that
 * parsing can go on and report the errors of the other functions. Returns
 * false at the end of the input. */
bool parser_recover(Parser *P)
{
	Lexer *L = P->cx->lex;
	Tok t = {0};
	int k = L->last;
	reader_reset(P);   /* what was read ahead is skipped with the rest */
	hold_positions(P);
	/* The text skipped goes as it is passed (Lexer.idle), and, however
	 * it was read, all of it before the token parsing goes on at: the
	 * token after the function (item_done), or 'func.func'. */
	if (P->fn && !P->generic_fn) {
		int depth = P->func_depth;
		b_func_abandon(P);
		while (!(k == '}' && L->depth == depth)) {
			if (k == T_EOF || L->io_error)
				return false;
			L->idle = true;
			k = lex_next(L, &t);
		}
		P->item_done = true;
	} else {
		/* a generic function's braces are in its properties and after its
		 * body too: it is skipped as text at top level is */
		if (P->fn)
			b_func_abandon(P);
		else if (P->in_global)
			b_global_end(P);
		while (k != K_FUNC && !(k == T_STRING && spells(P, L->last_tok, "\"func.func\""))) {
			if (k == T_EOF || L->io_error)
				return false;
			L->idle = true;
			k = lex_next(L, &t);
		}
		P->pushback_kind = k == K_FUNC ? K_FUNC : K_GENERIC_FUNC;
		P->pushback = L->last_tok;   /* given again with its position held */
		P->pushback.loc = lex_held(L, P->pushback.loc);
		lex_release(L, P->pushback.loc.off);
	}
	P->resume = true;
	return true;
}

static int yyreport_syntax_error(const yypcontext_t *ctx, Parser *P)
{
	enum { MAX_EXPECTED = 7 };
	yysymbol_kind_t all[YYNTOKENS], expected[YYNTOKENS];
	int total = yypcontext_expected_tokens(ctx, all, YYNTOKENS), n = 0;
	/* the reader's tokens stand for others; 'module' and 'func.func' stand
	 * for their generic forms too, and for 'memref.global' and a file's
	 * metadata (which would make the list at top level too long to be
	 * given) */
	for (int i = 0; i < total; i++)
		if (all[i] != YYSYMBOL_T_TYPE && all[i] != YYSYMBOL_T_FAST && all[i] != YYSYMBOL_T_SIG &&
		    all[i] != YYSYMBOL_K_GENERIC_MODULE && all[i] != YYSYMBOL_K_GENERIC_FUNC &&
		    all[i] != YYSYMBOL_K_GENERIC_GLOBAL && all[i] != YYSYMBOL_S_GLOBAL &&
		    all[i] != YYSYMBOL_T_META_BEGIN)
			expected[n++] = all[i];
	if (n > MAX_EXPECTED)
		n = 0;
	for (int i = 0; i < n; i++)   /* an internal token, never written */
		if (expected[i] == YYSYMBOL_T_RESUME)
			expected[i--] = expected[--n];
	yysymbol_kind_t got = yypcontext_token(ctx);
	if (got == YYSYMBOL_T_TYPE)
		got = YYSYMBOL_T_SHAPED;
	char msg[512];
	size_t len = 0;
	msg[0] = 0;
	const char *text = lex_text(P->cx->lex, P->last_loc.off);
	switch (got) {
	case YYSYMBOL_T_ERROR: {
		unsigned char c = text ? (unsigned char)*text : 0;
		if (c > ' ' && c < 127)
			snprintf(msg, sizeof msg, "invalid character '%c'", c);
		else
			snprintf(msg, sizeof msg, "invalid character '\\x%02X'", c);
		parser_syntax_error(P, P->last_loc, msg);
		return 0;
	}
	case YYSYMBOL_T_BAD_NUMBER:
		parser_syntax_error(P, P->last_loc, "malformed number: digits are missing");
		return 0;
	case YYSYMBOL_T_BAD_STRING:
		parser_syntax_error(P, P->last_loc, "unterminated string");
		return 0;
	case YYSYMBOL_T_TOO_DEEP:
		parser_syntax_error(P, P->last_loc, "brackets are nested too deeply (the limit is 256)");
		return 0;
	default:
		break;
	}
	/* a missing token is reported where it is missing: after the previous
	 * token, not at the next one on a later line */
	Loc at = P->last_loc;
	if (n > 0 && n < MAX_EXPECTED && P->prev_end.line &&
	    lex_line_col(P->cx->lex, P->last_loc).line > lex_line_col(P->cx->lex, P->prev_end).line)
		at = P->prev_end;
	if (got == YYSYMBOL_YYEOF && P->cx->lex->depth > 0 && (n == 0 || n >= MAX_EXPECTED)) {
		parser_syntax_error(P, P->prev_end.line ? P->prev_end : at, "unexpected end of file: a '}' is missing");
		return 0;
	}
	/* an op where a module's items go: not one of them */
	bool top = false;
	for (int i = 0; i < total; i++)
		top |= all[i] == YYSYMBOL_K_FUNC;
	if (got == YYSYMBOL_T_BARE_ID && top && text) {
		int len = 0;
		while (isalnum((unsigned char)text[len]) || text[len] == '_' || text[len] == '.' || text[len] == '$')
			len++;
		const char *hint = b_dialect_hint(text, (size_t)len);
		if (memchr(text, '.', (size_t)len)) {
			snprintf(msg, sizeof msg, "unsupported op '%.*s' where a module's functions, globals and aliases "
			         "go%s", len, text, hint ? hint : "");
			parser_syntax_error(P, at, msg);
			return 0;
		}
	}
	/* the tokens that start a type are named as one */
	const char *names[MAX_EXPECTED];
	int nn = 0, type_starts = 0;
	for (int i = 0; i < n; i++)
		type_starts += expected[i] == YYSYMBOL_T_BARE_ID || expected[i] == YYSYMBOL_T_SHAPED ||
		               expected[i] == YYSYMBOL_K_COMPLEX || expected[i] == YYSYMBOL_T_BANG_ID;
	for (int i = 0; i < n; i++) {
		yysymbol_kind_t k = expected[i];
		if (type_starts == 4 && (k == YYSYMBOL_T_BARE_ID || k == YYSYMBOL_T_SHAPED ||
		                         k == YYSYMBOL_K_COMPLEX || k == YYSYMBOL_T_BANG_ID ||
		                         !strcmp(yysymbol_name(k), "'('")))
			continue;
		names[nn++] = yysymbol_name(k);
	}
	if (type_starts == 4)
		names[nn++] = "type";
	if (n > 0 && n < MAX_EXPECTED) {
		len += (size_t)snprintf(msg, sizeof msg, "expected ");
		for (int i = 0; i < nn && len < sizeof msg; i++)
			len += (size_t)snprintf(msg + len, sizeof msg - len, "%s%s",
			                        i == 0 ? "" : i == nn - 1 ? " or " : ", ", names[i]);
		if (len < sizeof msg)
			snprintf(msg + len, sizeof msg - len, ", got %s", yysymbol_name(got));
	} else {
		snprintf(msg, sizeof msg, "unexpected %s", yysymbol_name(got));
	}
	parser_syntax_error(P, at, msg);
	return 0;
}

void yyerror(Parser *P, const char *msg)
{
	parser_syntax_error(P, P->last_loc, msg);
}

static void *stack_alloc(Parser *P, size_t n)
{
	int i = P->stacks[0] != NULL;
	if (!(P->stacks[i] = malloc(n)))
		no_memory(P->cx->nomem);
	return P->stacks[i];
}

static void stack_free(Parser *P, void *p)
{
	P->stacks[P->stacks[1] == p] = NULL;
	free(p);
}

void parser_free(Parser *P)
{
	free(P->stacks[0]);
	free(P->stacks[1]);
	P->stacks[0] = P->stacks[1] = NULL;
}
