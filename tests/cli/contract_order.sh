#!/usr/bin/env bash
# vector.contract's float sums in MLIR 22's order: random contractions
# (tests/diff/gen_contract.py: iterators in any order, transposed and
# batched operands, scalar accumulators) translated by ir2ll and by
# mlir-opt --convert-vector-to-llvm + mlir-translate, each linked with the
# generated C driver, whose terms make a sum depend on its order: ir2ll's
# at -O0 and -O2 must print what MLIR's prints at -O0, to the bit.
#   bash tests/cli/contract_order.sh IR2LL TESTS_DIR
# Environment: MLIR_OPT, CLANG (as ctest sets them); CONTRACT_SEEDS
# (default 3) programs of 40 contractions each.
# Exit 77 (skip) without mlir-opt, mlir-translate, clang or python3.
set -u
ir2ll=${1:?usage: contract_order.sh IR2LL TESTS_DIR}
tests=${2:?usage: contract_order.sh IR2LL TESTS_DIR}
translate=$(dirname "$(readlink -f "${MLIR_OPT:-.}")")/mlir-translate
if [ -z "${MLIR_OPT:-}" ] || [ -z "${CLANG:-}" ] || [ ! -x "$translate" ] || ! command -v python3 >/dev/null; then
	echo "no mlir-opt, mlir-translate, clang or python3 (apt-get install mlir-22-tools clang-22): skipped"
	exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
for seed in $(seq 1 "${CONTRACT_SEEDS:-3}"); do
	python3 "$tests/diff/gen_contract.py" "$seed" "$work/c.mlir" "$work/c.c" || { echo "FAIL: seed $seed: generator"; exit 1; }
	"$MLIR_OPT" --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm \
		--reconcile-unrealized-casts "$work/c.mlir" -o "$work/ref.mlir" 2>"$work/err" &&
		"$translate" --mlir-to-llvmir "$work/ref.mlir" -o "$work/ref.ll" 2>>"$work/err" &&
		"$CLANG" -w -O0 "$work/c.c" "$work/ref.ll" -o "$work/ref" 2>>"$work/err" &&
		"$work/ref" >"$work/want" || { echo "FAIL: seed $seed: MLIR's side"; head -3 "$work/err"; exit 1; }
	"$ir2ll" "$work/c.mlir" -o "$work/ours.ll" 2>"$work/err" || { echo "FAIL: seed $seed: ir2ll"; head -3 "$work/err"; fail=1; continue; }
	for O in 0 2; do
		"$CLANG" -w -O$O "$work/c.c" "$work/ours.ll" -o "$work/ours" && "$work/ours" >"$work/got" &&
			cmp -s "$work/want" "$work/got" ||
			{ echo "FAIL: seed $seed at -O$O: ir2ll's sums differ from MLIR 22's"; diff "$work/want" "$work/got" | head -4; fail=1; }
	done
done
[ $fail = 0 ] && echo "contract_order: ${CONTRACT_SEEDS:-3} programs of 40 contractions, the same as MLIR 22 at -O0 and -O2"
exit $fail
