#!/usr/bin/env bash
# --llvm-version=13 and 14 write typed pointers (float*, i8* for malloc,
# llvm.memcpy.p0i8.p0i8.i64): LLVM 14's opt -passes=verify and llc -O0 must
# accept ir2ll's translation of every golden and run test input (but those
# for a later version), LLVM 13's too when installed, and each run test,
# compiled with LLVM 14 and its driver at -O0 and -O2, must print NAME.out.
# An input ir2ll rejects under --llvm-version=14 must be listed below, and a
# listed one must be rejected with a located error that names --llvm-version.
#   bash tests/cli/typed_pointers.sh IR2LL TESTS_DIR
#   (OPT14, LLC14, CLANG14, OPT13, LLC13 from the environment; CLANG14, OPT13
#   and LLC13 may be empty: without clang-14 the run tests are not run)
# Exit 77 (skip) without LLVM 14's opt and llc (apt-get install llvm-14).
set -u
ir2ll=${1:?usage: typed_pointers.sh IR2LL TESTS_DIR}
tests=${2:?usage: typed_pointers.sh IR2LL TESTS_DIR}

# Inputs that ir2ll rejects under --llvm-version=14 (as golden/NAME.mlir or
# run/NAME.mlir), each with why:
rejected=(
	golden/math_ops.mlir     # bf16, which LLVM 14's x86 code generator cannot pass
	golden/complex_ops.mlir  # complex<bf16>, the same
	run/dense_hex.mlir       # a bf16 global, the same
	run/vector_print.mlir    # bf16 printed, the same (run/vector_print_typed is its LLVM 14 part)
)

[ -n "${OPT14:-}" ] && [ -n "${LLC14:-}" ] || { echo "no LLVM 14 (apt-get install llvm-14): skipped"; exit 77; }
CLANG14=${CLANG14:-} OPT13=${OPT13:-} LLC13=${LLC13:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 ok=0 ok13=0 ran=0 listed=0

failed() { echo "FAIL: $name: $1"; head -3 "$work/err"; fail=1; }
is_listed() { local r; for r in "${rejected[@]}"; do [ "$r" = "$1" ] && return 0; done; return 1; }
# translate V: ir2ll's output for --llvm-version=V in $work/outV.ll
translate() {
	# shellcheck disable=SC2086
	(cd "$dir" && "$ir2ll" $args --llvm-version="$1" "$base.mlir") >"$work/out$1.ll" 2>"$work/err"
}
# verify V OPT LLC: LLVM V's opt and llc accept $work/outV.ll
verify() {
	"$2" -passes=verify -disable-output "$work/out$1.ll" 2>"$work/err" || { failed "LLVM $1's opt rejects the output"; return 1; }
	"$3" -O0 -filetype=null "$work/out$1.ll" 2>"$work/err" || { failed "LLVM $1's llc rejects the output"; return 1; }
}
# run_test: the run test's driver linked with $work/out14.ll prints NAME.out
# at -O0 and -O2 (with compiler-rt: LLVM 14 converts half by calling
# __gnu_h2f_ieee and __gnu_f2h_ieee, which libgcc does not have)
run_test() {
	local O
	for O in 0 2; do
		(cd "$dir" && "$CLANG14" -rtlib=compiler-rt -O$O -w "$base.c" "$work/out14.ll" -lm -o "$work/exe") \
			2>"$work/err" || { failed "clang-14 -O$O fails"; return 1; }
		(cd "$dir" && "$work/exe") >"$work/got" 2>"$work/err" || { failed "the program exits with status $? at -O$O"; return 1; }
		diff "$dir/$base.out" "$work/got" >"$work/err" || { failed "output at -O$O differs from $base.out"; return 1; }
	done
}

for src in "$tests"/golden/*.mlir "$tests"/run/*.mlir; do
	name=${src#"$tests"/} dir=$(dirname "$src") base=$(basename "$src" .mlir)
	args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
	case $args in *--llvm-version=*) continue ;; esac   # output for a later LLVM
	translate 14; rc=$?
	if is_listed "$name"; then
		if [ $rc -eq 0 ]; then : >"$work/err"; failed "listed as rejected, but --llvm-version=14 accepts it"
		elif [ $rc -ne 1 ]; then failed "exit status $rc under --llvm-version=14, expected 1"
		elif [ -s "$work/out14.ll" ]; then failed "output written although rejected"
		elif ! grep -Eq "^$base\.mlir:[0-9]+:[0-9]+: error:" "$work/err" || ! grep -q -- --llvm-version "$work/err"; then
			failed "no diagnostic '$base.mlir:LINE:COL: error: ...' naming --llvm-version"
		else listed=$((listed + 1)); fi
		continue
	fi
	[ $rc -eq 0 ] || { failed "ir2ll rejects it under --llvm-version=14 (exit status $rc), and it is not listed"; continue; }
	verify 14 "$OPT14" "$LLC14" || continue
	ok=$((ok + 1))
	if [ -n "$OPT13" ] && [ -n "$LLC13" ]; then
		if translate 13; then verify 13 "$OPT13" "$LLC13" && ok13=$((ok13 + 1))
		else failed "ir2ll rejects it under --llvm-version=13"; fi
	fi
	case $name in run/*) [ -n "$CLANG14" ] && run_test && ran=$((ran + 1)) ;; esac
done
for r in "${rejected[@]}"; do
	[ -f "$tests/$r" ] || { name=$r; : >"$work/err"; failed "listed as rejected, but there is no such input"; }
done

how=; [ -n "$CLANG14" ] || how=" (no clang-14: apt-get install clang-14 libclang-rt-14-dev)"
line="$ok outputs accepted by LLVM 14, $ran run by it$how, $listed rejected as listed"
if [ -n "$OPT13" ] && [ -n "$LLC13" ]; then line="$line; $ok13 accepted by LLVM 13"
else line="$line; no LLVM 13"; fi
echo "$line"
[ $fail -eq 0 ]
