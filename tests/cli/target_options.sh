#!/usr/bin/env bash
# --target and --data-layout end up in the output, so ir2ll takes only what
# LLVM takes: every architecture ir2ll knows (the list in src/target.c) and
# real data layouts give output that $OPT accepts, when it is installed;
# unknown architectures and malformed layouts are usage errors (exit 2)
# that name the option. --llvm-version takes 15 and later.
#   target_options.sh IR2LL TESTS_DIR
set -u
ir2ll=$1 tests=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'func.func @f(%%p: memref<?xf32>) -> index {\n  %%c0 = arith.constant 0 : index\n  %%d = memref.dim %%p, %%c0 : memref<?xf32>\n  return %%d : index\n}\n' >"$tmp/in.mlir"
pass=0 fail=0

# expect STATUS OPTION: the exit status, and for 0 that opt takes the output
expect() {
  "$ir2ll" "$2" "$tmp/in.mlir" >"$tmp/out.ll" 2>"$tmp/err"
  local rc=$?
  if [ $rc -ne "$1" ]; then
    echo "FAIL: '$2': exit status $rc, expected $1"; head -n 3 "$tmp/err"; fail=$((fail + 1)); return
  fi
  if [ $rc -eq 2 ] && ! grep -qF "ir2ll: ${2%%=*}=" "$tmp/err"; then
    echo "FAIL: '$2': the error does not name the option:"; cat "$tmp/err"; fail=$((fail + 1)); return
  fi
  if [ $rc -eq 0 ] && [ -n "${OPT:-}" ] && ! "$OPT" -passes=verify -disable-output "$tmp/out.ll" 2>"$tmp/verr"; then
    echo "FAIL: '$2': opt rejects the output: $(head -n 1 "$tmp/verr")"; fail=$((fail + 1)); return
  fi
  pass=$((pass + 1))
}

archs=$(sed -n '/arch_names\[\] = {/,/};/p' "$tests/../src/target.c" | grep -oE '"[^"]*"' | tr -d '"')
[ -n "$archs" ] || { echo "FAIL: no architecture list in src/target.c"; exit 1; }
for a in $archs armv7 armv8.1a thumbv7em thumbv8m.main armebv7; do
  expect 0 "--target=$a-unknown-linux-gnu"
done
expect 0 --target=x86_64
expect 0 --target=-unknown-linux
for t in arithmetic x86 le32 X86_64 'x86_64 linux' 'x86_64"' armfoo riscv64gc; do
  expect 2 "--target=$t"
done

for l in e E 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128' \
         'e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128' 'e-m:o-i64:64-i128:128-n32:64-S128-Fn32' \
         'e-p:32:32-p1:32:32-i64:64-n16:32:64' 'E-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64' \
         'e-p:64:64:64-p7:160:256:256:32-i64:64-v16:16-n32:64-S32-A5-G1-ni:7:8:9' p:16:8 P1 f33:32 i1:8; do
  expect 0 "--data-layout=$l"
done
for l in x e- -e e--E i8:16 i32:24 i64:64:32 ni:0 S0 S12 p:0:8 p:64 p:64:64:32 p:64:64:64:128 m:q i0:8; do
  expect 2 "--data-layout=$l"
done

# --llvm-version: 15 and later (the input has nothing that depends on the
# version); 13 and 14 have typed pointers (cli/typed_pointers), and 12 and
# older are not supported
"$ir2ll" "$tmp/in.mlir" >"$tmp/plain.ll"
for v in 15 17 19 22 100; do
  expect 0 "--llvm-version=$v"
  cmp -s "$tmp/plain.ll" "$tmp/out.ll" || { echo "FAIL: --llvm-version=$v changed the output"; fail=$((fail + 1)); }
done
for v in 13 14; do
  expect 0 "--llvm-version=$v"
done
for v in 12 3 0 x 15x ''; do
  expect 2 "--llvm-version=$v"
done

echo "$pass passed, $fail failed${OPT:+ (opt: $OPT)}"
[ $fail -eq 0 ]
