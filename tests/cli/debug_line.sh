#!/usr/bin/env bash
# -g: the object llc makes of the output has a line table that names the
# .mlir file (its base name, in the directory the input's path names, or
# '<stdin>' in '.') and the lines and columns of the ops; each function,
# C wrappers included, is a subprogram; with --emit-c-interface and from
# standard input too. Without -g there is no debug info at all.
#   debug_line.sh IR2LL TESTS_DIR
set -u
ir2ll=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -n "${LLC:-}" ] || { echo "skipped: no llc (LLVM 15 or later)"; exit 77; }
[ -n "${DWARFDUMP:-}" ] || { echo "skipped: no llvm-dwarfdump (LLVM 15 or later)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/sub"
cat >"$tmp/sub/in.mlir" <<'MLIR'
func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    memref.store %b, %m[%i] : memref<?xf32>
    scf.yield %b : f32
  }
  return %acc : f32
}
MLIR
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# check NAME OUT.ll DIR FILE LINE:COL...: the line table of OUT.ll's object
# names FILE in DIR and has rows at each LINE:COL
check() {
  local name=$1 ll=$2 dir=$3 file=$4
  shift 4
  if [ -n "${OPT:-}" ] && ! "$OPT" -passes=verify -disable-output "$ll" 2>"$tmp/verr"; then
    bad "$name: opt rejects the output: $(head -n 1 "$tmp/verr")"; return
  fi
  "$LLC" -O0 -filetype=obj "$ll" -o "$tmp/out.o" 2>"$tmp/llc.err" || { bad "$name: llc: $(head -n 1 "$tmp/llc.err")"; return; }
  "$DWARFDUMP" --debug-line "$tmp/out.o" >"$tmp/lines" 2>&1 || { bad "$name: llvm-dwarfdump failed"; return; }
  grep -qF "include_directories[  0] = \"$dir\"" "$tmp/lines" || bad "$name: the directory is not \"$dir\": $(grep include_dir "$tmp/lines")"
  grep -qF "name: \"$file\"" "$tmp/lines" || bad "$name: the file is not \"$file\": $(grep 'name:' "$tmp/lines")"
  awk '/^0x[0-9a-f]+ +[0-9]+ +[0-9]+ /{print $2 ":" $3}' "$tmp/lines" | sort -u >"$tmp/rows"
  for at in "$@"; do
    grep -qx "$at" "$tmp/rows" || bad "$name: no row at line:column $at (rows: $(tr '\n' ' ' <"$tmp/rows"))"
  done
}

# the function's start (column 0), and the ops that keep instructions of
# their own at -O0: for, addf, store, yield, return (the dim is a field
# of the descriptor, the load goes into the add)
ops="1:0 6:10 8:10 9:5 10:5 12:3"

"$ir2ll" -g "$tmp/sub/in.mlir" -o "$tmp/abs.ll" || bad "-g with an absolute path: exit status $?"
check "absolute path" "$tmp/abs.ll" "$tmp/sub" in.mlir $ops

(cd "$tmp" && "$ir2ll" -g --emit-c-interface sub/in.mlir -o rel.ll) || bad "-g --emit-c-interface: exit status $?"
check "--emit-c-interface" "$tmp/rel.ll" sub in.mlir $ops 1:11
"$DWARFDUMP" --debug-info "$tmp/out.o" >"$tmp/info" 2>&1
for f in sum _mlir_ciface_sum; do
  grep -qF "DW_AT_name	(\"$f\")" "$tmp/info" || bad "--emit-c-interface: no subprogram \"$f\""
done

"$ir2ll" -g <"$tmp/sub/in.mlir" >"$tmp/stdin.ll" || bad "-g from standard input: exit status $?"
check "standard input" "$tmp/stdin.ll" . "<stdin>" $ops
"$ir2ll" -g --emit-c-interface - <"$tmp/sub/in.mlir" >"$tmp/stdin-c.ll" || bad "-g --emit-c-interface from '-': exit status $?"
check "standard input, --emit-c-interface" "$tmp/stdin-c.ll" . "<stdin>" $ops 1:11

"$ir2ll" --emit-c-interface "$tmp/sub/in.mlir" -o "$tmp/plain.ll" || bad "without -g: exit status $?"
grep -qE 'dbg|DI[A-Z]|llvm\.module\.flags' "$tmp/plain.ll" && bad "without -g, the output has debug info"

[ $fail -eq 0 ] && echo "PASS: -g line tables"
exit $fail
