#!/usr/bin/env bash
# Measures ir2ll against the MLIR 22 pipeline; prints the numbers that
# docs/PERFORMANCE.md reports. Run by 'cmake --build build --target bench'.
#   scripts/bench.sh [IR2LL]          (default build/ir2ll)
# Environment: BENCH_MB (largest compare.sh input, default 100), BENCH_GB=1
# (also ir2ll alone on a 1 GB input), RUNS, STAGES as in compare.sh,
# LLVM_BIN (default /usr/lib/llvm-22/bin).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
ir2ll=$(realpath "${1:-$root/build/ir2ll}")
bench=$root/../shared/bench
L=${LLVM_BIN:-/usr/lib/llvm-22/bin}
work=${BENCH_DIR:-${TMPDIR:-/tmp}/ir2ll-bench}
mkdir -p "$work"
have_mlir=0
[ -x "$L/mlir-opt" ] && [ -x "$L/mlir-translate" ] && have_mlir=1
pipeline() { "$L/mlir-opt" --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts "$1" | "$L/mlir-translate" --mlir-to-llvmir; }

echo "== machine"
echo "$(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB; $(uname -r); $("$ir2ll" --version)"

echo "== throughput and memory (../shared/bench/compare.sh)"
"$bench/compare.sh" "$ir2ll" "${BENCH_MB:-100}" 2>&1 | sed -n '/^== /,$p'

if [ "${BENCH_GB:-0}" = 1 ]; then
  echo "== 1 GB input, ir2ll alone"
  [ -f "$work/in-1000MB.mlir" ] || python3 "$bench/gen_mlir.py" --size-mb 1000 -o "$work/in-1000MB.mlir"
  python3 - "$ir2ll" "$work/in-1000MB.mlir" <<'PY'
import resource, subprocess, sys, time
ir2ll, src = sys.argv[1], sys.argv[2]
# read once first, so that both runs read from the page cache (after the
# MLIR runs above, part of the file may have left it); by cat, as what
# this process holds counts in its children's peak RSS (they fork from it)
subprocess.run(["cat", src], stdout=subprocess.DEVNULL, check=True)
for how in ("file", "pipe"):
    t = time.time()
    if how == "file":
        p = subprocess.run([ir2ll, src, "-o", "/dev/null"])
    else:
        with open(src, "rb") as f:
            cat = subprocess.Popen(["cat"], stdin=f, stdout=subprocess.PIPE)
            p = subprocess.run([ir2ll, "-", "-o", "/dev/null"], stdin=cat.stdout)
            cat.wait()
    t = time.time() - t
    rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"1 GB from a {how}: exit {p.returncode}, {t:.2f} s, {1000 / t:.0f} MB/s, peak RSS so far {rss:.1f} MiB")
PY
fi

echo "== one 20 MB function (gen_mlir.py --one-big-function), ir2ll alone"
[ -f "$work/big-20MB.mlir" ] || python3 "$bench/gen_mlir.py" --size-mb 20 --one-big-function -o "$work/big-20MB.mlir"
python3 - "$ir2ll" "$work/big-20MB.mlir" <<'PY'
import os, resource, subprocess, sys, time
ir2ll, src = sys.argv[1], sys.argv[2]
t = time.time()
p = subprocess.run([ir2ll, src, "-o", "/dev/null"])
t = time.time() - t
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
size = os.path.getsize(src)
print(f"exit {p.returncode}, {t:.2f} s, peak RSS {rss / 2**20:.1f} MiB = {rss / size:.1f} times the input")
PY

echo "== small files (examples/matmul.mlir, $(wc -c < "$root/examples/matmul.mlir") bytes)"
python3 - "$ir2ll" "$root/examples/matmul.mlir" "$have_mlir" "$L" <<'PY'
import subprocess, sys, time
ir2ll, src, have_mlir, L = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4]
def per_run(cmd, n, shell=False):
    best = 1e9
    for _ in range(3):
        t = time.time()
        for _ in range(n):
            subprocess.run(cmd, shell=shell, stdout=subprocess.DEVNULL, check=True)
        best = min(best, (time.time() - t) / n)
    return best
a = per_run([ir2ll, src], 200)
print(f"ir2ll: {a * 1000:.2f} ms per file")
if have_mlir:
    b = per_run(f"{L}/mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts {src} | {L}/mlir-translate --mlir-to-llvmir", 10, True)
    print(f"mlir-22: {b * 1000:.1f} ms per file; ratio {b / a:.0f}x")
PY

count_insts() { grep -cE '^  [^ ;]' "$1"; }   # instruction lines of a .ll
echo "== emitted instructions (1 MB generator input)"
[ -f "$work/q-1MB.mlir" ] || python3 "$bench/gen_mlir.py" --size-mb 1 -o "$work/q-1MB.mlir"
"$ir2ll" "$work/q-1MB.mlir" -o "$work/q-ir2ll.ll"
a=$(count_insts "$work/q-ir2ll.ll")
if [ $have_mlir = 1 ]; then
  pipeline "$work/q-1MB.mlir" > "$work/q-mlir.ll"
  b=$(count_insts "$work/q-mlir.ll")
  echo "ir2ll $a, mlir-22 $b instructions: ir2ll emits $((100 * a / b))% of MLIR's"
  for f in ir2ll mlir; do
    s=$(date +%s.%N); "$L/llc" -O0 -filetype=obj "$work/q-$f.ll" -o /dev/null; e=$(date +%s.%N)
    echo "llc -O0 on the $f output: $(echo "$e - $s" | bc) s"
  done
else
  echo "ir2ll $a instructions (MLIR tools not installed)"
fi

echo "== generated code speed (bench/*.mlir, clang -O2, same C driver, best of 5 runs)"
CLANG=$L/clang
tools="ir2ll"
[ $have_mlir = 1 ] && tools="ir2ll mlir"
for t in $tools; do
  for k in matmul stencil; do
    if [ $t = ir2ll ]; then "$ir2ll" "$root/bench/$k.mlir" -o "$work/k-$k-$t.ll"
    else pipeline "$root/bench/$k.mlir" > "$work/k-$k-$t.ll"; fi
  done
  "$CLANG" -O2 -w "$root/bench/kernels.c" "$work/k-matmul-$t.ll" "$work/k-stencil-$t.ll" -o "$work/k-$t"
done
for k in "matmul 384" "stencil 2048"; do
  set -- $k
  line="$1 n=$2:"
  for t in $tools; do
    r=$("$work/k-$t" "$1" "$2" 5)
    line="$line $t ${r% *} s (checksum ${r#* });"
  done
  echo "$line"
done

if command -v valgrind >/dev/null; then
  echo "== instructions per input byte (callgrind, 1 MB input)"
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$ir2ll" "$work/q-1MB.mlir" -o /dev/null 2> "$work/cg.err"
  ir=$(grep -oE 'refs: +[0-9,]+' "$work/cg.err" | tr -dc 0-9)
  bytes=$(wc -c < "$work/q-1MB.mlir")
  echo "$ir instructions for $bytes bytes: $((ir / bytes)) per byte"
fi
