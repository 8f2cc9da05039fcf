#!/usr/bin/env bash
# Memory stays bounded where the text is not in any function:
# - 40 MB of comments at a module's start, between two functions and at
#   the end, from a file and from a pipe: each must translate in under 8
#   MB of peak RSS (the whole text was held until the next function ended)
#   and give the same output as the module without them;
# - 200,000 declarations (15 MB): under 32 MB (each declaration's strings
#   were kept until the end, 53 MB);
# - a syntax error after such a comment block is reported at the token,
#   with its line quoted, the same from a file and from a pipe;
# - after a syntax error in a function, the comment block skipped with the
#   rest is let go too, and the next function's error is reported.
#   top_level_memory.sh IR2LL TESTS_DIR
set -u
ir2ll=$1
[ "${IR2LL_SANITIZED:-0}" = 1 ] && { echo "skipped: sanitizer builds use more memory"; exit 77; }
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
[ -x /usr/bin/time ] || { echo "skipped: no GNU time (apt-get install time)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The inputs are written first: a forked child counts its parent's pages
# in its peak RSS until it execs, so the process that runs ir2ll stays small.
python3 - "$tmp" <<'PY' || exit 1
import sys
tmp = sys.argv[1]
line = "// a comment line of the kind a generated header might have, %07d\n"
comments = "".join(line % i for i in range(40 * 1024 * 1024 // len(line % 0)))
fa = "  func.func @a(%x: i32) -> i32 {\n    %0 = arith.addi %x, %x : i32\n    return %0 : i32\n  }\n"
fb = "  func.func @b(%x: i32) -> i32 {\n    %0 = call @a(%x) : (i32) -> i32\n    return %0 : i32\n  }\n"
inputs = {"plain": "module {\n" + fa + fb + "}\n",
          "start": "module {\n" + comments + fa + fb + "}\n",
          "between": "module {\n" + fa + comments + fb + "}\n",
          "end": "module {\n" + fa + fb + "}\n" + comments,
          "bad": fa + comments + "  garbage\n",
          "recover": "func.func @c() {\n  %x = foo bar\n}\n" + comments +
                     "func.func @d() {\n  %q = arith.addi %z, %z : i32\n  return\n}\n"}
for name, text in inputs.items():
    with open(f"{tmp}/{name}.mlir", "w") as f:
        f.write(text)
with open(f"{tmp}/bad.line", "w") as f:
    f.write(str(fa.count("\n") + comments.count("\n") + 1))
with open(f"{tmp}/recover.line", "w") as f:
    f.write(str(3 + comments.count("\n") + 2))
with open(f"{tmp}/decls.mlir", "w") as f:
    for i in range(200000):
        f.write(f"func.func private @ext_{i}(%arg0: memref<?x4xf32>, %arg1: index) -> f32\n")
    f.write("func.func @main(%m: memref<?x4xf32>, %i: index) -> f32 {\n"
            "  %0 = call @ext_7(%m, %i) : (memref<?x4xf32>, index) -> f32\n  return %0 : f32\n}\n")
PY
python3 - "$ir2ll" "$tmp" "$2/cli" <<'PY'
import sys
sys.path.insert(0, sys.argv[3])
sys.dont_write_bytecode = True   # nothing written into the source tree
from peak_rss import Tester
t = Tester(sys.argv[1], sys.argv[2])
check, run, tmp = t.check, t.run, t.tmp
rc, plain, _, _ = run("plain", False)
check(rc == 0, "the module without comments does not translate")
for where, place in (("start", "at the start"), ("between", "between two functions"), ("end", "at the end")):
    for pipe in (False, True):
        how = f"40 MB of comments {place}, from a {'pipe' if pipe else 'file'}"
        rc, out, err, peak = run(where, pipe)
        print(f"{how}: peak RSS {peak:.1f} MB")
        check(rc == 0 and out == plain, f"{how}: status {rc} or output differs: {err[:200]}")
        check(peak < 8, f"{how}: peak RSS {peak:.1f} MB is over 8 MB")

rc, out, err, peak = run("decls", False)
print(f"200,000 declarations: peak RSS {peak:.1f} MB")
check(rc == 0 and out[1] == 200000, f"declarations: status {rc}, {out[1]} declared, {err[:200]}")
check(peak < 32, f"declarations: peak RSS {peak:.1f} MB is over 32 MB")

with open(f"{tmp}/bad.line") as f:
    n = f.read()
want = (f"bad.mlir:{n}:3: error: expected end of file, type alias, attribute alias, location, "
        f"'module' or 'func.func', got identifier\n  garbage\n  ^\n")
for pipe in (False, True):
    how = f"an error after 40 MB of comments, from a {'pipe' if pipe else 'file'}"
    rc, out, err, peak = run("bad", pipe)
    check(rc == 1 and err == want, f"{how}: status {rc}, diagnostics:\n{err}")
    check(peak < 8, f"{how}: peak RSS {peak:.1f} MB is over 8 MB")
with open(f"{tmp}/recover.line") as f:
    n = f.read()
want = ("recover.mlir:2:8: error: unexpected identifier 'foo'\n  %x = foo bar\n       ^\n"
        f"recover.mlir:{n}:19: error: use of undeclared SSA value '%z'\n"
        "  %q = arith.addi %z, %z : i32\n                  ^\n")
for pipe in (False, True):
    how = f"a syntax error, 40 MB of comments and another error, from a {'pipe' if pipe else 'file'}"
    rc, out, err, peak = run("recover", pipe)
    check(rc == 1 and err == want, f"{how}: status {rc}, diagnostics:\n{err}")
    check(peak < 8, f"{how}: peak RSS {peak:.1f} MB is over 8 MB")
sys.exit(t.done())
PY
