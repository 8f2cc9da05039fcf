#!/usr/bin/env bash
# arith.maximumf and minimumf on bf16, with -0.0 as one operand and the
# other made by a conversion (a call of compiler-rt's __truncsfbf2), run at
# -O0 and -O2. LLVM 15 to 22's x86 code generators miscompile the and of
# a bfloat's bits with -0.0's bits, which demands the sign bit alone
# (llvm-project #189363, fixed in LLVM 23): the expansion for LLVMs before
# 19 gave maximum(-0, -0) = +0 until it worked on bf16 in float.
# Found by tests/cli/differential.sh. Run tests link without compiler-rt,
# which bf16 conversions need, hence a script.
#   bash tests/cli/bf16_minmax.sh IR2LL TESTS_DIR   (CLANG from the environment)
# Exit 77 (skip) without clang or compiler-rt (apt-get install clang-22 libclang-rt-22-dev).
set -u
ir2ll=$(realpath "${1:?usage: bf16_minmax.sh IR2LL TESTS_DIR}")
[ -n "${CLANG:-}" ] || { echo "no clang (apt-get install clang-22): skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
echo 'int main(void) { return 0; }' >rt.c
"$CLANG" -rtlib=compiler-rt rt.c -o rt 2>/dev/null || { echo "no compiler-rt (apt-get install libclang-rt-22-dev): skipped"; exit 77; }

cat >m.mlir <<'EOF'
func.func @minmax(%x: f32, %c: i1) -> (f32, f32) attributes {llvm.emit_c_interface} {
  %b = arith.truncf %x : f32 to bf16
  %zero = arith.constant 0.0 : bf16
  %nz = arith.negf %zero : bf16
  %max = arith.maximumf %b, %nz : bf16
  %min = arith.minimumf %b, %zero : bf16
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^j(%max, %min : bf16, bf16)
^b:
  cf.br ^j(%min, %max : bf16, bf16)
^j(%r: bf16, %s: bf16):
  %e = arith.extf %r : bf16 to f32
  %f = arith.extf %s : bf16 to f32
  return %e, %f : f32, f32
}
EOF
cat >m.c <<'EOF'
#include <math.h>
#include <stdio.h>
#include <string.h>
typedef struct { float max, min; } R;
void _mlir_ciface_minmax(R *, float, _Bool);
static unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return isnan(f) ? 0x7fc00000u : u; }
int main(void) {
	float v[] = {-0.0f, 0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN};
	for (int i = 0; i < 7; i++) {
		R r;
		_mlir_ciface_minmax(&r, v[i], 1);
		printf("%08x: max(x, -0) %08x, min(x, +0) %08x\n", bits(v[i]), bits(r.max), bits(r.min));
	}
}
EOF
cat >expected <<'EOF'
80000000: max(x, -0) 80000000, min(x, +0) 80000000
00000000: max(x, -0) 00000000, min(x, +0) 00000000
3f800000: max(x, -0) 3f800000, min(x, +0) 00000000
bf800000: max(x, -0) 80000000, min(x, +0) bf800000
7f800000: max(x, -0) 7f800000, min(x, +0) 00000000
ff800000: max(x, -0) 80000000, min(x, +0) ff800000
7fc00000: max(x, -0) 7fc00000, min(x, +0) 7fc00000
EOF
fail=0
for version in 15 19; do   # the expansion, and llvm.maximum and minimum
	"$ir2ll" --llvm-version=$version m.mlir -o m.ll || { echo "FAIL: ir2ll --llvm-version=$version"; exit 1; }
	for O in 0 2; do
		"$CLANG" -O$O -w -rtlib=compiler-rt m.c m.ll -lm -o m || { echo "FAIL: clang -O$O"; fail=1; continue; }
		if ! ./m >got || ! diff -u expected got; then
			echo "FAIL: --llvm-version=$version at -O$O"; fail=1
		fi
	done
done
[ $fail = 0 ] && echo "bf16 maximumf and minimumf right at -O0 and -O2"
exit $fail
