/* dense_resource<key>: a value whose data is a blob of the file's
 * metadata, which mlir-opt prints at the file's end:
 *
 *   {-# dialect_resources: { builtin: { key: "0x04000000..." } } #-}
 *
 * A blob's first 4 bytes are its alignment, the rest the elements' bytes,
 * little-endian, as dense<"0x..."> holds them. A memref.global of such a
 * value waits for its blob: it is printed at the module's end
 * (b_resource_globals), once every blob has been read. Only the blobs
 * are kept, as bytes; the other sections and dialects' entries are read
 * and left. */
#include <ctype.h>
#include <string.h>
#include "build.h"
#include "lower/lower.h"

typedef struct Blob {
	const uint8_t *data;   /* the elements' bytes, after the alignment */
	size_t size;
	Loc loc;               /* of its key */
} Blob;

/* A memref.global that waits for its blob */
struct ResourceGlobal {
	ResourceGlobal *next;
	GlobalDef def;
	const char *key;
	Loc at;                /* of the dense_resource<...> */
};

Attr *b_dense_resource(Parser *P, Tok at, Tok *key, Type *type)
{
	Attr *a = NEW(P->a, Attr);
	a->kind = AT_RESOURCE;
	a->loc = at.loc;
	a->type = type;
	a->text = tok_key(P, P->a, *key);
	if (!strcmp(a->text, "__elided__"))
		diag_error(P->cx, key->loc, "the data of this dense_resource<...> was left out when the input was "
		           "printed (mlir-opt's --mlir-elide-resource-strings-if-larger): print it in full");
	return a;
}

/* The bytes an element of t takes in a blob, or 0 for the elements
 * MLIR 22 cannot lower from one (integers not of whole bytes, complex) */
static int elem_bytes(Ctx *cx, const Type *t)
{
	bool whole = t->kind != TY_COMPLEX && (t->kind != TY_INT || t->width % 8 == 0);
	return whole ? type_storage_bytes(cx, t) : 0;
}

bool b_resource_check(Parser *P, const Attr *init, Type *t)
{
	Ctx *cx = P->cx;
	if (elem_bytes(cx, t->elem))
		return true;
	diag_error(cx, init->loc, "a dense_resource<...> of '%s' elements is not supported "
	           "(integers of whole bytes, index and floats are)", type_mlir(cx, t->elem));
	return false;
}

void b_resource_global(Parser *P, const GlobalDef *g, const Attr *init)
{
	Ctx *cx = P->cx;
	ResourceGlobal *r = NEW(&cx->perm, ResourceGlobal);
	r->def = *g;
	r->def.name = arena_strndup(&cx->perm, g->name, strlen(g->name));
	r->def.init = NULL;
	r->key = arena_strndup(&cx->perm, init->text, strlen(init->text));
	r->at = lex_held(cx->lex, init->loc);
	*cx->resource_globals_end = r;
	cx->resource_globals_end = &r->next;
}

/* Which section and dialect the entries that follow are in: only
 * dialect_resources' builtin entries are blobs of dense_resource<...> */
void b_meta_section(Parser *P, Tok *key)
{
	P->meta_resources = !strcmp(tok_key(P, &P->scratch, *key), "dialect_resources");
}

void b_meta_group(Parser *P, Tok *key)
{
	P->meta_builtin = P->meta_resources && !strcmp(tok_key(P, &P->scratch, *key), "builtin");
}

void b_meta_entry(Parser *P, Tok *key, Tok value, bool string)
{
	Ctx *cx = P->cx;
	if (!P->meta_builtin)
		return;
	const char *s = tok_text(P, value);
	size_t digits = string ? value.len - 2 : 0;
	bool hex = string && digits >= 2 + 8 && digits % 2 == 0 && s[1] == '0' && s[2] == 'x';
	for (size_t i = 3; hex && i <= digits; i++)
		hex = isxdigit((unsigned char)s[i]);
	if (!hex) {
		diag_error(cx, value.loc, "a 'builtin' resource must be a blob: \"0x\" and the hexadecimal digits "
		           "of a 4-byte alignment and the data");
		return;
	}
	size_t size = (digits - 2) / 2;
	uint8_t *bytes = arena_alloc_raw(&cx->perm, size);
	for (size_t i = 0; i < size; i++)
		bytes[i] = (uint8_t)(ll_hexval(s[3 + 2 * i]) << 4 | ll_hexval(s[4 + 2 * i]));
	uint32_t align = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 |
	                 (uint32_t)bytes[3] << 24;
	if (!align || (align & (align - 1))) {
		diag_error(cx, value.loc, "the alignment a blob begins with, %u, is not a power of 2", align);
		return;
	}
	if (!cx->resources.slots)
		map_init(&cx->resources, &cx->perm, 16);
	const char *name = tok_key(P, &P->scratch, *key);
	void **slot = map_slot(&cx->resources, name, strlen(name));
	if (*slot) {
		diag_error(cx, key->loc, "resource '%s' is defined twice", name);
		diag_note(cx, ((Blob *)*slot)->loc, "defined here first");
		return;
	}
	Blob *b = NEW(&cx->perm, Blob);
	b->data = bytes + 4;
	b->size = size - 4;
	b->loc = lex_held(cx->lex, key->loc);
	*slot = b;
}

/* Whether the blob's index elements fit the index type (their 8 bytes
 * sign-extend its width) */
static bool index_fits(Ctx *cx, const Blob *b)
{
	int w = cx->index_bits;
	for (size_t i = 0; w < 64 && i < b->size; i += 8) {
		int64_t v = 0;
		memcpy(&v, b->data + i, 8);   /* little-endian, as the host */
		if (v < -((int64_t)1 << (w - 1)) || v >= (int64_t)1 << (w - 1))
			return false;
	}
	return true;
}

void b_resource_globals(Ctx *cx)
{
	for (ResourceGlobal *r = cx->resource_globals; r; r = r->next) {
		const Blob *b = cx->resources.slots ? map_get(&cx->resources, r->key, strlen(r->key)) : NULL;
		Type *t = r->def.type;
		size_t need = (size_t)elem_bytes(cx, t->elem);
		for (int i = 0; i < t->rank; i++)
			need *= (size_t)t->shape[i];
		if (!b) {
			diag_error(cx, r->at, "resource '%s' is not defined: no 'builtin' entry of the file's "
			           "{-# dialect_resources #-} names it", r->key);
		} else if (b->size != need) {
			diag_error(cx, r->at, "resource '%s' has %zu bytes of data, but '%s' takes %zu",
			           r->key, b->size, type_mlir(cx, t), need);
			diag_note(cx, b->loc, "resource '%s' defined here", r->key);
		} else if (t->elem->kind == TY_INDEX && !index_fits(cx, b)) {
			diag_error(cx, r->at, "resource '%s' has a value that does not fit a %d-bit index",
			           r->key, cx->index_bits);
			diag_note(cx, b->loc, "resource '%s' defined here", r->key);
		} else if (!cx->nerrors) {
			r->def.blob = b->data;
			lower_global(cx, &r->def);
			arena_reset(&cx->fa);
		}
	}
}
