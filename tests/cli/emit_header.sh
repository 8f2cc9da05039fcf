#!/usr/bin/env bash
# --emit-header=FILE: the header compiles alone (-Wall -Wextra -Werror
# -std=c11 -pedantic); a C driver that includes it calls the _mlir_ciface_
# wrappers (memref arguments and results, several results, scalars, i1,
# index, f16, an unranked memref) and defines an external one, at -O0 and -O2,
# and prints what it prints with MLIR 22's own lowering of the same input
# (when mlir-opt is there); the header is the same from run to run; an
# input error leaves no header (and an older one untouched); a missing or
# unwritable FILE is a usage error.
#   bash tests/cli/emit_header.sh IR2LL SRC_DIR   (CLANG, MLIR_OPT from the environment)
set -u
ir2ll=${1:?usage: emit_header.sh IR2LL SRC_DIR}
[ -n "${CLANG:-}" ] || { echo "no clang: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

cat >k.mlir <<'EOF'
// a[i][j] *= s, in place; returns a
func.func @scale(%a: memref<?x?xf32>, %s: f32) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %m = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return %a : memref<?x?xf32>
}
func.func @three(%x: i32, %m: memref<4xi64>) -> (i32, memref<4xi64>, f64) attributes {llvm.emit_c_interface} {
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %c2 = arith.constant 2 : index
  %e = memref.load %m[%c2] : memref<4xi64>
  %d = arith.sitofp %e : i64 to f64
  return %y, %m, %d : i32, memref<4xi64>, f64
}
func.func @rank_is(%u: memref<*xi8>, %flip: i1, %r: index) -> i1 attributes {llvm.emit_c_interface} {
  %k = memref.rank %u : memref<*xi8>
  %eq = arith.cmpi eq, %k, %r : index
  %x = arith.xori %eq, %flip : i1
  return %x : i1
}
func.func private @ext(memref<2xi16>, memref<f64>) -> index attributes {llvm.emit_c_interface}
func.func private @ext_as(memref<2xbf16, 3>) attributes {llvm.emit_c_interface}
func.func @use_ext(%m: memref<2xi16>, %d: memref<f64>) -> index attributes {llvm.emit_c_interface} {
  %r = call @ext(%m, %d) : (memref<2xi16>, memref<f64>) -> index
  %c10 = arith.constant 10 : index
  %s = arith.muli %r, %c10 : index
  return %s : index
}
func.func @seven() -> f32 attributes {llvm.emit_c_interface} {
  %x = arith.constant 7.0 : f32
  return %x : f32
}
func.func @"not an identifier"(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %x : i32
}
func.func @half(%x: f16) -> f16 attributes {llvm.emit_c_interface} {
  %two = arith.constant 2.0 : f16
  %y = arith.mulf %x, %two : f16
  return %y : f16
}
func.func @re(%x: complex<f32>) -> f32 attributes {llvm.emit_c_interface} {
  %r = complex.re %x : complex<f32>
  return %r : f32
}
func.func @plain(%x: i32) -> i32 {
  return %x : i32
}
EOF

cat >main.c <<'EOF'
#include <stdio.h>
#include "k.h"

int64_t _mlir_ciface_ext(MemRef1DI16 *m, MemRef0DF64 *d)
{
	return m->aligned[m->offset + m->strides[0]] + (int64_t)*d->aligned + m->sizes[0];
}

void _mlir_ciface_ext_as(MemRef1DBF16AS3 *m)
{
	(void)m;
}

int main(void)
{
	float a[2][3] = {{1, 2, 3}, {4, 5, 6}};
	MemRef2DF32 ma = {&a[0][0], &a[0][0], 0, {2, 3}, {3, 1}}, r;
	_mlir_ciface_scale(&r, &ma, 0.5f);
	printf("scale: %d %lld %lld:", r.aligned == &a[0][0], (long long)r.sizes[0], (long long)r.sizes[1]);
	for (int i = 0; i < 6; i++)
		printf(" %g", (double)(&a[0][0])[i]);
	printf("\n");
	int64_t v[4] = {10, 20, 30, 40};
	MemRef1DI64 mv = {v, v, 0, {4}, {1}};
	three_Results t;
	_mlir_ciface_three(&t, 41, &mv);
	printf("three: %d %d %lld %g\n", (int)t.r0, t.r1.aligned == v, (long long)t.r1.sizes[0], t.r2);
	int8_t bytes[6] = {0};
	MemRef2DI8 m2 = {bytes, bytes, 0, {2, 3}, {3, 1}};
	UnrankedMemRefI8 u = {2, &m2};
	printf("rank_is: %d %d %d\n", (int)_mlir_ciface_rank_is(&u, false, 2),
	       (int)_mlir_ciface_rank_is(&u, true, 2), (int)_mlir_ciface_rank_is(&u, false, 3));
	int16_t s[2] = {5, 6};
	double dd = 100;
	MemRef1DI16 ms = {s, s, 0, {2}, {1}};
	MemRef0DF64 md = {&dd, &dd, 0};
	printf("use_ext: %lld\n", (long long)_mlir_ciface_use_ext(&ms, &md));
	printf("seven: %g\n", (double)_mlir_ciface_seven());
	printf("half: %g\n", (double)_mlir_ciface_half(1.25f));   /* _Float16 in and out */
	return 0;
}
EOF
# MemRef2DI8 is the driver's own: the unranked memref's ranked descriptor
sed -i 's|^int main|typedef struct { int8_t *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } MemRef2DI8;\n\nint main|' main.c
expected='scale: 1 2 3: 0.5 1 1.5 2 2.5 3
three: 42 1 4 30
rank_is: 1 0 0
use_ext: 1080
seven: 7
half: 2.5'

"$ir2ll" --emit-header=k.h k.mlir -o k.ll || fail "ir2ll failed"
"$ir2ll" --emit-header=k2.h k.mlir -o k2.ll || fail "ir2ll failed"
sed 's/K2_H/K_H/' k2.h | cmp -s - k.h || fail "the header differs from one run to the next"
cmp -s k.ll k2.ll || fail "the output differs with the header's name"
for f in scale three rank_is ext ext_as use_ext seven half; do
	grep -q "_mlir_ciface_$f(" k.h || fail "no prototype of _mlir_ciface_$f"
done
grep -q '@not an identifier: no prototype, as its name is not a C identifier' k.h || fail "no comment for the name that is not a C identifier"
grep -q "@re: no prototype, as C has no type for 'complex<f32>'" k.h || fail "no comment for a complex argument"
grep -q plain k.h && fail "a function without the C interface is in the header"
[ "$(grep -c 'typedef struct MemRef1DI64 {' k.h)" = 1 ] || fail "a struct declared other than once"
for std in c11 c99 gnu17; do
	"$CLANG" -fsyntax-only -Wall -Wextra -Werror -std=$std -pedantic -x c k.h 2>err ||
		{ cat err; fail "the header alone does not compile with -std=$std"; }
done
"$CLANG" -fsyntax-only -Wall -Wextra -Werror -x c++ k.h 2>err || { cat err; fail "the header does not compile as C++"; }
printf '#include "k.h"\n#include "k.h"\n' >twice.c
"$CLANG" -fsyntax-only -Wall -Werror -std=c11 -pedantic twice.c 2>err || { cat err; fail "the header's guard"; }
for O in 0 2; do
	"$CLANG" -O$O -Wall -Wextra -Werror -std=c11 -pedantic -c main.c -o main$O.o 2>err || { cat err; fail "clang -O$O main.c"; }
	"$CLANG" -O$O -w main$O.o k.ll -o exe$O 2>err || { cat err; fail "clang -O$O k.ll"; }
	[ "$(./exe$O)" = "$expected" ] || { ./exe$O; fail "the driver's output at -O$O"; }
done
# the same driver and header with MLIR 22's lowering of k.mlir: the header
# says MLIR's C interface
# (MLIR_OPT may be Debian's /usr/bin/mlir-opt-22, a link beside no mlir-translate)
translate=$(dirname "$(readlink -f "${MLIR_OPT:-.}")")/mlir-translate
if [ -n "${MLIR_OPT:-}" ] && [ -x "$translate" ]; then
	"$MLIR_OPT" --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts k.mlir -o ref.mlir &&
		"$translate" --mlir-to-llvmir ref.mlir -o ref.ll || fail "MLIR 22 rejects k.mlir"
	for O in 0 2; do
		"$CLANG" -O$O -w main$O.o ref.ll -o ref$O || fail "clang -O$O with MLIR 22's output"
		[ "$(./ref$O)" = "$expected" ] || { ./ref$O; fail "MLIR 22's output prints otherwise at -O$O"; }
	done
fi

# errors: no header, and an older one left as it was
echo old >k.h
printf 'func.func @f(%%x: i32) -> i32 attributes {llvm.emit_c_interface} {\n  return %%y : i32\n}\n' >bad.mlir
"$ir2ll" --emit-header=k.h bad.mlir -o bad.ll 2>err
[ $? = 1 ] || fail "an input error did not exit 1"
[ "$(cat k.h)" = old ] || fail "an input error changed the header"
"$ir2ll" --emit-header=new.h bad.mlir -o bad.ll 2>err
[ -e new.h ] && fail "an input error left a header"
ls | grep -q tmp && fail "a temporary is left: $(ls)"
for bad in --emit-header --emit-header= --emit-header=-; do
	"$ir2ll" "$bad" k.mlir -o out.ll 2>err
	[ $? = 2 ] || fail "'$bad' is not a usage error"
	grep -q "needs a file name" err || { cat err; fail "'$bad': the message"; }
done
"$ir2ll" --emit-header=no/such/dir/k.h k.mlir -o out.ll 2>err
[ $? = 2 ] || fail "an unwritable header is not a usage error"
grep -q "cannot write 'no/such/dir/k.h'" err || { cat err; fail "the unwritable header's message"; }
[ -e out.ll ] && fail "the output was written although the header could not be"
ls | grep -q tmp && fail "a temporary is left: $(ls)"
"$ir2ll" --emit-header=x.h --use-bare-ptr-memref-call-conv k.mlir -o out.ll 2>err
[ $? = 2 ] || fail "--emit-header with --use-bare-ptr-memref-call-conv is not a usage error"
[ -e x.h ] || [ -e out.ll ] && fail "a usage error wrote files"
"$ir2ll" --emit-c-interface --use-bare-ptr-memref-call-conv none.mlir -o out.ll 2>err
[ $? = 2 ] || fail "--emit-c-interface with --use-bare-ptr-memref-call-conv is not a usage error"
# index of 32 bits: int32_t in the descriptors; of 48 bits: no C type
"$ir2ll" --index-bitwidth=32 --emit-header=k32.h k.mlir -o k32.ll || fail "--index-bitwidth=32"
grep -q '^	int32_t sizes\[2\];' k32.h || fail "no 32-bit index in the descriptors"
"$CLANG" -fsyntax-only -Wall -Wextra -Werror -std=c11 -pedantic -x c k32.h 2>err || { cat err; fail "the 32-bit header"; }
"$ir2ll" --index-bitwidth=48 --emit-header=k48.h k.mlir -o k48.ll || fail "--index-bitwidth=48"
grep -q "@seven: no" k48.h && fail "a function without memrefs or index lost its prototype"
grep -q "@scale: no prototype, as C has no type for 'memref<?x?xf32>'" k48.h || fail "index of 48 bits"
# into a device: written once the translation succeeded
"$ir2ll" --emit-header=/dev/null k.mlir -o out.ll || fail "--emit-header=/dev/null"
printf 'func.func @f() {\n  return\n}\n' >none.mlir
# with the attribute nowhere: a header with no functions, still compiling
"$ir2ll" --emit-header=empty.h bad.mlir >/dev/null 2>&1
"$ir2ll" --emit-header=empty.h none.mlir -o none.ll || fail "a module without the C interface"
"$CLANG" -fsyntax-only -Wall -Wextra -Werror -std=c11 -pedantic -x c empty.h 2>err || { cat err; fail "the empty header"; }
echo "emit_header: ok"
