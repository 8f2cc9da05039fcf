#!/usr/bin/env bash
# A diagnostic about a symbol quotes the line of its declaration, which was
# read thousands of lines before and let go of: read again (pread) from a
# file, whether named or given as stdin, and from where stdin's position
# was; from a pipe it cannot be, and the position alone is given.
#   bash tests/cli/quote_released.sh IR2LL TESTS_DIR
set -u
ir2ll=${1:?usage: quote_released.sh IR2LL TESTS_DIR}
ir2ll=$(realpath "$ir2ll")
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# @h's declaration on a line longer than a quote shows (its window), then
# 300 KB of other functions
python3 - "$tmp/in.mlir" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("// first line\n")
    f.write("func.func private @g(i32) -> i32\n")
    f.write(" " * 300 + "func.func private @h(i64) -> i64 // " + "x" * 200 + "\n")
    for k in range(6000):
        f.write(f"func.func @s{k}(%x: i32) -> i32 {{\n  return %x : i32\n}}\n")
    f.write("func.func @f(%a: i32) {\n"
            "  %0 = func.call @g(%a) : (i32) -> i64\n"
            "  %1 = func.call @h(%a) : (i32) -> i64\n"
            "  return\n}\n")
PY
lines=$(wc -l <"$tmp/in.mlir")
g_call=$((lines - 3)) h_call=$((lines - 2))
g_quote=$(printf '%s\n%s\n' 'func.func private @g(i32) -> i32' "$(printf '%18s^' '')")
# the window: 80 bytes before the caret, 160 in all, "..." at each cut
h_text=$(printf '%62sfunc.func private @h(i64) -> i64 // %s' '' "$(printf 'x%.0s' $(seq 62))")
h_quote=$(printf '...%s...\n%83s^' "$h_text" '')

expect() {   # how, name, first line number, stderr file
	local how=$1 name=$2 first=$3 err=$4 want
	want=$(cat <<EOF
$name:$((g_call - first + 1)):18: error: '@g' is used with type '(i32) -> i64', but it has type '(i32) -> i32'
  %0 = func.call @g(%a) : (i32) -> i64
                 ^
$name:$((2 - first + 1)):19: note: '@g' declared here
$g_quote
$name:$((h_call - first + 1)):18: error: '@h' is used with type '(i32) -> i64', but it has type '(i64) -> i64'
  %1 = func.call @h(%a) : (i32) -> i64
                 ^
$name:$((3 - first + 1)):319: note: '@h' declared here
$h_quote
EOF
)
	if [ "$how" = pipe ]; then   # the notes without their quotes
		want=$(printf '%s\n' "$want" | sed -e '/^func.func private @g/,+1d' -e '/^\.\.\./,+1d')
	fi
	printf '%s\n' "$want" | diff -u - "$err" >"$tmp/diff" || { bad "from $how:"; cat "$tmp/diff"; }
}

cd "$tmp" || exit 1
"$ir2ll" in.mlir -o out.ll 2>file.err
[ $? = 1 ] || bad "a named file: exit status not 1"
expect "a named file" in.mlir 1 file.err
"$ir2ll" - <in.mlir >/dev/null 2>stdin.err
expect "a file as stdin" '<stdin>' 1 stdin.err
cat in.mlir | "$ir2ll" - >/dev/null 2>pipe.err
expect pipe '<stdin>' 1 pipe.err
# stdin positioned after its first line (bash's read leaves a file there)
{ read -r _; "$ir2ll" - >/dev/null 2>offset.err; } <in.mlir
expect "a file as stdin, from its second line" '<stdin>' 2 offset.err
[ -e out.ll ] && bad "output left behind"
[ $fail = 0 ] && echo "quotes of lines let go of: from files and stdin read again, from a pipe none"
exit $fail
