#!/usr/bin/env bash
# The reader's shortcuts (src/reader.h) change nothing: every input gives
# the same output, diagnostics and exit status with and without
# --grammar-only. Inputs: the golden, error and run tests, the fuzz corpus,
# generated modules in each of the generator's modes, and a few hundred
# seeded mutations of them (deleted, inserted and repeated bits of text),
# which put syntax errors everywhere a shortcut could take a wrong turn.
#   reader_shortcuts.sh IR2LL TESTS_DIR
set -u
ir2ll=$1 tests=$2
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
python3 - "$ir2ll" "$tests" <<'PY'
import glob, os, random, re, subprocess, sys
ir2ll, tests = sys.argv[1], sys.argv[2]
inputs = []
for pattern in ("golden/*.mlir", "errors/*.mlir", "run/*.mlir", "../fuzz/corpus/*"):
    for path in sorted(glob.glob(os.path.join(tests, pattern))):
        with open(path, "rb") as f:
            inputs.append((os.path.relpath(path, tests), f.read()))
gen = os.path.join(tests, "../../shared/bench/gen_mlir.py")
modules = []
if os.path.exists(gen):
    for mode in ([], ["--with-scf"], ["--legacy"], ["--plain"]):
        text = subprocess.run([sys.executable, gen, "--size-mb", "0.3", "--seed", "11", *mode],
                              capture_output=True, check=True).stdout.decode()
        modules.append(text)
        inputs.append(("generated " + " ".join(mode), text.encode()))
else:
    print(f"note: {gen} not found: no generated inputs")
# seeded mutations of windows of whole functions
rng = random.Random(20261122)
bits = ["%", ",", ":", "=", "(", ")", "[", "]", "<", ">", "{", "}", "\n", " ", "^bb1", "%0",
        "i32", "memref<?xf32>", "memref<4x4xf32>", "arith.addi", "cf.br", "return", "call @f",
        "->", "loc(unknown)", "// c\n", "overflow<nsw>", "fastmath<fast>", '"s"', "-", "1",
        "1.0", "true", "memref.load", "arith.constant", "to", ":2", "#0", "f99"]
sources = modules or [text.decode(errors="replace") for _, text in inputs if _.startswith("golden/")]
for i in range(300):
    src = rng.choice(sources)
    starts = [m.start() for m in re.finditer(r"\n *func(\.func)? @", src)] or [0]
    a = rng.randrange(len(starts))
    end = starts[a + 3] if a + 3 < len(starts) else len(src)
    text = list(src[starts[a]:end])
    for _ in range(rng.randint(1, 4)):
        if not text:
            break
        pos = rng.randrange(len(text))
        r = rng.random()
        if r < 0.4:
            del text[pos:pos + rng.randint(1, 6)]
        elif r < 0.8:
            text[pos:pos] = list(rng.choice(bits))
        else:
            q = rng.randrange(len(text))
            text[pos:pos] = text[q:q + rng.randint(1, 40)]
    inputs.append((f"mutation {i}", "".join(text).encode()))

def run(data, extra):
    p = subprocess.run([ir2ll, *extra, "-"], input=data, capture_output=True, timeout=60)
    return p.returncode, p.stdout, p.stderr

bad = 0
for name, data in inputs:
    fast, slow = run(data, []), run(data, ["--grammar-only"])
    if fast != slow:
        bad += 1
        what = [w for w, x, y in zip(("exit status", "output", "diagnostics"), fast, slow) if x != y]
        print(f"FAIL: {name}: {', '.join(what)} differ")
        if bad == 1:
            with open("reader_shortcuts_failure.mlir", "wb") as f:
                f.write(data)
            print("  (input kept in reader_shortcuts_failure.mlir)")
print(f"{len(inputs)} inputs, {bad} differ")
sys.exit(1 if bad else 0)
PY
