#!/usr/bin/env bash
# Running out of memory ends the run with 'error: out of memory' (with
# the position and name of the function being translated) and exit
# status 2, never a crash, and leaves no output behind: under a virtual
# memory limit (ulimit -v), a splat whose text would be 1.2 GB, and one
# large function under limits from 2 MB up, each of which must either
# translate it exactly as without a limit or fail that way. The limits
# hit the allocations in turn: lexer buffer, arenas, tables, output.
#   bash tests/cli/out_of_memory.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: out_of_memory.sh IR2LL TESTS_DIR}
# AddressSanitizer reserves terabytes of address space: no ulimit -v
[ "${IR2LL_SANITIZED:-0}" = 1 ] && { echo "skipped: sanitizer builds need an unlimited address space"; exit 77; }
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# the splat, to a file that exists and to stdout
cat >"$tmp/splat.mlir" <<'EOF'
func.func @f() -> vector<200000000xi8> {
  %c = arith.constant dense<1> : vector<200000000xi8>
  return %c : vector<200000000xi8>
}
EOF
printf 'old contents\n' >"$tmp/keep.ll"
(ulimit -v 400000; "$ir2ll" "$tmp/splat.mlir" -o "$tmp/keep.ll" 2>"$tmp/err")
rc=$?
[ $rc = 2 ] && ok || bad "splat: exit status $rc, expected 2"
grep -qx "$tmp/splat.mlir:1:11: error: out of memory translating function '@f'" "$tmp/err" && ok ||
	{ bad "splat: message"; cat "$tmp/err"; }
[ "$(cat "$tmp/keep.ll")" = 'old contents' ] && ok || bad "splat: the existing file changed"
n=$(ls -A "$tmp" | grep -c '\.tmp')
[ "$n" = 0 ] && ok || bad "splat: $n temporary files left behind"
(ulimit -v 400000; "$ir2ll" <"$tmp/splat.mlir" >"$tmp/out.ll" 2>"$tmp/err")
rc=$?
[ $rc = 2 ] && [ ! -s "$tmp/out.ll" ] && ok || bad "splat to stdout: exit status $rc, $(wc -c <"$tmp/out.ll") bytes written"

# one function of 40,000 lines (about 1.5 MB)
python3 - "$tmp/big.mlir" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("func.func @big(%m: memref<?x?xf32>, %i: index, %x: f32) -> f32 {\n")
    f.write("  %c1 = arith.constant 1 : index\n  %v0 = arith.addf %x, %x : f32\n")
    for k in range(1, 10001):
        f.write(f"  %j{k} = arith.addi %i, %c1 : index\n"
                f"  %l{k} = memref.load %m[%i, %j{k}] : memref<?x?xf32>\n"
                f"  %v{k} = arith.mulf %v{k - 1}, %l{k} : f32\n"
                f"  memref.store %v{k}, %m[%j{k}, %i] : memref<?x?xf32>\n")
    f.write("  return %v10000 : f32\n}\n")
PY
"$ir2ll" "$tmp/big.mlir" -o "$tmp/want.ll" || bad "big function: exit status $? without a limit"
failed=0 passed=0
for kb in $(seq 2000 1000 60000); do
	(ulimit -v $kb; "$ir2ll" "$tmp/big.mlir" -o "$tmp/got.ll" 2>"$tmp/err")
	rc=$?
	if [ $rc = 0 ]; then
		cmp -s "$tmp/want.ll" "$tmp/got.ll" && passed=$((passed + 1)) || bad "limit $kb KB: different output"
	elif [ $rc = 2 ] && grep -q 'error: out of memory' "$tmp/err"; then
		failed=$((failed + 1))
	else
		bad "limit $kb KB: exit status $rc: $(head -c 300 "$tmp/err")"
	fi
	rm -f "$tmp/got.ll"
done
# both outcomes must occur, or the limits tested nothing
[ $failed -gt 0 ] && [ $passed -gt 0 ] && ok || bad "big function: $failed runs out of memory, $passed translated"
echo "big function: $failed limits ran out of memory, $passed translated"
n=$(ls -A "$tmp" | grep -c '\.tmp')
[ "$n" = 0 ] && ok || bad "$n temporary files left behind"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
