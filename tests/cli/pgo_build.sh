#!/usr/bin/env bash
# scripts/pgo-build.sh builds an ir2ll that behaves as the one under test:
# trained on tests/run's programs, it must give the same stdout, stderr and
# exit status on every test input, and a file of training counts must have
# been used for each of the library's sources.
#   bash tests/cli/pgo_build.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: pgo_build.sh IR2LL TESTS_DIR} tests=$2
root=$tests/..
cc=${CC:-cc}
"$cc" --version 2>/dev/null | grep -q 'Free Software Foundation' ||
	{ echo "skipped: $cc is not gcc"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! bash "$root/scripts/pgo-build.sh" "$tmp/b" "$tests"/run/*.mlir >"$tmp/log" 2>&1; then
	cat "$tmp/log"
	echo "FAIL: pgo-build.sh failed"
	exit 1
fi
fail=0
n=$(find "$tmp/b/CMakeFiles/ir2ll_lib.dir" -name '*.gcda' | wc -l)
if [ "$n" -lt 10 ]; then
	echo "FAIL: only $n files of training counts"
	fail=1
fi
for f in "$tests"/golden/*.mlir "$tests"/run/*.mlir "$tests"/errors/*.mlir; do
	"$ir2ll" "$f" >"$tmp/a.out" 2>"$tmp/a.err"
	a=$?
	"$tmp/b/ir2ll" "$f" >"$tmp/b.out" 2>"$tmp/b.err"
	b=$?
	if [ $a != $b ] || ! cmp -s "$tmp/a.out" "$tmp/b.out" || ! cmp -s "$tmp/a.err" "$tmp/b.err"; then
		echo "FAIL: $f: exit $a and $b, or their output differs"
		fail=1
	fi
done
[ $fail = 0 ] && echo "ok: the profiled build behaves as $ir2ll on every test input"
exit $fail
