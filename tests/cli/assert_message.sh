#!/usr/bin/env bash
# A failed cf.assert prints its message (puts, so on stdout) and aborts, as
# MLIR 22's lowering does; its escapes are undone, and two asserts have two
# messages. With LLVM 14's typed pointers (--llvm-version=14) too, where
# clang-14 is found.
#   bash tests/cli/assert_message.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: assert_message.sh IR2LL TESTS_DIR}
[ -n "${CLANG:-}" ] || { echo "no clang: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cat >"$tmp/a.mlir" <<'EOF'
func.func @check(%a: i32) {
  %c0 = arith.constant 0 : i32
  %c9 = arith.constant 9 : i32
  %pos = arith.cmpi sge, %a, %c0 : i32
  cf.assert %pos, "negative: \"a\" < 0\tat\5Ccheck"
  %small = arith.cmpi slt, %a, %c9 : i32
  cf.assert %small, "too large"
  return
}
EOF
cat >"$tmp/main.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
void check(int);
int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);   /* abort flushes nothing: as on a terminal */
  check(atoi(argv[1]));
  puts("passed");
  return 0;
}
EOF
run() {   # clang, ir2ll options; then the argument and the expected stdout and status
	local cc=$1 opts=$2 arg=$3 want=$4 status=$5 got rc
	"$ir2ll" $opts "$tmp/a.mlir" -o "$tmp/a.ll" || { echo "FAIL: ir2ll $opts rejects it"; fail=1; return; }
	"$cc" -w "$tmp/main.c" "$tmp/a.ll" -o "$tmp/a.exe" || { echo "FAIL: $cc rejects ir2ll $opts's output"; fail=1; return; }
	got=$("$tmp/a.exe" "$arg" 2>/dev/null)
	rc=$?
	if [ "$got" != "$want" ] || [ $rc != "$status" ]; then
		echo "FAIL: ir2ll $opts, check($arg): printed '$got' with status $rc, expected '$want' with $status"
		fail=1
	fi
}
tab=$(printf '\t')
for pair in "$CLANG:" "${CLANG14:-}:--llvm-version=14"; do
	cc=${pair%%:*} opts=${pair#*:}
	[ -n "$cc" ] || continue
	run "$cc" "$opts" 3 passed 0
	run "$cc" "$opts" -1 "negative: \"a\" < 0${tab}at\\check" 134
	run "$cc" "$opts" 12 "too large" 134
done
[ $fail = 0 ] && echo "failed asserts print their messages and abort"
exit $fail
