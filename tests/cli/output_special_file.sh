#!/usr/bin/env bash
# '-o FILE' where FILE is not a regular file (a FIFO here; /dev/null or
# /dev/stdout in practice) must be written in place: the temporary-and-rename
# scheme must not replace it with a regular file (run as root, 'ir2ll x.mlir
# -o /dev/null' replaced the /dev/null device node). Found while fuzzing.
#   bash tests/cli/output_special_file.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: output_special_file.sh IR2LL TESTS_DIR}
tests=${2:?usage: output_special_file.sh IR2LL TESTS_DIR}
command -v mkfifo >/dev/null || { echo "no mkfifo: skipped"; exit 77; }
tmp=$(mktemp -d)
reader=
cleanup() { [ -n "$reader" ] && kill "$reader" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
printf 'func.func @f(%%a: i32) -> i32 {\n  return %%a : i32\n}\n' >"$tmp/in.mlir"
mkfifo "$tmp/fifo"
timeout 10 cat "$tmp/fifo" >"$tmp/got" &
reader=$!
timeout 10 "$ir2ll" "$tmp/in.mlir" -o "$tmp/fifo" 2>"$tmp/err"
rc=$?
fail=0
if [ ! -p "$tmp/fifo" ]; then
  echo "FAIL: -o FIFO replaced the FIFO with a regular file (exit status $rc)"
  fail=1
  kill "$reader" 2>/dev/null
fi
wait "$reader" 2>/dev/null
reader=
if [ $fail -eq 0 ]; then
  [ $rc -eq 0 ] || { cat "$tmp/err"; echo "FAIL: exit status $rc writing to a FIFO"; fail=1; }
  grep -q 'define i32 @f' "$tmp/got" || { echo "FAIL: the reader of the FIFO did not get the output"; fail=1; }
fi
# /dev/null is written as the output comes, with the usual exit statuses
if [ $fail -eq 0 ] && [ -c /dev/null ]; then
  printf 'func.func @f(%%a: i32) -> i32 {\n  return %%b : i32\n}\n' >"$tmp/bad.mlir"
  "$ir2ll" "$tmp/in.mlir" -o /dev/null || { echo "FAIL: -o /dev/null: exit status $?"; fail=1; }
  "$ir2ll" "$tmp/bad.mlir" -o /dev/null 2>"$tmp/err"
  rc=$?
  [ $rc -eq 1 ] && grep -q error "$tmp/err" || { echo "FAIL: -o /dev/null, bad input: exit status $rc"; fail=1; }
  [ -c /dev/null ] || { echo "FAIL: /dev/null is no longer a device"; fail=1; }
fi
[ $fail -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $fail
