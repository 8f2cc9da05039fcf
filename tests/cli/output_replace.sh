#!/usr/bin/env bash
# '-o FILE' for a regular file: written to a temporary beside it, which
# takes FILE's place only on success (exchanged with an existing FILE, or
# renamed when there is none). Checks the new file, a replaced one, a
# failed run that must leave FILE as it was, a symbolic link (its target
# is replaced, the link stays) and a second hard link (it keeps the old
# contents, as after a rename); no temporary may be left behind.
#   bash tests/cli/output_replace.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: output_replace.sh IR2LL TESTS_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

printf 'func.func @f(%%a: i32) -> i32 {\n  return %%a : i32\n}\n' >"$tmp/good.mlir"
printf 'func.func @f(%%a: i32) -> i32 {\n  return %%b : i32\n}\n' >"$tmp/bad.mlir"
mkdir "$tmp/d"
leftovers() { ls -A "$tmp/d" | grep -c '\.tmp' ; }

# a new file, with the usual permissions
(umask 027 && "$ir2ll" "$tmp/good.mlir" -o "$tmp/d/new.ll") || bad "new file: exit status $?"
grep -q 'define i32 @f' "$tmp/d/new.ll" 2>/dev/null && ok || bad "new file: no output"
mode=$(stat -c %a "$tmp/d/new.ll" 2>/dev/null)
[ "$mode" = 640 ] && ok || bad "new file: mode $mode, expected 640 under umask 027"

# an existing file is replaced
printf 'old contents\n' >"$tmp/d/out.ll"
"$ir2ll" "$tmp/good.mlir" -o "$tmp/d/out.ll" || bad "replace: exit status $?"
grep -q 'define i32 @f' "$tmp/d/out.ll" && ! grep -q 'old contents' "$tmp/d/out.ll" && ok ||
  bad "replace: the old file is still there"

# a failed run leaves the existing file alone
printf 'old contents\n' >"$tmp/d/keep.ll"
"$ir2ll" "$tmp/bad.mlir" -o "$tmp/d/keep.ll" 2>/dev/null
rc=$?
[ $rc = 1 ] && ok || bad "failed run: exit status $rc, expected 1"
[ "$(cat "$tmp/d/keep.ll")" = 'old contents' ] && ok || bad "failed run: the existing file changed"

# a symbolic link: its target is replaced, the link stays a link
printf 'old contents\n' >"$tmp/d/target.ll"
ln -s target.ll "$tmp/d/link.ll"
"$ir2ll" "$tmp/good.mlir" -o "$tmp/d/link.ll" || bad "link: exit status $?"
[ -L "$tmp/d/link.ll" ] && ok || bad "link: no longer a symbolic link"
grep -q 'define i32 @f' "$tmp/d/target.ll" && ok || bad "link: the target was not replaced"

# a second hard link keeps the old contents
printf 'old contents\n' >"$tmp/d/hard.ll"
ln "$tmp/d/hard.ll" "$tmp/d/hard2.ll"
"$ir2ll" "$tmp/good.mlir" -o "$tmp/d/hard.ll" || bad "hard link: exit status $?"
grep -q 'define i32 @f' "$tmp/d/hard.ll" && ok || bad "hard link: not replaced"
[ "$(cat "$tmp/d/hard2.ll")" = 'old contents' ] && ok || bad "hard link: the other name changed"

n=$(leftovers)
[ "$n" = 0 ] && ok || { bad "$n temporary files left behind:"; ls -A "$tmp/d"; }

echo "$pass passed, $fail failed"
[ $fail = 0 ]
