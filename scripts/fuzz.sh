#!/usr/bin/env bash
# Fuzzes ir2ll_translate with libFuzzer for SECONDS (default 120).
#
#   scripts/fuzz.sh [SECONDS]
#
# Builds build-fuzz/ with the newest clang-NN (>= 15) and -DIR2LL_FUZZ=ON
# (ASan + UBSan + libFuzzer), then runs fuzz/fuzz_translate on a scratch
# copy of fuzz/corpus in build-fuzz/fuzz-work/corpus (kept between runs, so
# coverage accumulates; the repository's corpus is never written). At the
# end it prints the executions and coverage reached, replays each new crash,
# leak, timeout or out-of-memory artifact to show its first report line,
# minimises crashes, and checks a sample of the corpus with
# fuzz/verify_corpus.sh (ir2ll | opt -passes=verify).
#
# Exit status: 0 when nothing was found, 1 when an artifact was produced or
# a translation was rejected by opt, 2 when the build failed.
#
# Environment:
#   FUZZ_JOBS=N       parallel fuzzing processes (default: number of CPUs, at most 2
#                     unless set; 1 runs without -fork)
#   FUZZ_FRESH=1      start again from fuzz/corpus (removes the scratch corpus)
#   FUZZ_VERIFY=N     files to check with opt (default 300, 0 = all, -1 = none)
#   FUZZ_MINIMIZE=S   seconds to minimise each crash (default 60, 0 = no)
#   FUZZ_ARGS="..."   extra libFuzzer flags
#   CC=clang-NN       the compiler (default: the newest clang-NN)
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-120}
case $seconds in '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS]" >&2; exit 2 ;; esac
build=$root/build-fuzz
work=$build/fuzz-work

# ---- a clang with libFuzzer ----
have_libfuzzer() {
  local t
  t=$(mktemp -d) || return 1
  printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' >"$t/t.c"
  "$1" -fsanitize=fuzzer,address,undefined "$t/t.c" -o "$t/t" >/dev/null 2>&1
  local rc=$?
  rm -rf "$t"
  return $rc
}
cc=${CC:-}
if [ -z "$cc" ] || ! "$cc" --version 2>/dev/null | grep -q clang; then
  cc=
  for v in $(seq 30 -1 15); do
    if command -v "clang-$v" >/dev/null; then cc=clang-$v; break; fi
  done
fi
if [ -z "$cc" ]; then
  echo "fuzz.sh: no clang-NN (15 or later) found: apt-get install clang-22" >&2
  exit 2
fi
if ! have_libfuzzer "$cc"; then
  v=${cc#clang-}
  echo "fuzz.sh: $cc cannot link -fsanitize=fuzzer; trying apt-get install libclang-rt-$v-dev" >&2
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "libclang-rt-$v-dev" >/dev/null 2>&1 ||
      { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "libclang-rt-$v-dev" >/dev/null 2>&1; }
  fi
  if ! have_libfuzzer "$cc"; then
    echo "fuzz.sh: libFuzzer is missing for $cc (Debian: libclang-rt-$v-dev)" >&2
    exit 2
  fi
fi

# ---- build ----
echo "fuzz.sh: building $build with $cc"
mkdir -p "$build"
blog=$build/fuzz-build.log
cmake -S "$root" -B "$build" -DCMAKE_C_COMPILER="$cc" -DIR2LL_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=None -DCMAKE_C_FLAGS="-O1 -g" >"$blog" 2>&1 &&
  cmake --build "$build" -j"$(nproc)" --target fuzz_translate fuzz_replay ir2ll >>"$blog" 2>&1 ||
  { tail -n 30 "$blog"; echo "fuzz.sh: build failed (log: $blog)" >&2; exit 2; }
fuzzer=$build/fuzz/fuzz_translate

# ---- scratch corpus ----
[ "${FUZZ_FRESH:-0}" = 1 ] && rm -rf "$work/corpus"
mkdir -p "$work/corpus" "$work/logs"
cp -n "$root"/fuzz/corpus/* "$work/corpus/" 2>/dev/null
stamp=$(date +%Y%m%d-%H%M%S)
art=$work/artifacts-$stamp
mkdir -p "$art"
log=$work/logs/fuzz-$stamp.log

jobs=${FUZZ_JOBS:-$(nproc)}
[ -n "${FUZZ_JOBS:-}" ] || { [ "$jobs" -gt 2 ] && jobs=2; }
flags=(-dict="$root/fuzz/mlir.dict" -max_len=4096 -timeout=10 -rss_limit_mb=2048
       -max_total_time="$seconds" -artifact_prefix="$art/" -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then
  flags+=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
# shellcheck disable=SC2206
flags+=(${FUZZ_ARGS:-})
before=$(ls "$work/corpus" | wc -l)
echo "fuzz.sh: fuzzing for ${seconds}s with $jobs process(es); corpus $work/corpus ($before files); log $log"
(cd "$work" && ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} "$fuzzer" "${flags[@]}" "$work/corpus") >"$log" 2>&1
frc=$?

# ---- results ----
# The last stats line: '#N ... cov: C ft: F corp: ...' (also in fork mode).
stats=$(grep -E '^#[0-9]+.*cov: [0-9]+' "$log" | tail -n 1)
execs=$(sed -n 's/^#\([0-9]*\).*/\1/p' <<<"$stats")
cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$stats")
ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$stats")
after=$(ls "$work/corpus" | wc -l)
echo "fuzz.sh: libFuzzer exit $frc; last stats: $stats"
echo "fuzz.sh: executions: ${execs:-?}  cov: ${cov:-?}  ft: ${ft:-?}  corpus: $before -> $after files"

found=0
shopt -s nullglob
for a in "$art"/crash-* "$art"/leak-* "$art"/timeout-* "$art"/oom-*; do
  found=$((found + 1))
  # Replay the artifact alone for its first report line.
  first=$(cd "$work" && timeout 60 "$fuzzer" -timeout=10 -rss_limit_mb=2048 "$a" 2>&1 |
    grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error|internal error|CHECK FAILED|SUMMARY' )
  echo "fuzz.sh: FOUND $(basename "$a") ($(wc -c <"$a") bytes): $first"
  case $(basename "$a") in
  crash-* | leak-*)
    minimized=$((${minimized:-0} + 1))
    if [ "${FUZZ_MINIMIZE:-60}" -gt 0 ] && [ $minimized -le 3 ]; then   # the first few only
      (cd "$work" && timeout $((${FUZZ_MINIMIZE:-60} + 60)) "$fuzzer" -minimize_crash=1 -timeout=10 \
        -max_total_time="${FUZZ_MINIMIZE:-60}" -exact_artifact_path="$a.min" "$a" >"$a.minimize.log" 2>&1)
      [ -s "$a.min" ] && echo "fuzz.sh:   minimised to $(wc -c <"$a.min") bytes: $a.min"
    fi
    ;;
  esac
done
if [ $found -gt 0 ]; then
  echo "fuzz.sh: $found artifact(s) in $art (replay one: $build/fuzz/fuzz_replay -v -p FILE)"
  echo "fuzz.sh: save reproducers as fuzz/corpus/crash-<short-description>.mlir"
else
  rmdir "$art" 2>/dev/null
fi

vrc=0
if [ "${FUZZ_VERIFY:-300}" -ge 0 ]; then
  # Only inputs that translate can be verified: list them in-process first.
  list=$work/logs/ok-$stamp.list
  "$build/fuzz/fuzz_replay" -l "$work/corpus" >"$list" 2>/dev/null
  echo "fuzz.sh: $(wc -l <"$list") of $after corpus files translate with status 0"
  "$root/fuzz/verify_corpus.sh" "$build/ir2ll" "$list" "${FUZZ_VERIFY:-300}" "$work/rejects-$stamp"
  vrc=$?
  [ $vrc -ne 0 ] && echo "fuzz.sh: rejected translations are in $work/rejects-$stamp"
fi

[ $found -eq 0 ] && [ $vrc -eq 0 ]
