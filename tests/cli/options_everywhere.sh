#!/usr/bin/env bash
# --emit-c-interface and -g on every golden and run test input: a wrapper
# for each function, of every signature the tests have, and a location on
# every instruction of every op the tests have must give IR that opt
# -passes=verify accepts (the tests' own checks see only the inputs that
# ask for them).
#   bash tests/cli/options_everywhere.sh IR2LL TESTS_DIR   (OPT from the environment)
# Exit 77 (skip) without opt.
set -u
ir2ll=${1:?usage: options_everywhere.sh IR2LL TESTS_DIR}
tests=${2:?usage: options_everywhere.sh IR2LL TESTS_DIR}
[ -n "${OPT:-}" ] || { echo "no opt (apt-get install llvm-22): skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 ran=0

for src in "$tests"/golden/*.mlir "$tests"/run/*.mlir; do
	name=${src#"$tests"/}
	args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
	for extra in --emit-c-interface -g "-g --emit-c-interface"; do
		case "$args $extra" in *--use-bare-ptr-memref-call-conv*--emit-c-interface*) continue ;; esac
		# shellcheck disable=SC2086
		if ! (cd "$(dirname "$src")" && "$ir2ll" $args $extra "$(basename "$src")") \
		     >"$work/out.ll" 2>"$work/err"; then
			echo "FAIL: $name: ir2ll rejects it with $extra:"; head -3 "$work/err"; fail=1; continue
		fi
		if ! "$OPT" -passes=verify -disable-output "$work/out.ll" 2>"$work/err"; then
			echo "FAIL: $name: opt rejects the output with $extra:"; head -3 "$work/err"; fail=1; continue
		fi
		ran=$((ran + 1))
	done
done
echo "$ran outputs with C wrappers or debug info verified"
[ $fail -eq 0 ]
