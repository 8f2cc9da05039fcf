#!/usr/bin/env bash
# Runs two ir2ll binaries on the same inputs and reports every input where
# their stdout, stderr or exit status differ. For changes that must not
# change behaviour (speed work): run the build before the change and the
# build after it.
#
#   scripts/compare-builds.sh OLD_IR2LL NEW_IR2LL [MUTATIONS [SEED]]
#
# Inputs: every .mlir under tests/ and examples/, the fuzz corpus, modules
# from ../shared/bench/gen_mlir.py (when it is there) and MUTATIONS seeded
# mutations of the test inputs (default 3000; SEED picks another set).
set -uo pipefail
old=$1 new=$2 nmut=${3:-3000} seed=${4:-4}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(
	find "$here/tests" "$here/examples" -name '*.mlir'; find "$here/fuzz/corpus" -type f)

gen=$here/../shared/bench/gen_mlir.py
if [ -f "$gen" ]; then
	for flags in "" "--with-scf" "--plain" "--legacy" "--one-big-function" "--with-scf --plain"; do
		f=$work/gen-$(echo "$flags" | tr -d ' -').mlir
		python3 "$gen" --size-mb 0.3 --seed 7 $flags -o "$f" && inputs+=("$f")
	done
fi

mkdir -p "$work/mut"
python3 - "$work/mut" "$nmut" "$seed" "${inputs[@]}" <<'PY'
import random, sys
out, n, seed, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
rng = random.Random(seed)
texts = [open(f, 'rb').read() for f in files if f.endswith('.mlir')]
texts = [t for t in texts if t and len(t) < 200000]
pieces = [b'%', b'^', b'@', b'(', b')', b'[', b']', b'<', b'>', b'{', b'}', b',', b':',
          b'=', b'x', b'?', b'0', b'-1', b'9999999999999999999', b' ', b'\n', b'index',
          b'i32', b'f64', b'memref<', b'%0', b'%arg0', b'^bb1', b'"', b'#', b'//',
          b'i64', b'f32', b'i1', b'!t', b'memref<4xf32>', b'%c0', b'cf.br ^bb1\n', b'return\n']
for i in range(n):
    t = bytearray(rng.choice(texts))
    for _ in range(rng.randint(1, 4)):
        p = rng.randrange(len(t) + 1)
        r = rng.random()
        if r < 0.35 and len(t) > 1:
            del t[p:p + rng.randint(1, 8)]
        elif r < 0.6:
            t[p:p] = rng.choice(pieces)
        elif r < 0.7:   # one type written as another: the type checks
            names = [b'i1', b'i32', b'i64', b'index', b'f32', b'f64']
            a, b = rng.sample(names, 2)
            k = t.find(a, p)
            if k >= 0:
                t[k:k + len(a)] = b
        else:
            q = rng.randrange(len(t) + 1)
            t[p:p] = t[q:q + rng.randint(1, 40)]
    open(f'{out}/m{i}.mlir', 'wb').write(t)
PY
for f in "$work"/mut/*.mlir; do inputs+=("$f"); done

diffs=0
for f in "${inputs[@]}"; do
	timeout 20 "$old" "$f" >"$work/o1" 2>"$work/e1"; r1=$?
	timeout 20 "$new" "$f" >"$work/o2" 2>"$work/e2"; r2=$?
	if [ $r1 != $r2 ] || ! cmp -s "$work/o1" "$work/o2" || ! cmp -s "$work/e1" "$work/e2"; then
		diffs=$((diffs + 1))
		echo "differs: $f (exit $r1 vs $r2)"
		case $f in "$work"/*) cp "$f" "/tmp/compare-builds-$diffs.mlir";; esac
	fi
done
echo "${#inputs[@]} inputs, $diffs differ"
[ $diffs = 0 ]
