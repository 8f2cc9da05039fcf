#!/usr/bin/env bash
# Shapes that were once quadratic translate in linear time and memory: a
# block with 50,000 arguments, a switch with 50,000 cases, a block with
# 50,000 predecessors, 50,000 blocks that all branch back to the first, and
# 9,000 nested regions that use an outer value; 70,000 declarations of
# distinct types, called afterwards; 50,000 small functions that each
# name values with large numbers; and 300,000 functions, each with a
# memref layout of its own (the reader's type cache once kept them all in
# one bucket: 20,000 took 2.6 s, 300,000 would take minutes); and a
# division of vectors of 1,000,000 elements, whose splatted constants were
# spelled with strcat (200,000 took 5.9 s); and 170,000 functions on one
# line with nowhere to cut it, which the lexer slid down its buffer after
# each function (80,000 took 18 s). Each must finish within 60 s
# (a hang guard: linear takes well under a second) in under 200 MB, and
# opt -passes=verify must accept the output.
#   shapes.sh IR2LL TESTS_DIR
set -u
ir2ll=$1
[ "${IR2LL_SANITIZED:-0}" = 1 ] && { echo "skipped: sanitizer builds are too slow for these sizes"; exit 77; }
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp" <<'PY'
import sys
tmp, n = sys.argv[1], 50000
def write(name, lines):
    with open(f"{tmp}/{name}.mlir", "w") as f:
        f.write("\n".join(lines) + "\n")
vals, tys = ", ".join(["%x"] * n), ", ".join(["i32"] * n)
write("block_args", ["func.func @f(%c: i1, %x: i32) -> i32 {",
    f"  cf.cond_br %c, ^b1({vals} : {tys}), ^b1({vals} : {tys})",
    "^b1(" + ", ".join(f"%a{i}: i32" for i in range(n)) + "):", "  return %a0 : i32", "}"])
cases = ", ".join(f"{i}: ^b{i}(%x : i32)" for i in range(n))
write("switch", ["func.func @f(%s: i32, %x: i32) -> i32 {", f"  cf.switch %s : i32, [ default: ^d, {cases} ]"]
    + [l for i in range(n) for l in (f"^b{i}(%v{i}: i32):", "  cf.br ^d")] + ["^d:", "  return %x : i32", "}"])
write("predecessors", ["func.func @f(%c: i1, %x: i32) -> i32 {", "  cf.br ^p0"]
    + [l for i in range(n) for l in (f"^p{i}:", f"  cf.cond_br %c, ^end(%x : i32), " + (f"^p{i + 1}" if i + 1 < n else "^end(%x : i32)"))]
    + ["^end(%r: i32):", "  return %r : i32", "}"])
write("back_edges", ["func.func @f(%c: i1, %x: i32) -> i32 {", "  cf.br ^b0(%x : i32)"]
    + [l for i in range(n) for l in (f"^b{i}(%v{i}: i32):", f"  %w{i} = arith.addi %v{i}, %x : i32",
       f"  cf.cond_br %c, " + (f"^b{i + 1}" if i + 1 < n else "^end") + f"(%w{i} : i32), ^b0(%w{i} : i32)")]
    + ["^end(%r: i32):", "  return %r : i32", "}"])
d = 9000
write("nesting", ["func.func @f(%c: i1, %x: i32) -> i32 {"] + [f"%r{i} = scf.if %c -> (i32) {{" for i in range(d)]
    + ["scf.yield %x : i32"] + [l for i in reversed(range(d)) for l in (["} else { scf.yield %x : i32 }"] + ([f"scf.yield %r{i} : i32"] if i else []))]
    + ["return %r0 : i32", "}"])
# names are kept by number: what a function costs must follow its names,
# not how large their numbers are
write("large_numbers", [l for i in range(n) for l in (f"func.func @f{i}(%a: i32) -> i32 {{",
    "  %262143 = arith.addi %a, %a : i32", "  %1048575 = arith.addi %262143, %a : i32",
    "  return %1048575 : i32", "}")])
# 70,000 declarations with distinct types: signatures need 32-bit type ids
m = 70000
write("many_types", [f"func.func private @f{i}(memref<{i + 1}xf32>) -> i32" for i in range(m)]
    + ["func.func @g(%a: memref<70000xf32>, %b: memref<4xf32>) -> i32 {",
       "  %x = func.call @f69999(%a) : (memref<70000xf32>) -> i32",
       "  %y = func.call @f3(%b) : (memref<4xf32>) -> i32", "  return %x : i32", "}"])
# layouts that differ only in their offset: one bucket of the reader's
# type cache once held them all
m = 300000
write("strided_layouts", [l for i in range(m) for t in [f"memref<?xf32, strided<[1], offset: {i}>>"]
    for l in (f"func.func @f{i}(%a: {t}, %i: index) -> f32 {{",
              f"  %v = memref.load %a[%i] : {t}", "  return %v : f32", "}")])
# a module on one line with no point to cut it at (tabs between the
# functions, no ", %"): the lexer slid the rest of the line, held whole,
# after every function (80,000 functions took 18 s)
body = " ".join(f"%{i + 1} = arith.negf %{i} : f32" for i in range(10))
with open(f"{tmp}/one_line_uncut.mlir", "w") as f:
    f.write("\t".join(f"func.func @u{i}(%0: f32) -> f32 {{ {body} return %10 : f32 }}" for i in range(170000)) + "\n")
# arith.ceildivsi on vectors lowers with splats of 0, 1 and -1
t = "vector<1000000xi32>"
write("vector_splats", [f"func.func @f(%a: {t}, %b: {t}) -> {t} {{",
    f"  %r = arith.ceildivsi %a, %b : {t}", f"  return %r : {t}", "}"])
PY
pass=0 fail=0
for f in "$tmp"/*.mlir; do
  name=$(basename "$f" .mlir)
  python3 - "$ir2ll" "$f" "$tmp/out.ll" <<'PY'
import resource, subprocess, sys
ir2ll, src, out = sys.argv[1:4]
try:
    p = subprocess.run([ir2ll, src, "-o", out], timeout=60)
except subprocess.TimeoutExpired:
    sys.exit("did not finish in 60 s")
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
if p.returncode != 0:
    sys.exit(f"exit status {p.returncode}")
if rss > 200:
    sys.exit(f"peak RSS {rss:.0f} MB")
PY
  rc=$?
  if [ $rc -ne 0 ]; then
    fail=$((fail + 1)); echo "FAIL: $name"
  elif [ -n "${OPT:-}" ] && ! "$OPT" -passes=verify -disable-output "$tmp/out.ll" 2>"$tmp/verr"; then
    fail=$((fail + 1)); echo "FAIL: $name: opt rejects the output: $(head -n 1 "$tmp/verr")"
  else
    pass=$((pass + 1)); echo "ok: $name"
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
