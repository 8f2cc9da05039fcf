#!/usr/bin/env bash
# Translates a sample of a corpus with the ir2ll command line and checks the
# successful translations with opt -passes=verify (and llc, if found).
#
#   fuzz/verify_corpus.sh IR2LL CORPUS_DIR [SAMPLE] [REJECTS_DIR]
#
# CORPUS_DIR may also be a file that lists the inputs, one per line
# (scripts/fuzz.sh passes the list of 'fuzz_replay -l', the inputs that
# translate, which saves running the command line on all the others).
# Files are taken in random order until SAMPLE (default 300; 0 = no limit)
# of them translated with exit status 0, or the corpus ends: most fuzzer
# inputs have errors, and only successful translations can be verified. A first
# line '// ir2ll-args: ...' gives the options, filtered exactly as the fuzz
# target reads them. Failures are copied to REJECTS_DIR (default
# CORPUS_DIR/../rejects) with the tool's messages next to them:
#   verify-*.mlir  opt -passes=verify (or llc) rejects the output of exit 0
#   crash-*.mlir   exit status other than 0 or 1, a timeout, a sanitizer
#                  report or an internal error
# With LLVM 15's opt and llc installed (llvm-15), the oldest version the
# output is for, they check it too (but not the output for a later one,
# --llvm-version=16 and up). The output for --llvm-version=13 or 14
# (typed pointers, which LLVM 15 and later do not read) is checked with
# LLVM 14's opt and llc instead; without them it is not verified (counted
# as "typed, not verified").
# Env: OPT, LLC, OPT15, LLC15, OPT14, LLC14 override the tools (empty
# string: do not use). Exit 1 on any failure.
set -u
ir2ll=${1:?usage: verify_corpus.sh IR2LL CORPUS_DIR [SAMPLE] [REJECTS_DIR]}
corpus=${2:?usage: verify_corpus.sh IR2LL CORPUS_DIR [SAMPLE] [REJECTS_DIR]}
sample=${3:-300}
rejects=${4:-$(dirname "$corpus")/rejects}

newest() { for v in $(seq 30 -1 15); do command -v "$1-$v" && return; done; }
[ -n "${OPT+x}" ] || OPT=$(newest opt)
[ -n "${LLC+x}" ] || LLC=$(newest llc)
[ -n "${OPT15+x}" ] || OPT15=$(command -v opt-15)
[ -n "${LLC15+x}" ] || LLC15=$(command -v llc-15)
[ -n "${OPT14+x}" ] || OPT14=$(command -v opt-14)
[ -n "${LLC14+x}" ] || LLC14=$(command -v llc-14)
[ -n "$OPT" ] || echo "verify_corpus: no opt-NN (LLVM 15 or later) found; only crashes are checked"

. "$(dirname "$0")/args.sh"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -d "$corpus" ]; then
  find "$corpus" -maxdepth 1 -type f | sort >"$tmp/all"
else
  grep -v '^$' "$corpus" >"$tmp/all"   # a list of files, e.g. from fuzz_replay -l
fi
shuf "$tmp/all" >"$tmp/list"

n=0 ok=0 inerr=0 verified=0 rejected=0 crashed=0 typed=0 typed_skipped=0
while IFS= read -r f; do
  [ "$sample" -gt 0 ] && [ $ok -ge "$sample" ] && break
  n=$((n + 1))
  args=$(fuzz_args "$f")
  # shellcheck disable=SC2086
  timeout 10 "$ir2ll" $args "$f" >"$tmp/out.ll" 2>"$tmp/err"
  rc=$?
  base=$(basename "$f")
  if option_refused $rc "$tmp/err"; then inerr=$((inerr + 1)); continue; fi
  if [ $rc -gt 1 ] || grep -qE 'internal error|Sanitizer|runtime error' "$tmp/err"; then
    crashed=$((crashed + 1))
    mkdir -p "$rejects"
    cp "$f" "$rejects/crash-$base.mlir"
    { echo "exit status $rc (124: timeout)"; head -c 20000 "$tmp/err"; } >"$rejects/crash-$base.txt"
    echo "CRASH ($rc): $f: $(grep -m1 -E 'internal error|SUMMARY|runtime error' "$tmp/err")"
    continue
  fi
  if [ $rc -eq 1 ]; then inerr=$((inerr + 1)); continue; fi
  ok=$((ok + 1))
  why=
  v=$(args_llvm_version "$args")
  if typed_args "$args"; then   # typed pointers: LLVM 14 only
    typed=$((typed + 1))
    if [ -z "$OPT14" ] || [ -z "$LLC14" ]; then typed_skipped=$((typed_skipped + 1)); continue; fi
    if ! "$OPT14" -passes=verify -disable-output "$tmp/out.ll" 2>"$tmp/verr"; then
      why="LLVM 14's opt -passes=verify"
    elif ! timeout 60 "$LLC14" -O0 -filetype=null "$tmp/out.ll" 2>"$tmp/verr"; then
      why="LLVM 14's llc -O0"
    fi
  elif [ -z "$OPT" ]; then
    continue
  elif ! "$OPT" -passes=verify -disable-output "$tmp/out.ll" 2>"$tmp/verr"; then
    why="opt -passes=verify"
  elif [ -n "$LLC" ] && ! timeout 60 "$LLC" -O0 -filetype=null "$tmp/out.ll" 2>"$tmp/verr"; then
    why="llc -O0"
  elif [ -n "$OPT15" ] && [ -n "$LLC15" ] && [ "$v" -le 15 ] &&
       ! { "$OPT15" -passes=verify -disable-output "$tmp/out.ll" &&
           timeout 60 "$LLC15" -O0 -filetype=null "$tmp/out.ll"; } 2>"$tmp/verr"; then
    why="LLVM 15's opt -passes=verify or llc -O0"
  fi
  if [ -z "$why" ]; then verified=$((verified + 1)); continue; fi
  rejected=$((rejected + 1))
  mkdir -p "$rejects"
  cp "$f" "$rejects/verify-$base.mlir"
  cp "$tmp/out.ll" "$rejects/verify-$base.ll"
  cp "$tmp/verr" "$rejects/verify-$base.txt"
  echo "REJECTED by $why: $f: $(head -n1 "$tmp/verr")"
done <"$tmp/list"

echo "verify_corpus: $n tried of $(wc -l <"$tmp/all"): $ok translated (exit 0), $inerr input or option errors (exit 1, 2), $verified verified, $rejected rejected, $crashed crashed${OPT:+ (opt: $OPT${OPT15:+ and $OPT15})}; $typed typed (--llvm-version=13, 14)${OPT14:+ verified with $OPT14}, $typed_skipped of them not verified"
[ $rejected -eq 0 ] && [ $crashed -eq 0 ]
