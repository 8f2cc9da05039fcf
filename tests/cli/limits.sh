#!/usr/bin/env bash
# Inputs at the limits translate or fail cleanly, never crash:
#  - regions nested 1,000 deep translate, and opt -passes=verify accepts them;
#  - nesting past the limit (10,000) is one clear error, exit 1;
#  - a single 50 MB function (5 MB in sanitizer builds) translates.
#   limits.sh IR2LL TESTS_DIR
set -u
ir2ll=$1 tests=$2
gen=$tests/../../shared/bench/gen_mlir.py
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok: $*"; }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

nest() {  # nest N FILE: N scf.if regions inside each other, each yielding
  python3 - "$1" > "$2" <<'PY'
import sys
n = int(sys.argv[1])
out = ["func.func @deep(%c: i1, %x: i32) -> i32 {"]
for i in range(n):
    out.append(f"%r{i} = scf.if %c -> (i32) {{")
out.append("scf.yield %x : i32")
for i in reversed(range(n)):
    out.append("} else { scf.yield %x : i32 }")
    if i:
        out.append(f"scf.yield %r{i} : i32")
out.append("return %r0 : i32\n}")
print("\n".join(out))
PY
}

nest 1000 "$tmp/deep.mlir"
if "$ir2ll" "$tmp/deep.mlir" -o "$tmp/deep.ll"; then
  if [ -n "${OPT:-}" ] && ! "$OPT" -passes=verify -disable-output "$tmp/deep.ll"; then
    bad "1,000-deep nesting: opt rejects the output"
  else
    ok "1,000-deep nesting translates"
  fi
else
  bad "1,000-deep nesting: exit status $?"
fi

nest 10001 "$tmp/deeper.mlir"
"$ir2ll" "$tmp/deeper.mlir" > "$tmp/deeper.ll" 2> "$tmp/deeper.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "nested too deeply" "$tmp/deeper.err" && [ ! -s "$tmp/deeper.ll" ]; then
  ok "10,001-deep nesting is one clean error"
else
  bad "10,001-deep nesting: exit status $rc: $(head -3 "$tmp/deeper.err")"
fi

if [ -f "$gen" ]; then
  mb=50
  [ "${IR2LL_SANITIZED:-0}" = 1 ] && mb=5
  python3 "$gen" --size-mb $mb --one-big-function -o "$tmp/big.mlir" || exit 1
  if "$ir2ll" "$tmp/big.mlir" -o "$tmp/big.ll" && [ -s "$tmp/big.ll" ]; then
    ok "a single $mb MB function translates"
  else
    bad "a single $mb MB function: exit status $?"
  fi
else
  echo "skipped the big function: $gen not found"
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
