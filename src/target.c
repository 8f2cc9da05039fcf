/* What --target and --data-layout say: whether LLVM will take them, and
 * the pointer width they give. Output that LLVM rejects is never written,
 * so both are checked before anything else; the checks accept a subset of
 * what LLVM does (the architectures it knows, the layout specifications of
 * the LangRef with LLVM's rules on sizes and alignments). */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "target.h"

static const char *const arch_names[] = {
	"", "unknown", "arm", "armeb", "thumb", "thumbeb", "xscale", "xscaleeb",
	"aarch64", "aarch64_be", "aarch64_32", "arm64", "arm64e", "arm64_32",
	"i386", "i486", "i586", "i686", "i786", "i886", "i986", "x86_64", "x86_64h", "amd64",
	"riscv32", "riscv64", "riscv32be", "riscv64be",
	"mips", "mipsel", "mips64", "mips64el", "mipsr6", "mipsr6el", "mips64r6", "mips64r6el",
	"mipsisa32r6", "mipsisa32r6el", "mipsisa64r6", "mipsisa64r6el",
	"mipsn32", "mipsn32el", "mipsn32r6", "mipsn32r6el", "mipsallegrex",
	"powerpc", "powerpcle", "powerpc64", "powerpc64le", "ppc", "ppc32", "ppcle", "ppc32le",
	"ppc64", "ppc64le", "ppu", "sparc", "sparcv9", "sparcel", "sparc64", "s390x", "systemz",
	"wasm32", "wasm64", "nvptx", "nvptx64", "amdgcn", "r600", "amdil", "amdil64",
	"hsail", "hsail64", "spir", "spir64", "spirv", "spirv32", "spirv64",
	"hexagon", "bpf", "bpfel", "bpfeb", "avr", "msp430", "lanai", "xcore", "ve", "csky",
	"m68k", "loongarch32", "loongarch64", "xtensa", "dxil", "kalimba", "shave",
	"renderscript32", "renderscript64", "arc", "tce", "tcele",
};

/* ARM versions: armv7, armv8.1a, thumbv8m.main, armebv7, ... */
static bool arm_version(const char *arch, size_t n)
{
	static const char *const fam[] = {"armv", "armebv", "thumbv", "thumbebv"};
	for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++) {
		size_t k = strlen(fam[i]);
		if (n > k && !strncmp(arch, fam[i], k) && arch[k] >= '0' && arch[k] <= '9')
			return true;
	}
	return false;
}

const char *target_problem(const char *triple)
{
	for (const char *s = triple; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		      *s == '_' || *s == '.' || *s == '-'))
			return "a triple has only letters, digits, '_', '.' and '-'";
	size_t n = strcspn(triple, "-");
	for (size_t i = 0; i < sizeof arch_names / sizeof arch_names[0]; i++)
		if (strlen(arch_names[i]) == n && !strncmp(triple, arch_names[i], n))
			return NULL;
	if (arm_version(triple, n))
		return NULL;
	return "the architecture is not one LLVM knows";
}

/* ---- data layout ---- */

/* A decimal number at *s, at most max; advances *s. */
static bool number(const char **s, uint64_t max, uint64_t *out)
{
	const char *p = *s;
	uint64_t v = 0;
	if (*p < '0' || *p > '9')
		return false;
	for (; *p >= '0' && *p <= '9'; p++) {
		v = v * 10 + (uint64_t)(*p - '0');
		if (v > max)
			return false;
	}
	*s = p;
	*out = v;
	return true;
}

static bool field(const char **s, uint64_t max, uint64_t *out)
{
	if (**s != ':')
		return false;
	(*s)++;
	return number(s, max, out);
}

/* An alignment in bits: a power of two and whole bytes. */
static bool align_ok(uint64_t a)
{
	return a >= 8 && a % 8 == 0 && (a & (a - 1)) == 0 && a <= 1u << 24;
}

enum { MAX_BITS = 1 << 23, MAX_ADDRSPACE = (1 << 24) - 1 };

/* ":abi[:pref]" after a size; the ABI alignment may be 0 only for 'a' */
static bool alignments(const char **s, bool zero_ok)
{
	uint64_t abi, pref;
	if (!field(s, 1u << 24, &abi) || !(align_ok(abi) || (zero_ok && abi == 0)))
		return false;
	if (**s == ':' && (!field(s, 1u << 24, &pref) || !align_ok(pref) || pref < abi))
		return false;
	return true;
}

/* One specification, up to the next '-' */
static bool spec_ok(const char *s, const char *end)
{
	uint64_t v, size;
	switch (*s++) {
	case 'e': case 'E':
		break;
	case 'm':
		if (*s++ != ':' || !strchr("elmowx", *s) || !*s)
			return false;
		s++;
		break;
	case 'S':
		if (!number(&s, 1u << 24, &v) || !align_ok(v))
			return false;
		break;
	case 'P': case 'A': case 'G':
		if (!number(&s, MAX_ADDRSPACE, &v))
			return false;
		break;
	case 'p': {
		if (*s >= '0' && *s <= '9' && !number(&s, MAX_ADDRSPACE, &v))
			return false;
		uint64_t abi, pref = 0, idx;
		if (!field(&s, MAX_BITS, &size) || size == 0 || size % 8 != 0 ||
		    !field(&s, 1u << 24, &abi) || !align_ok(abi))
			return false;
		if (*s == ':' && (!field(&s, 1u << 24, &pref) || !align_ok(pref) || pref < abi))
			return false;
		if (*s == ':' && (!field(&s, MAX_BITS, &idx) || idx == 0 || idx % 8 != 0 || idx > size))
			return false;
		break;
	}
	case 'i': case 'f': case 'v': {
		bool byte = s[-1] == 'i' && s[0] == '8' && (s[1] == ':');
		if (!number(&s, MAX_BITS, &size) || size == 0)
			return false;
		if (byte && strncmp(s, ":8", 2) != 0)   /* i8 is byte-aligned */
			return false;
		if (!alignments(&s, false))
			return false;
		break;
	}
	case 'a':
		if (!alignments(&s, true))
			return false;
		break;
	case 'n':
		if (*s == 'i') {   /* ni:AS:AS...: non-integral address spaces, not 0 */
			s++;
			do
				if (!field(&s, MAX_ADDRSPACE, &v) || v == 0)
					return false;
			while (*s == ':');
			break;
		}
		if (!number(&s, MAX_BITS, &v) || v == 0)
			return false;
		while (*s == ':')
			if (!field(&s, MAX_BITS, &v) || v == 0)
				return false;
		break;
	case 'F':
		if (*s != 'i' && *s != 'n')
			return false;
		s++;
		if (!number(&s, 1u << 24, &v) || !align_ok(v))
			return false;
		break;
	default:
		return false;
	}
	return s == end;
}

const char *data_layout_problem(const char *layout)
{
	if (!*layout)
		return NULL;
	for (const char *s = layout;;) {
		const char *end = s + strcspn(s, "-");
		if (end == s || !spec_ok(s, end))
			return "not a data layout LLVM takes (see the LangRef's 'Data Layout')";
		if (!*end)
			return NULL;
		s = end + 1;
	}
}

/* The pointer width a data layout ("p:32:32" or "p0:32:32") or, failing
 * that, a triple's architecture gives; 64 when neither says. */
int target_pointer_bits(const char *triple, const char *layout)
{
	for (const char *s = layout; s && *s; s++) {
		if ((s == layout || s[-1] == '-') && s[0] == 'p' && (s[1] == ':' || (s[1] == '0' && s[2] == ':'))) {
			int bits = atoi(strchr(s, ':') + 1);
			if (bits >= 8 && bits <= 64)
				return bits;
		}
	}
	if (!triple)
		return 64;
	static const char *const arch16[] = {"avr", "msp430"};
	static const char *const arch32[] = {
		"arm", "armeb", "thumb", "thumbeb", "xscale", "xscaleeb", "aarch64_32", "arm64_32",
		"i386", "i486", "i586", "i686", "i786", "i886", "i986", "riscv32", "riscv32be",
		"mips", "mipsel", "mipsr6", "mipsr6el", "mipsisa32r6", "mipsisa32r6el", "mipsallegrex",
		"powerpc", "powerpcle", "ppc", "ppc32", "ppcle", "ppc32le", "sparc", "sparcel",
		"wasm32", "nvptx", "r600", "amdil", "hsail", "spir", "spirv32", "hexagon", "lanai",
		"xcore", "csky", "m68k", "loongarch32", "xtensa", "kalimba", "shave", "renderscript32",
		"arc", "tce", "tcele",
	};
	size_t n = strcspn(triple, "-");
	for (size_t i = 0; i < sizeof arch16 / sizeof arch16[0]; i++)
		if (strlen(arch16[i]) == n && !strncmp(triple, arch16[i], n))
			return 16;
	for (size_t i = 0; i < sizeof arch32 / sizeof arch32[0]; i++)
		if (strlen(arch32[i]) == n && !strncmp(triple, arch32[i], n))
			return 32;
	return arm_version(triple, n) ? 32 : 64;
}
