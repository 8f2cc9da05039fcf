#!/usr/bin/env bash
# Differential test against MLIR 22: random programs (tests/diff/gen_program.py)
# translated by ir2ll and by mlir-opt + mlir-translate, each linked with the
# program's C driver. ir2ll's at -O0 and -O2 must print what MLIR's prints
# at -O0, and opt -passes=verify must accept ir2ll's output. The seed picks
# ir2ll's options: seed % 4 the convention (--emit-c-interface, the
# bare-pointer one, the default, --index-bitwidth=32), seed / 4 % 4 the
# allocation (malloc, --use-generic-functions, --use-aligned-alloc, both).
#   bash tests/cli/differential.sh IR2LL TESTS_DIR
# Environment: MLIR_OPT, CLANG, OPT (as ctest sets them); DIFF_SEEDS (default
# 40) programs from DIFF_FIRST (default 1); DIFF_KEEP=DIR keeps failing cases.
# Exit 77 (skip) without mlir-opt, mlir-translate, clang or python3.
set -u
ir2ll=${1:?usage: differential.sh IR2LL TESTS_DIR}
tests=${2:?usage: differential.sh IR2LL TESTS_DIR}
ir2ll=$(realpath "$ir2ll") tests=$(realpath "$tests")
translate=$(dirname "$(readlink -f "${MLIR_OPT:-.}")")/mlir-translate   # beside the real mlir-opt
if [ -z "${MLIR_OPT:-}" ] || [ -z "${CLANG:-}" ] || [ ! -x "$translate" ] || ! command -v python3 >/dev/null; then
	echo "no mlir-opt, mlir-translate, clang or python3 (apt-get install mlir-22-tools clang-22): skipped"
	exit 77
fi
first=${DIFF_FIRST:-1}
count=${DIFF_SEEDS:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# complex expanded first; math to intrinsics where LLVM has them, else to
# libm calls; --arith-expand only for what --convert-arith-to-llvm leaves
# (ceildivsi, floordivsi, ceildivui): its maximumf and minimumf get signed
# zeros wrong
front=(--convert-complex-to-standard --convert-scf-to-cf --expand-strided-metadata --lower-affine
       --convert-math-to-llvm --convert-math-to-libm)
# passes=(MLIR's passes) for a convention (64, bare or 32) and the options
# of --finalize-memref-to-llvm, which --convert-to-llvm does not take
pipeline() {
	local memref=(${2:+"--finalize-memref-to-llvm=$2"}) b=index-bitwidth=32
	case $1 in
	64) passes=("${front[@]}" --convert-arith-to-llvm --arith-expand "${memref[@]}" --convert-to-llvm
	            --reconcile-unrealized-casts) ;;
	bare) passes=("${front[@]}" --convert-arith-to-llvm --arith-expand "${memref[@]}"
	              --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --convert-to-llvm --reconcile-unrealized-casts) ;;
	# --convert-to-llvm takes no index width either: its passes one by one
	32) passes=("${front[@]}" --convert-arith-to-llvm="$b" --arith-expand --convert-arith-to-llvm="$b"
	            --convert-vector-to-llvm --convert-complex-to-llvm --convert-cf-to-llvm="$b"
	            "--finalize-memref-to-llvm=$b${2:+ $2}" --convert-func-to-llvm="$b" --convert-ub-to-llvm="$b"
	            --reconcile-unrealized-casts) ;;
	esac
}
fail=0 ran=0
# bf16 conversions call compiler-rt's __truncdfbf2 (apt-get install libclang-rt-22-dev)
rtlib=-rtlib=compiler-rt gen_flags=
echo 'int main(void) { return 0; }' >"$work/rt.c"
"$CLANG" $rtlib "$work/rt.c" -o "$work/rt" 2>/dev/null || { rtlib= gen_flags=--no-bf16; echo "no compiler-rt: no bf16"; }

failed() {   # seed, what
	echo "FAIL: seed $1: $2"
	fail=$((fail + 1))
	if [ -n "${DIFF_KEEP:-}" ]; then
		mkdir -p "$DIFF_KEEP/$1" && cp "$work"/* "$DIFF_KEEP/$1/" 2>/dev/null
	fi
}

cd "$work" || exit 1
for ((seed = first; seed < first + count; seed++)); do
	rm -f ./*
	cif=
	case $((seed % 4)) in
	0) conv=64 cif=1 args=(--emit-c-interface) gen=(--cif) ;;
	1) conv=bare args=(--use-bare-ptr-memref-call-conv) gen=(--bare) ;;
	2) conv=64 args=() gen=() ;;
	3) conv=32 args=(--index-bitwidth=32) gen=(--index32) ;;
	esac
	mem=
	case $((seed / 4 % 4)) in
	1) mem="use-generic-functions=1" args+=(--use-generic-functions) gen+=(--generic) ;;
	2) mem="use-aligned-alloc=1" args+=(--use-aligned-alloc) gen+=(--aligned) ;;
	3) mem="use-generic-functions=1 use-aligned-alloc=1" args+=(--use-generic-functions --use-aligned-alloc)
	   gen+=(--generic --aligned) ;;
	esac
	pipeline "$conv" "$mem"
	# shellcheck disable=SC2086
	python3 "$tests/diff/gen_program.py" "$seed" p.mlir p.c $gen_flags "${gen[@]}" || { failed "$seed" "the generator failed"; continue; }
	src=p.mlir
	if [ -n "$cif" ]; then   # MLIR has no --emit-c-interface: the attribute on every function
		src=cif.mlir
		sed '/^  func\.func .*emit_c_interface/!s/^\(  func\.func [^{]*\)\( {\)\{0,1\}$/\1 attributes {llvm.emit_c_interface}\2/' p.mlir >"$src"
	fi
	if ! "$MLIR_OPT" "${passes[@]}" "$src" -o ref.mlir 2>err || ! "$translate" --mlir-to-llvmir ref.mlir -o ref.ll 2>>err; then
		failed "$seed" "MLIR rejects the program (a generator bug): $(head -1 err)"; continue
	fi
	if ! "$ir2ll" "${args[@]}" p.mlir -o p.ll 2>err; then
		failed "$seed" "ir2ll ${args[*]} rejects it: $(head -1 err)"; continue
	fi
	if [ -n "${OPT:-}" ] && ! "$OPT" -passes=verify -disable-output p.ll 2>err; then
		failed "$seed" "opt rejects ir2ll's output: $(head -1 err)"; continue
	fi
	"$CLANG" -O0 -w $rtlib p.c ref.ll -lm -o ref.exe 2>err || { failed "$seed" "clang (MLIR's): $(head -1 err)"; continue; }
	./ref.exe >ref.out || { failed "$seed" "MLIR's program fails"; continue; }
	for o in -O0 -O2; do
		if ! "$CLANG" $o -w $rtlib p.c p.ll -lm -o p.exe 2>err; then
			failed "$seed" "clang $o (ir2ll's): $(head -1 err)"; continue 2
		fi
		if ! ./p.exe >p.out || ! cmp -s ref.out p.out; then
			failed "$seed" "ir2ll ${args[*]}'s program at $o prints differently: $(diff ref.out p.out | head -3 | tr '\n' ' ')"
			continue 2
		fi
	done
	ran=$((ran + 1))
done
echo "$ran of $count random programs print the same as MLIR 22's (seeds $first to $((first + count - 1)))"
[ "$fail" = 0 ]
