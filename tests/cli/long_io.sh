#!/usr/bin/env bash
# Long inputs and outputs, which second threads read ahead and write
# (src/readahead.c: an input past its first 8 reads; src/writer.c: an
# output past 2 MiB, or from the start for a file of 2 MiB or more).
#
# Checks that a 6 MB output comes out whole and in order: it is the
# concatenation of its four parts' outputs, which are short enough to be
# read and written without the threads, whether it goes to a file (-o),
# to standard output redirected to a file (copied there by sendfile) or
# appended to one (not by sendfile), or to a pipe; and whether its input
# comes from a file, a pipe, or a pipe that gives it in pieces with
# pauses. Then that a failed write is reported, with exit status 2, and
# leaves nothing behind: a file size limit (ulimit -f) stops the writes
# early on, where they are made directly (the input from a pipe) or by the
# thread (from a file), and past 2 MiB, where the thread makes them. Last, that a translation that stops early (too many
# syntax errors) ends while the thread still waits for more input from a
# pipe that is not closed.
#   bash tests/cli/long_io.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: long_io.sh IR2LL TESTS_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# functions FROM N: N functions with no calls, so no declarations come at
# the end and a module's output is its functions' outputs in order
functions() {
	awk -v from="$1" -v n="$2" 'BEGIN {
		for (i = from; i < from + n; i++)
			printf "func.func @f%d(%%a: memref<?x?xf32>, %%i: index, %%j: index) -> f32 {\n" \
			       "  %%0 = memref.load %%a[%%i, %%j] : memref<?x?xf32>\n" \
			       "  %%1 = arith.addf %%0, %%0 : f32\n" \
			       "  memref.store %%1, %%a[%%j, %%i] : memref<?x?xf32>\n" \
			       "  return %%1 : f32\n}\n", i
	}'
}
for k in 0 1 2 3; do
	functions $((k * 3000)) 3000 >"$tmp/part$k.mlir"
	"$ir2ll" "$tmp/part$k.mlir" -o "$tmp/part$k.ll" || bad "part $k: exit status $?"
done
cat "$tmp"/part[0-3].mlir >"$tmp/all.mlir"
cat "$tmp"/part[0-3].ll >"$tmp/expected.ll"
size=$(wc -c <"$tmp/expected.ll")
[ "$size" -gt $((4 << 20)) ] && ok || bad "the output is $size bytes: too short to be written by the thread"
[ "$(wc -c <"$tmp/part0.ll")" -lt $((2 << 20)) ] && ok || bad "a part's output is 2 MiB or more"

"$ir2ll" "$tmp/all.mlir" -o "$tmp/file.ll" || bad "-o: exit status $?"
cmp -s "$tmp/file.ll" "$tmp/expected.ll" && ok || bad "-o: not the parts' outputs in order"
"$ir2ll" "$tmp/all.mlir" >"$tmp/stdout.ll" || bad "stdout: exit status $?"
cmp -s "$tmp/stdout.ll" "$tmp/expected.ll" && ok || bad "stdout: not the parts' outputs in order"
# appended to a file, which the spill file is not copied into by sendfile
printf 'old contents\n' >"$tmp/append.ll"
"$ir2ll" "$tmp/all.mlir" >>"$tmp/append.ll" || bad "append: exit status $?"
{ printf 'old contents\n'; cat "$tmp/expected.ll"; } | cmp -s - "$tmp/append.ll" && ok ||
	bad "append: not the old contents and then the output"
"$ir2ll" - <"$tmp/all.mlir" | cat >"$tmp/pipe.ll"
[ "${PIPESTATUS[0]}" = 0 ] && ok || bad "pipe: exit status ${PIPESTATUS[0]}"
cmp -s "$tmp/pipe.ll" "$tmp/expected.ll" && ok || bad "pipe: not the parts' outputs in order"

# the input in pieces, with pauses: the thread's reads end short
{
	head -c 1000000 "$tmp/all.mlir"
	sleep 0.2
	tail -c +1000001 "$tmp/all.mlir" | head -c 1000000
	sleep 0.2
	tail -c +2000001 "$tmp/all.mlir"
} | "$ir2ll" - -o "$tmp/pieces.ll" || bad "input in pieces: exit status $?"
cmp -s "$tmp/pieces.ll" "$tmp/expected.ll" && ok || bad "input in pieces: not the parts' outputs in order"

# A write that fails: SIGXFSZ ignored, so the write gets EFBIG. The limit
# is in KiB: 1000 stops the writes before the thread starts if the input
# comes from a pipe, whose length is not known; 3000 after it started.
translate() {   # FROM ARGS...: the input from a file or from a pipe
	if [ "$1" = file ]; then
		shift
		"$ir2ll" "$tmp/all.mlir" "$@"
	else
		shift
		cat "$tmp/all.mlir" | "$ir2ll" - "$@"
	fi
}
for run in "pipe 1000" "pipe 3000" "file 1000"; do
	set -- $run
	from=$1 limit=$2
	printf 'old contents\n' >"$tmp/keep.ll"
	(
		trap '' XFSZ
		ulimit -f "$limit"
		translate $from -o "$tmp/keep.ll" 2>"$tmp/err"
	)
	rc=$?
	[ $rc = 2 ] && ok || bad "-o, limit $limit KiB, from a $from: exit status $rc, expected 2"
	grep -q "^ir2ll: cannot write '$tmp/keep.ll': File too large" "$tmp/err" && ok ||
		bad "-o, limit $limit KiB, from a $from: no message: $(cat "$tmp/err")"
	[ "$(cat "$tmp/keep.ll")" = 'old contents' ] && ok || bad "-o, limit $limit KiB, from a $from: the file changed"
	ls -A "$tmp" | grep -q '\.tmp' && bad "-o, limit $limit KiB, from a $from: a temporary is left" || ok

	(
		trap '' XFSZ
		ulimit -f "$limit"
		translate $from >"$tmp/out.ll" 2>"$tmp/err"
	)
	rc=$?
	[ $rc = 2 ] && ok || bad "stdout, limit $limit KiB, from a $from: exit status $rc, expected 2"
	grep -q '^ir2ll: cannot write the output: File too large' "$tmp/err" && ok ||
		bad "stdout, limit $limit KiB, from a $from: no message: $(cat "$tmp/err")"
	[ ! -s "$tmp/out.ll" ] && ok || bad "stdout, limit $limit KiB, from a $from: partial output"
done

# Too many syntax errors, after 2 MB the thread reads ahead, from a pipe
# whose writer keeps it open: ir2ll ends at once, without the input's end
# (timeout's 20 s only guards against a hang; it takes milliseconds).
mkfifo "$tmp/fifo"
{
	cat "$tmp/part0.mlir" "$tmp/part1.mlir"
	for i in $(seq 30); do printf 'func.func @bad%d() {\n  %%x = arith.addi %%y, : i32\n}\n' "$i"; done
	sleep 30
} >"$tmp/fifo" &
writer=$!
timeout 20 "$ir2ll" - -o "$tmp/bad.ll" <"$tmp/fifo" 2>"$tmp/err"
rc=$?
kill $writer 2>/dev/null
wait $writer 2>/dev/null
[ $rc = 1 ] && ok || bad "an early stop on an open pipe: exit status $rc, expected 1 (124: it waited for the input's end)"
grep -q 'too many errors' "$tmp/err" && ok || bad "an early stop on an open pipe: no 'too many errors'"

echo "long_io: $pass passed, $fail failed"
[ $fail = 0 ]
