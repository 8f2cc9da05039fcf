#!/usr/bin/env bash
# The run tests after MLIR's own rewrites: each tests/run input that
# mlir-opt reads goes through --canonicalize --cse, --sccp
# --loop-invariant-code-motion, --convert-scf-to-cf, --inline
# --canonicalize, and --canonicalize printed in the generic form; ir2ll's
# translation of each, linked with the test's C driver (clang -O1), must
# still print the test's .out.
#   bash tests/cli/run_after_mlir_passes.sh IR2LL TESTS_DIR   (MLIR_OPT, CLANG from the environment)
# Exit 77 (skip) without mlir-opt or clang.
set -u
ir2ll=${1:?usage: run_after_mlir_passes.sh IR2LL TESTS_DIR}
tests=${2:?usage: run_after_mlir_passes.sh IR2LL TESTS_DIR}
[ -n "${MLIR_OPT:-}" ] && [ -n "${CLANG:-}" ] ||
	{ echo "no mlir-opt or clang (apt-get install mlir-22-tools clang-22): skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 ran=0

cd "$tests/run" || exit 1
for src in *.mlir; do
	name=$(basename "$src" .mlir)
	args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
	for passes in "--canonicalize --cse" "--sccp --loop-invariant-code-motion" "--convert-scf-to-cf" \
	              "--inline --canonicalize" "--mlir-print-op-generic --canonicalize"; do
		# shellcheck disable=SC2086
		"$MLIR_OPT" $passes "$src" -o "$work/in.mlir" 2>/dev/null || continue   # not MLIR 22's
		# shellcheck disable=SC2086
		if ! "$ir2ll" $args "$work/in.mlir" -o "$work/out.ll" 2>"$work/err"; then
			echo "FAIL: $name ($passes): ir2ll rejects it:"; head -3 "$work/err"; fail=1; continue
		fi
		if ! "$CLANG" -O1 -w "$name.c" "$work/out.ll" -lm -o "$work/exe" 2>"$work/err"; then
			echo "FAIL: $name ($passes): clang:"; head -3 "$work/err"; fail=1; continue
		fi
		if ! "$work/exe" >"$work/got" || ! diff -u "$name.out" "$work/got" >"$work/diff"; then
			echo "FAIL: $name ($passes): the program's output differs from $name.out:"; head -10 "$work/diff"; fail=1; continue
		fi
		ran=$((ran + 1))
	done
done
echo "$ran rewritten run tests printed their .out"
[ $ran -ge 100 ] || { echo "FAIL: fewer rewritten run tests than expected ran"; fail=1; }
exit $fail
