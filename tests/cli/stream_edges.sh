#!/usr/bin/env bash
# The edges of streaming input and output:
# - a function of several MB followed by more functions, from a file and
#   from a pipe: the lexer's buffer grows for the big function and shrinks
#   after it while the next chunks are already read (shrinking once cut
#   the buffer below the bytes it still held, and ir2ll read past it);
# - a module with nothing to print, to stdout: the output buffer was never
#   allocated, and writing it out passed a null pointer to fwrite.
#   bash tests/cli/stream_edges.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: stream_edges.sh IR2LL TESTS_DIR}
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); fi; }

python3 - "$tmp/in.mlir" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("func.func @big(%a: i32) -> i32 {\n")
    for i in range(100000):   # about 3.5 MB
        f.write(f"  %{i} = arith.addi %a, %a : i32\n")
    f.write("  return %a : i32\n}\n")
    for k in range(30000):    # about 2 MB after it
        f.write(f"func.func @small{k}(%x: i32) -> i32 {{\n"
                f"  %0 = arith.muli %x, %x : i32\n  return %0 : i32\n}}\n")
PY

big_then_more() {
	local how=$1 rc
	if [ "$how" = file ]; then
		"$ir2ll" "$tmp/in.mlir" >"$tmp/$how.ll" 2>"$tmp/$how.err"
	else
		cat "$tmp/in.mlir" | "$ir2ll" - >"$tmp/$how.ll" 2>"$tmp/$how.err"
	fi
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL: big function then more, from a $how: exit status $rc"
		head -3 "$tmp/$how.err"
		return 1
	fi
	if ! grep -q 'define i32 @small29999(i32 %x)' "$tmp/$how.ll" ||
	   [ "$(grep -c '^define ' "$tmp/$how.ll")" -ne 30001 ]; then
		echo "FAIL: big function then more, from a $how: functions missing from the output"
		return 1
	fi
}
check big_then_more file
check big_then_more pipe
if ! cmp -s "$tmp/file.ll" "$tmp/pipe.ll"; then
	echo "FAIL: big function then more: the output from a file and from a pipe differ"
	fail=$((fail + 1))
fi

nothing_to_stdout() {
	printf 'module {\n}\n' >"$tmp/empty.mlir"
	"$ir2ll" "$tmp/empty.mlir" >"$tmp/empty.ll" 2>"$tmp/empty.err"
	local rc=$?
	if [ $rc -ne 0 ] || [ -s "$tmp/empty.err" ]; then
		echo "FAIL: an empty module to stdout: exit status $rc"
		head -3 "$tmp/empty.err"
		return 1
	fi
}
check nothing_to_stdout

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
