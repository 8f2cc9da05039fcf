#!/usr/bin/env bash
# The output is for LLVM 15 and every later version (README, --llvm-version):
# LLVM 15's opt -passes=verify and llc -O0 must accept ir2ll's translation
# of every golden and run test input (but those for a later version), as
# the tests' own checks do with the newest LLVM.
#   bash tests/cli/oldest_llvm.sh IR2LL TESTS_DIR   (OPT15, LLC15 from the environment)
# Exit 77 (skip) without LLVM 15 (apt-get install llvm-15).
set -u
ir2ll=${1:?usage: oldest_llvm.sh IR2LL TESTS_DIR}
tests=${2:?usage: oldest_llvm.sh IR2LL TESTS_DIR}
[ -n "${OPT15:-}" ] && [ -n "${LLC15:-}" ] || { echo "no LLVM 15 (apt-get install llvm-15): skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 ran=0

for src in "$tests"/golden/*.mlir "$tests"/run/*.mlir; do
	name=${src#"$tests"/}
	args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
	case $args in *--llvm-version=*) continue ;; esac   # output for a later LLVM
	# shellcheck disable=SC2086
	if ! (cd "$(dirname "$src")" && "$ir2ll" $args "$(basename "$src")") >"$work/out.ll" 2>"$work/err"; then
		echo "FAIL: $name: ir2ll rejects it:"; head -3 "$work/err"; fail=1; continue
	fi
	if ! "$OPT15" -passes=verify -disable-output "$work/out.ll" 2>"$work/err"; then
		echo "FAIL: $name: LLVM 15's opt rejects the output:"; head -3 "$work/err"; fail=1; continue
	fi
	if ! "$LLC15" -O0 -filetype=null "$work/out.ll" 2>"$work/err"; then
		echo "FAIL: $name: LLVM 15's llc rejects the output:"; head -3 "$work/err"; fail=1; continue
	fi
	ran=$((ran + 1))
done
echo "$ran outputs accepted by LLVM 15"
[ $fail -eq 0 ]
