#!/usr/bin/env bash
# Runs one data-driven test: check.sh KIND IR2LL SRC.mlir OUTDIR
#   golden: output equals SRC.ll byte for byte; llc and opt -passes=verify accept it
#   errors: exit status 1, nothing on stdout, stderr equals SRC.err
#   run:    the output, linked with SRC.c by clang at -O0 and -O2, prints SRC.out
# Extra ir2ll flags come from a first line '// ir2ll-args: ...'.
# Exit 77 (skip) when a needed LLVM tool is missing.
set -u
kind=$1 ir2ll=$2 src=$3 outdir=$4
dir=$(dirname "$src")
name=$(basename "$src" .mlir)
out="$outdir/$kind/$name"
mkdir -p "$out"
args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
fail() { echo "FAIL: $*"; exit 1; }

cd "$dir" || exit 1
# shellcheck disable=SC2086
"$ir2ll" $args "$name.mlir" >"$out/stdout" 2>"$out/stderr"
rc=$?

# Typed pointers (--llvm-version=13 or 14) are for LLVM 14's tools
case $args in *--llvm-version=1[34]\ *|*--llvm-version=1[34]) OPT=${OPT14:-} LLC=${LLC14:-} CLANG=${CLANG14:-} ;; esac

verify_ll() {
  if [ -n "${OPT:-}" ]; then
    "$OPT" -passes=verify -disable-output "$1" 2>"$out/verify.err" || { cat "$out/verify.err"; fail "opt -passes=verify rejects the output"; }
  fi
  if [ -n "${LLC:-}" ]; then
    "$LLC" -O0 -filetype=null "$1" 2>"$out/llc.err" || { cat "$out/llc.err"; fail "llc rejects the output"; }
  fi
}

case $kind in
golden)
  [ $rc -eq 0 ] || { cat "$out/stderr"; fail "exit status $rc, expected 0"; }
  diff -u "$name.ll" "$out/stdout" || fail "output differs from $name.ll"
  verify_ll "$out/stdout"
  [ -n "${LLC:-}" ] || exit 77
  ;;
errors)
  [ $rc -eq 1 ] || { cat "$out/stderr"; fail "exit status $rc, expected 1"; }
  [ -s "$out/stdout" ] && fail "output written although the input has errors"
  diff -u "$name.err" "$out/stderr" || fail "diagnostics differ from $name.err"
  ;;
run)
  [ $rc -eq 0 ] || { cat "$out/stderr"; fail "exit status $rc, expected 0"; }
  [ -n "${CLANG:-}" ] || exit 77
  cp "$out/stdout" "$out/$name.ll"
  verify_ll "$out/$name.ll"
  for O in 0 2; do
    "$CLANG" -O$O -w "$name.c" "$out/$name.ll" -lm -o "$out/exe$O" 2>"$out/clang.err" || { cat "$out/clang.err"; fail "clang -O$O failed"; }
    "$out/exe$O" >"$out/got$O" || fail "the program exited with status $? at -O$O"
    diff -u "$name.out" "$out/got$O" || fail "output at -O$O differs from $name.out"
  done
  ;;
*) fail "unknown test kind $kind" ;;
esac
exit 0
