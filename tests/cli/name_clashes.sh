#!/usr/bin/env bash
# LLVM names stay unique when SSA names, block names and the names ir2ll
# makes up could be spelled alike: values named like descriptor fields
# (%m.aligned, %a.alloc.size0), like numbered names (%5, %v5, %m.1), like
# hints (%idx, %ptr, %call), and memref block arguments whose fields are
# named after them. Seeded modules of such names, with and without
# --emit-c-interface, must translate and pass `opt -passes=verify` (a name
# given twice is a parse error there).
#   bash tests/cli/name_clashes.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: name_clashes.sh IR2LL TESTS_DIR}
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
[ -n "${OPT:-}" ] || { echo "skipped: no opt (LLVM 15 or later)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 - "$tmp" <<'PY'
import random, sys
words = ["aligned", "alloc", "offset", "size0", "size1", "stride0", "stride1",
         "desc", "x", "ptr", "size", "1", "2", "0"]
bases = ["m", "a", "v5", "5", "7", "v7", "m.aligned", "a.alloc", "size", "idx",
         "ptr", "call", "bb1", "entry"]

def module(rng):
    out = ["module {"]
    for fi in range(6):
        used = set()
        def fresh():
            while True:
                s = rng.choice(bases)
                if not s[0].isdigit():
                    for _ in range(rng.randint(0, 3)):
                        s += "." + rng.choice(words)
                if s not in used:
                    used.add(s)
                    return s
        args = [fresh() for _ in range(rng.randint(0, 2))]
        n = fresh()
        params = "".join(f", %{a}: memref<?xf32>" for a in args)
        out.append(f"  func.func @f{fi}(%{n}: index{params}) -> index {{")
        mems, idxs = list(args), [n]
        for _ in range(rng.randint(3, 25)):
            r, v = rng.random(), fresh()
            if r < 0.2:
                out.append(f"    %{v} = memref.alloc(%{rng.choice(idxs)}) : memref<?xf32>")
                mems.append(v)
            elif r < 0.4:
                a, b = rng.choice(idxs), rng.choice(idxs)
                out.append(f"    %{v} = memref.alloc(%{a}, %{b}) : memref<?x?xf32>")
            elif r < 0.55 and mems:
                out.append(f"    %{v} = memref.load %{rng.choice(mems)}[%{rng.choice(idxs)}] : memref<?xf32>")
            elif r < 0.7:
                out.append(f"    %{v} = arith.constant {rng.randint(0, 9)} : index")
                idxs.append(v)
            else:
                a, b = rng.choice(idxs), rng.choice(idxs)
                out.append(f"    %{v} = arith.addi %{a}, %{b} : index")
                idxs.append(v)
        if mems and rng.random() < 0.7:
            label, arg, dim = fresh(), fresh(), fresh()
            out.append(f"    cf.br ^{label}(%{rng.choice(mems)} : memref<?xf32>)")
            out.append(f"  ^{label}(%{arg}: memref<?xf32>):")
            out.append(f"    %{dim} = memref.dim %{arg}, %{n} : memref<?xf32>")
            idxs.append(dim)
        out.append(f"    return %{rng.choice(idxs)} : index")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"

for seed in range(120):
    with open(f"{sys.argv[1]}/n{seed}.mlir", "w") as f:
        f.write(module(random.Random(seed)))
PY

pass=0 fail=0
for f in "$tmp"/n*.mlir; do
	for flags in "" "--emit-c-interface"; do
		if "$ir2ll" $flags "$f" -o "$tmp/out.ll" 2> "$tmp/err" &&
		   "$OPT" -passes=verify -disable-output "$tmp/out.ll" 2>> "$tmp/err"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL: ir2ll $flags $(basename "$f")"; cat "$tmp/err"; cat "$f"
			[ $fail -ge 3 ] && break 2
		fi
	done
done
echo "name_clashes: $pass passed, $fail failed"
[ $fail -eq 0 ]
