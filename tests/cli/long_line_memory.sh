#!/usr/bin/env bash
# Memory stays bounded when a module is written on one line (40 MB, 100,000
# functions):
# - from a file and from a pipe, its output is that of the same module
#   written on many lines, in at most 2 MB more peak RSS than that takes
#   (11 MB, most of it the symbol table; the whole line was held: 52
#   MB). The line is cut between tokens as it is read, and let go of up
#   to the function being read. Its strings, locations and escaped quotes
#   hold ", %" where no cut may fall;
# - an error in a function in the middle of the line is reported at its
#   column, with the usual window of the line around it, in as little;
# - functions with no ", %" in them (27 MB on one line) are cut after
#   the "} " that ends each, and take as little.
#   long_line_memory.sh IR2LL TESTS_DIR
set -u
ir2ll=$1
[ "${IR2LL_SANITIZED:-0}" = 1 ] && { echo "skipped: sanitizer builds use more memory"; exit 77; }
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
[ -x /usr/bin/time ] || { echo "skipped: no GNU time (apt-get install time)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The inputs are written by a process of their own (see peak_rss.py).
python3 - "$tmp" <<'PY' || exit 1
import sys
tmp = sys.argv[1]
func = """func.func @f{i}(%a: i32, %b: i32, %m: memref<?xf32>) -> i32 {{
  %c = arith.cmpi slt, %a, %b : i32
  cf.assert %c, "a message, %a, with \\"quotes, %b\\" in it"
  %0 = arith.addi %a, %b : i32 loc("gen, %x.mlir":{i}:7)
  %1 = call @f{j}(%0, %b, %m) : (i32, i32, memref<?xf32>) -> i32
  %i = arith.index_cast %a : i32 to index
  %v = memref.load %m[%i] : memref<?xf32>
  memref.store %v, %m[%i] : memref<?xf32>
  {op} %1 : i32
}}
"""
n = 40 * 1024 * 1024 // len(func.format(i=0, j=0, op="return"))
funcs = [func.format(i=i, j=(i * 7) % n, op="return") for i in range(n)]
with open(f"{tmp}/lines.mlir", "w") as f:
    f.write("module {\n" + "".join(funcs) + "}\n")
with open(f"{tmp}/one.mlir", "w") as f:
    f.write(" ".join(("module {\n" + "".join(funcs) + "}").split("\n")) + "\n")
bad = n // 2
funcs[bad] = func.format(i=bad, j=0, op="retrun")
line = " ".join(("module {\n" + "".join(funcs) + "}").split("\n"))
with open(f"{tmp}/bad.mlir", "w") as f:
    f.write(line + "\n")
# functions with no ", %" in them: the line is cut after their "} "
body = " ".join(f"%{i + 1} = arith.negf %{i} : f32" for i in range(50))
unary = [f"func.func @u{i}(%0: f32) -> f32 {{ {body} return %50 : f32 }}" for i in range(20000)]
with open(f"{tmp}/unary_lines.mlir", "w") as f:
    f.write("\n".join(unary) + "\n")
with open(f"{tmp}/unary.mlir", "w") as f:
    f.write(" ".join(unary) + "\n")
col = line.index("retrun") + 1
quote = "..." + line[col - 1 - 80:col - 1 + 80] + "...\n" + " " * (3 + 80) + "^\n"
with open(f"{tmp}/bad.want", "w") as f:
    f.write(f"bad.mlir:1:{col}: error: unexpected identifier 'retrun'\n{quote}")
PY
python3 - "$ir2ll" "$tmp" "$2/cli" <<'PY'
import sys
sys.path.insert(0, sys.argv[3])
sys.dont_write_bytecode = True   # nothing written into the source tree
from peak_rss import Tester
t = Tester(sys.argv[1], sys.argv[2])
check, run, tmp = t.check, t.run, t.tmp
rc, lines, err, lines_peak = run("lines", False)
print(f"the module on many lines: peak RSS {lines_peak:.1f} MB")
check(rc == 0, f"the module on many lines does not translate: {err[:300]}")
with open(f"{tmp}/bad.want") as f:
    want = f.read()
for pipe in (False, True):
    how = f"from a {'pipe' if pipe else 'file'}"
    rc, out, err, peak = run("one", pipe)
    print(f"40 MB on one line, {how}: peak RSS {peak:.1f} MB")
    check(rc == 0 and out == lines, f"one line, {how}: status {rc} or output differs: {err[:300]}")
    check(peak < lines_peak + 2, f"one line, {how}: peak RSS {peak:.1f} MB is over {lines_peak + 2:.1f} MB")
    rc, out, err, peak = run("bad", pipe)
    check(rc == 1 and err == want, f"an error on the line, {how}: status {rc}, diagnostics:\n{err}")
    check(peak < lines_peak + 2, f"an error on the line, {how}: peak RSS {peak:.1f} MB is over {lines_peak + 2:.1f} MB")
rc, lines, err, lines_peak = run("unary_lines", False)
check(rc == 0, f"the unary functions on many lines do not translate: {err[:300]}")
rc, out, err, peak = run("unary", True)
print(f"27 MB of functions without ', %' on one line, from a pipe: peak RSS {peak:.1f} MB")
check(rc == 0 and out == lines, f"the unary functions on one line: status {rc} or output differs: {err[:300]}")
check(peak < lines_peak + 2, f"the unary functions on one line: peak RSS {peak:.1f} MB is over {lines_peak + 2:.1f} MB")
sys.exit(t.done())
PY
