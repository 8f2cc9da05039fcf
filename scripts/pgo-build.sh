#!/usr/bin/env bash
# Builds ir2ll optimised with a profile of its own runs (gcc's
# -fprofile-use): an instrumented build translates the training inputs,
# then the same build directory is compiled again with the counts it
# wrote. On generated modules that is 6 to 7% fewer instructions
# (docs/PERFORMANCE.md). Release build, gcc only.
#
#   scripts/pgo-build.sh BUILD_DIR [TRAINING.mlir ...]
#
# BUILD_DIR is made afresh. Train on inputs like those you translate; with
# none given, modules are generated with ../shared/bench/gen_mlir.py, with
# seeds that the bench (scripts/bench.sh) does not use. A profile belongs
# to the sources it was taken from: run the script again after a change.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 1 ]; then
	sed -n '2,/^set /s/^# \{0,1\}//p' "$0" >&2
	exit 2
fi
dir=$1
shift
cc=${CC:-cc}
if ! "$cc" --version 2>/dev/null | grep -q 'Free Software Foundation'; then
	echo "pgo-build.sh: $cc is not gcc; set CC=gcc" >&2
	exit 2
fi
rm -rf "$dir"
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

inputs=("$@")
if [ ${#inputs[@]} = 0 ]; then
	gen=$root/../shared/bench/gen_mlir.py
	[ -f "$gen" ] || { echo "pgo-build.sh: no training inputs, and no $gen to make them" >&2; exit 2; }
	python3 "$gen" --size-mb 4 --seed 101 -o "$dir/train-1.mlir"
	python3 "$gen" --size-mb 1 --seed 102 --with-scf -o "$dir/train-2.mlir"
	inputs=("$dir/train-1.mlir" "$dir/train-2.mlir")
fi

configure() {
	cmake -S "$root" -B "$dir" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release \
	      -DCMAKE_C_FLAGS="$1" >/dev/null
	cmake --build "$dir" --target ir2ll -j "$(nproc)" >/dev/null
}

# 1. instrumented: each object's counts go next to it (.gcda)
configure "-fprofile-generate -fprofile-update=single"
for f in "${inputs[@]}"; do
	"$dir/ir2ll" "$f" -o /dev/null || echo "pgo-build.sh: $f: ir2ll exit $? (its counts are kept)" >&2
done
# 2. again with the counts; code the training did not run is compiled as
# usual (-fprofile-partial-training), not as cold
configure "-fprofile-use -fprofile-partial-training -Wno-missing-profile"
echo "$dir/ir2ll: built with a profile of ${#inputs[@]} training input(s)"
