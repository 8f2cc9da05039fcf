#!/usr/bin/env bash
# Differential test of vector.contract, vector.transfer_read/write and
# vector.multi_reduction against MLIR 22: random programs
# (tests/diff/gen_contract.py: iterators in any order, transposed and
# batched operands, scalar accumulators, on terms whose sums depend on
# their order; tests/diff/gen_transfer.py: permutation maps, broadcasts,
# masks (operands and vector.mask), strided memrefs, indices past the
# ends; tests/diff/gen_multi_reduction.py: all kinds, ranks 1 to 4,
# dimensions listed in any order, vector.reduction, masks) translated by ir2ll and by mlir-opt +
# mlir-translate, each linked with the generated C driver: ir2ll's at -O0
# and -O2 must print what MLIR's prints at -O0, float sums to the bit.
#   bash tests/cli/vector_differential.sh IR2LL TESTS_DIR
# Environment: MLIR_OPT, CLANG (as ctest sets them); VECTOR_SEEDS (default
# 3) programs of 40 ops each of each kind.
# Exit 77 (skip) without mlir-opt, mlir-translate, clang or python3.
set -u
ir2ll=${1:?usage: vector_differential.sh IR2LL TESTS_DIR}
tests=${2:?usage: vector_differential.sh IR2LL TESTS_DIR}
translate=$(dirname "$(readlink -f "${MLIR_OPT:-.}")")/mlir-translate
if [ -z "${MLIR_OPT:-}" ] || [ -z "${CLANG:-}" ] || [ ! -x "$translate" ] || ! command -v python3 >/dev/null; then
	echo "no mlir-opt, mlir-translate, clang or python3 (apt-get install mlir-22-tools clang-22): skipped"
	exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
# check KIND SEED MLIR-PASSES...: one generated program
check() {
	local kind=$1 seed=$2 O
	shift 2
	python3 "$tests/diff/gen_$kind.py" "$seed" "$work/p.mlir" "$work/p.c" || { echo "FAIL: $kind $seed: generator"; exit 1; }
	"$MLIR_OPT" "$@" "$work/p.mlir" -o "$work/ref.mlir" 2>"$work/err" &&
		"$translate" --mlir-to-llvmir "$work/ref.mlir" -o "$work/ref.ll" 2>>"$work/err" &&
		"$CLANG" -w -O0 "$work/p.c" "$work/ref.ll" -o "$work/ref" 2>>"$work/err" &&
		"$work/ref" >"$work/want" || { echo "FAIL: $kind $seed: MLIR's side"; head -3 "$work/err"; exit 1; }
	"$ir2ll" "$work/p.mlir" -o "$work/ours.ll" 2>"$work/err" || { echo "FAIL: $kind $seed: ir2ll"; head -3 "$work/err"; fail=1; return; }
	for O in 0 2; do
		"$CLANG" -w -O$O "$work/p.c" "$work/ours.ll" -o "$work/ours" && "$work/ours" >"$work/got" &&
			cmp -s "$work/want" "$work/got" ||
			{ echo "FAIL: $kind $seed at -O$O: ir2ll's program prints other than MLIR 22's"; diff "$work/want" "$work/got" | head -4; fail=1; }
	done
}
for seed in $(seq 1 "${VECTOR_SEEDS:-3}"); do
	check contract "$seed" --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm \
		--reconcile-unrealized-casts
	check transfer "$seed" --lower-vector-mask --convert-vector-to-scf=full-unroll --expand-strided-metadata --lower-affine \
		--convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
	check multi_reduction "$seed" --lower-vector-multi-reduction --lower-vector-mask --convert-vector-to-llvm --convert-to-llvm \
		--reconcile-unrealized-casts
done
[ $fail = 0 ] && echo "vector_differential: ${VECTOR_SEEDS:-3} programs each of 40 contractions, 40 transfers and 40 multi_reductions, the same as MLIR 22 at -O0 and -O2"
exit $fail
