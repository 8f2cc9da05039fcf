#!/usr/bin/env bash
# Replays every file of fuzz/corpus through the ir2ll command line:
#   bash tests/cli/fuzz_corpus.sh IR2LL TESTS_DIR
# Each file must give exit status 0 or 1 within 10 seconds, with no
# sanitizer report and no "internal error"; when the status is 0 and $OPT
# is set, opt -passes=verify must accept the output (and llc -O0 when $LLC
# is set). A first line '// ir2ll-args: ...' gives the options, filtered
# exactly as the fuzz target (fuzz/fuzz_translate.c) reads them. The output
# for --llvm-version=13 or 14 (typed pointers) is checked with $OPT14 and
# $LLC14 (LLVM 14's) instead, when they are set.
set -u
ir2ll=${1:?usage: fuzz_corpus.sh IR2LL TESTS_DIR}
tests=${2:?usage: fuzz_corpus.sh IR2LL TESTS_DIR}
corpus=$(cd "$tests/.." && pwd)/fuzz/corpus
[ -d "$corpus" ] || { echo "no $corpus: skipped"; exit 77; }

. "$(cd "$tests/.." && pwd)/fuzz/args.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for f in "$corpus"/*; do
  [ -f "$f" ] || continue
  name=$(basename "$f")
  args=$(fuzz_args "$f")
  # shellcheck disable=SC2086
  timeout 10 "$ir2ll" $args "$f" >"$tmp/out.ll" 2>"$tmp/err"
  rc=$?
  opt=${OPT:-} llc=${LLC:-}
  typed_args "$args" && opt=${OPT14:-} llc=${LLC14:-}
  why=
  if [ $rc -eq 124 ]; then
    why="timed out after 10 s"
  elif [ $rc -ne 0 ] && [ $rc -ne 1 ] && ! option_refused $rc "$tmp/err"; then
    why="exit status $rc"
  elif grep -qE 'internal error|Sanitizer|runtime error' "$tmp/err"; then
    why="$(grep -m1 -E 'internal error|Sanitizer|runtime error' "$tmp/err")"
  elif [ $rc -eq 0 ] && [ -n "$opt" ] && ! "$opt" -passes=verify -disable-output "$tmp/out.ll" 2>"$tmp/verr"; then
    why="$(basename "$opt") -passes=verify rejects the output: $(head -n 1 "$tmp/verr")"
  elif [ $rc -eq 0 ] && [ -n "$llc" ] && ! timeout 60 "$llc" -O0 -filetype=null "$tmp/out.ll" 2>"$tmp/verr"; then
    why="$(basename "$llc") -O0 rejects the output: $(head -n 1 "$tmp/verr")"
  fi
  if [ -z "$why" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL: $name: $why"
    head -n 5 "$tmp/err" | sed 's/^/    /'
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
