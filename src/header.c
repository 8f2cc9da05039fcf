/* --emit-header: a C header declaring each _mlir_ciface_ function of the
 * module and the descriptor structs they take, written as the functions
 * are translated (a struct before its first use, once). What it keeps is
 * the names of the structs declared so far. A function the header cannot
 * describe in standard C (its name is no C identifier, or a type has no
 * C type here) gets a comment saying why, instead of a prototype. */
#include <stdio.h>
#include <string.h>
#include "lower/lower.h"

static void put(Ctx *cx, const char *s, size_t n)
{
	if (!cx->write_failed && cx->opt->header_write(cx->opt->header_ctx, s, n) != 0)
		cx->write_failed = true;
}

static void put_buf(Ctx *cx, const Buf *b)
{
	put(cx, b->s, b->n);
}

/* s in a comment: '*' '/' kept apart, other bytes than printable ASCII as '?' */
static void buf_comment(Buf *b, const char *s)
{
	for (; *s; s++) {
		char c = *s >= ' ' && *s < 127 ? *s : '?';
		buf_add(b, &c, 1);
		if (c == '*' && s[1] == '/')
			buf_add(b, " ", 1);
	}
}

static bool c_identifier(const char *s)
{
	if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/* The C integer of that width, unsigned or signed; NULL if none */
static const char *int_type(int bits, bool u)
{
	switch (bits) {
	case 8: return u ? "uint8_t" : "int8_t";
	case 16: return u ? "uint16_t" : "int16_t";
	case 32: return u ? "uint32_t" : "int32_t";
	case 64: return u ? "uint64_t" : "int64_t";
	default: return NULL;
	}
}

/* The C type of a scalar, and its part of a struct's name ("F32"); NULL
 * if none. f16 is _Float16 by value (passed, as LLVM's half, in
 * floating-point registers: see header_func for the compilers without
 * it) and uint16_t as a memref element, as bf16 is; bf16 has no by-value
 * type. */
static const char *c_scalar(Ctx *cx, const Type *t, bool elem, const char **tag)
{
	switch (t->kind) {
	case TY_INT:
		if (t->width == 1) {
			*tag = "I1";
			return "bool";
		}
		/* ui32 as uint32_t, its memrefs' structs MemRef1DUI32 */
		*tag = t->width == 8 ? "UI8" : t->width == 16 ? "UI16" : t->width == 32 ? "UI32" : "UI64";
		if (t->sign != 'u')
			*tag += 1;   /* "I32" */
		return int_type(t->width, t->sign == 'u');
	case TY_INDEX:
		*tag = "Index";
		return int_type(cx->index_bits, false);
	case TY_FLOAT:
		if (t->width == 16) {
			*tag = t->bf16 ? "BF16" : "F16";
			return elem ? "uint16_t" : t->bf16 ? NULL : "_Float16";
		}
		*tag = t->width == 32 ? "F32" : "F64";
		return t->width == 32 ? "float" : t->width == 64 ? "double" : NULL;
	default:
		return NULL;
	}
}

static bool is_memref(const Type *t)
{
	return t->kind == TY_MEMREF || t->kind == TY_UMEMREF;
}

/* A descriptor struct's name: MemRef2DF32, UnrankedMemRefI8, with AS1
 * after it in address space 1 */
static const char *desc_name(Ctx *cx, Arena *a, const Type *t)
{
	const char *tag;
	if (!c_scalar(cx, t->elem, true, &tag) || !int_type(cx->index_bits, false))
		return NULL;
	char buf[64];
	int n = t->kind == TY_UMEMREF ? snprintf(buf, sizeof buf, "UnrankedMemRef%s", tag)
	                              : snprintf(buf, sizeof buf, "MemRef%dD%s", t->rank, tag);
	if (t->memspace)
		n += snprintf(buf + n, sizeof buf - (size_t)n, "AS%d", t->memspace);
	return arena_strndup(a, buf, (size_t)n);
}

/* typedef struct NAME {...} NAME;, unless written already */
static void declare_desc(Ctx *cx, Arena *a, const Type *t, const char *name)
{
	size_t len = strlen(name);
	if (map_get(&cx->header_structs, name, len))
		return;
	map_put(&cx->header_structs, name, len, (void *)1);
	const char *tag, *et = c_scalar(cx, t->elem, true, &tag), *ix = int_type(cx->index_bits, false);
	char line[160];
	Buf b = {.a = a};
	if (t->memspace) {   /* C has no address spaces */
		snprintf(line, sizeof line, "/* pointers into address space %d */\n", t->memspace);
		buf_str(&b, line);
	}
	snprintf(line, sizeof line, "typedef struct %s {\n", name);
	buf_str(&b, line);
	if (t->kind == TY_UMEMREF) {
		snprintf(line, sizeof line, "\t%s rank;\n\tvoid *descriptor;   /* a MemRef<rank>D%s; in a result, "
		         "malloc memory that the caller frees */\n", ix, tag);
		buf_str(&b, line);
	} else {
		snprintf(line, sizeof line, "\t%s *allocated;\n\t%s *aligned;\n\t%s offset;\n", et, et, ix);
		buf_str(&b, line);
		if (t->rank) {
			snprintf(line, sizeof line, "\t%s sizes[%d];\n\t%s strides[%d];\n", ix, t->rank, ix,
			         t->rank);
			buf_str(&b, line);
		}
	}
	snprintf(line, sizeof line, "} %s;\n\n", name);
	buf_str(&b, line);
	put_buf(cx, &b);
}

/* The C type of an argument or result: a descriptor's name (declared
 * first), or a scalar's type; NULL if none. */
static const char *c_type(Ctx *cx, Arena *a, const Type *t)
{
	const char *tag;
	if (!is_memref(t))
		return c_scalar(cx, t, false, &tag);
	const char *name = desc_name(cx, a, t);
	if (name)
		declare_desc(cx, a, t, name);
	return name;
}

static void skip(Ctx *cx, Arena *a, Func *f, const char *why, const Type *t)
{
	Buf b = {.a = a};
	buf_str(&b, "/* @");
	buf_comment(&b, f->name);
	buf_str(&b, ": no prototype, ");
	buf_str(&b, why);
	if (t) {
		buf_str(&b, " '");
		buf_comment(&b, type_mlir(cx, (Type *)t));
		buf_str(&b, "'");
	}
	buf_str(&b, " */\n\n");
	put_buf(cx, &b);
}

/* The first type of f's signature with no C type, or NULL */
static const Type *first_without_c_type(Ctx *cx, Arena *a, const Type *ft)
{
	for (int i = 0; i < ft->nout; i++)
		if (!c_type(cx, a, ft->outs[i]))
			return ft->outs[i];
	for (int i = 0; i < ft->nin; i++)
		if (!c_type(cx, a, ft->ins[i]))
			return ft->ins[i];
	return NULL;
}

void header_begin(Ctx *cx)
{
	const char *guard = cx->opt->header_guard ? cx->opt->header_guard : "IR2LL_CIFACE_H";
	Buf b = {.a = &cx->perm};
	buf_str(&b,
		"/* The C interface (_mlir_ciface_ functions) of an MLIR module, written by\n"
		" * ir2ll --emit-header. A memref is passed as a pointer to its descriptor\n"
		" * struct; a memref result, a complex one or several results are stored\n"
		" * through the first argument. Types: iN and siN as intN_t (signless: read as\n"
		" * signed), uiN as uintN_t, i1 as bool, index as a signed integer of its width, f32 as\n"
		" * float, f64 as double, f16 as _Float16 (for compilers that have it),\n"
		" * f16 and bf16 memref elements as uint16_t. A\n"
		" * function marked 'external' is defined by the C program and called by\n"
		" * the module. */\n#ifndef ");
	buf_str(&b, guard);
	buf_str(&b, "\n#define ");
	buf_str(&b, guard);
	buf_str(&b, "\n#include <stdbool.h>\n#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
	put_buf(cx, &b);
}

void header_end(Ctx *cx)
{
	static const char end[] = "#ifdef __cplusplus\n}\n#endif\n#endif\n";
	put(cx, end, sizeof end - 1);
}

/* Whether ft passes or returns an f16 by value */
static bool has_f16(const Type *ft)
{
	for (int i = 0; i < ft->nin + ft->nout; i++) {
		const Type *t = i < ft->nin ? ft->ins[i] : ft->outs[i - ft->nin];
		if (t->kind == TY_FLOAT && t->width == 16)
			return true;
	}
	return false;
}

/* void _mlir_ciface_f(MemRef1DF32 *result, MemRef2DF32 *arg0, float arg1);
 * a struct NAME_Results for several results. With an f16, only for a
 * compiler that has _Float16 (and __extension__, for -pedantic's sake). */
void header_func(Ctx *cx, Func *f, bool external)
{
	Arena *a = &cx->fa;
	Type *ft = f->type;
	if (!c_identifier(f->name)) {
		skip(cx, a, f, "as its name is not a C identifier", NULL);
		return;
	}
	const Type *bad = first_without_c_type(cx, a, ft);
	if (bad) {
		skip(cx, a, f, "as C has no type for", bad);
		return;
	}
	Buf b = {.a = a};
	bool f16 = has_f16(ft);
	if (f16)
		buf_str(&b, "#ifdef __FLT16_MAX__\n");
	if (ft->nout > 1) {
		buf_str(&b, f16 ? "__extension__ typedef struct " : "typedef struct ");
		buf_str(&b, f->name);
		buf_str(&b, "_Results {\n");
		for (int i = 0; i < ft->nout; i++) {
			char field[32];
			snprintf(field, sizeof field, " r%d;\n", i);
			buf_str(&b, "\t");
			buf_str(&b, c_type(cx, a, ft->outs[i]));
			buf_str(&b, field);
		}
		buf_str(&b, "} ");
		buf_str(&b, f->name);
		buf_str(&b, "_Results;\n\n");
	}
	if (external)
		buf_str(&b, "/* external: defined by the C program */\n");
	if (f16)
		buf_str(&b, "__extension__ ");
	bool byptr = ft->nout > 1 || (ft->nout == 1 && (is_memref(ft->outs[0]) || ft->outs[0]->kind == TY_COMPLEX));
	if (byptr || !ft->nout)
		buf_str(&b, "void");
	else
		buf_str(&b, c_type(cx, a, ft->outs[0]));
	buf_str(&b, " _mlir_ciface_");
	buf_str(&b, f->name);
	buf_str(&b, "(");
	if (byptr) {
		if (ft->nout > 1) {
			buf_str(&b, f->name);
			buf_str(&b, "_Results");
		} else {
			buf_str(&b, c_type(cx, a, ft->outs[0]));
		}
		buf_str(&b, " *result");
	}
	for (int i = 0; i < ft->nin; i++) {
		char arg[32];
		snprintf(arg, sizeof arg, "%sarg%d", is_memref(ft->ins[i]) ? " *" : " ", i);
		if (byptr || i)
			buf_str(&b, ", ");
		buf_str(&b, c_type(cx, a, ft->ins[i]));
		buf_str(&b, arg);
	}
	if (!byptr && !ft->nin)
		buf_str(&b, "void");
	buf_str(&b, f16 ? ");\n#endif\n\n" : ");\n\n");
	put_buf(cx, &b);
}
