#!/usr/bin/env bash
# Runs MLIR programs with an @entry function (as MLIR's integration tests
# for mlir-runner are written) through ir2ll and through MLIR 22's
# pipeline, links each with MLIR's runner libraries, and compares what
# they print: a check of ir2ll against the reference on programs that
# are not its own tests. Nothing here is kept; the inputs are yours
# (e.g. mlir/test/Integration/Dialect/Vector/CPU/*.mlir of an LLVM
# checkout).
#   bash scripts/mlir-integration.sh IR2LL FILE.mlir...
# Environment: LLVM_BIN (default /usr/lib/llvm-22/bin), CLANG (default
# clang-22). Prints one line per file that differs or cannot be run on
# either side, then the counts; exit 1 if any program printed otherwise.
set -u
ir2ll=${1:?usage: mlir-integration.sh IR2LL FILE.mlir...}
shift
bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
lib=$(dirname "$bin")/lib
clang=${CLANG:-clang-22}
runtime=("$lib"/libmlir_c_runner_utils.so* "$lib"/libmlir_runner_utils.so*)
[ -x "$bin/mlir-opt" ] && [ -e "${runtime[0]}" ] || { echo "no mlir-opt or runner libraries in $bin, $lib"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'void entry(void); int main(void) { entry(); return 0; }' >"$work/main.c"
same=0 differ=0 skipped=0
for f in "$@"; do
	name=$(basename "$f" .mlir)
	grep -q 'func.func @entry' "$f" || { skipped=$((skipped + 1)); continue; }
	if ! "$ir2ll" "$f" -o "$work/ours.ll" 2>"$work/err"; then
		echo "ir2ll rejects $name: $(head -1 "$work/err")"; skipped=$((skipped + 1)); continue
	fi
	if ! "$bin/mlir-opt" "$f" --lower-vector-mask --convert-vector-to-scf --convert-scf-to-cf --expand-strided-metadata \
		--lower-affine --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm \
		--reconcile-unrealized-casts -o "$work/ref.mlir" 2>"$work/err" ||
		! "$bin/mlir-translate" --mlir-to-llvmir "$work/ref.mlir" -o "$work/ref.ll" 2>>"$work/err"; then
		echo "MLIR 22 rejects $name: $(head -1 "$work/err")"; skipped=$((skipped + 1)); continue
	fi
	ran=1
	for side in ref ours; do
		"$clang" -w -O0 "$work/main.c" "$work/$side.ll" "${runtime[@]}" -Wl,-rpath,"$lib" -o "$work/$side" \
			2>"$work/err" && timeout 60 "$work/$side" >"$work/$side.out" 2>&1 ||
			{ echo "cannot run $name ($side): $(head -1 "$work/err")"; ran=0; break; }
	done
	[ $ran = 1 ] || { skipped=$((skipped + 1)); continue; }
	if cmp -s "$work/ref.out" "$work/ours.out"; then
		same=$((same + 1))
	else
		differ=$((differ + 1))
		echo "DIFFERS $name:"; diff "$work/ref.out" "$work/ours.out" | head -6
	fi
done
echo "mlir-integration: $same print the same, $differ differ, $skipped not compared"
[ $differ = 0 ]
