#!/usr/bin/env bash
# Rewrites the expected files of the golden and error tests from the
# current ir2ll, then shows what changed so that a human reviews it:
#   scripts/regen-tests.sh [build/ir2ll] [NAME...]
# Only regenerate after checking that each changed .ll is right (llc
# accepts it, it computes what the .mlir says).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
ir2ll=$(realpath "${1:-$root/build/ir2ll}")
shift || true
for kind in golden errors; do
  for src in "$root"/tests/$kind/*.mlir; do
    name=$(basename "$src" .mlir)
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then continue; fi
    args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
    # shellcheck disable=SC2086
    if [ $kind = golden ]; then
      if (cd "$root/tests/$kind" && "$ir2ll" $args "$name.mlir" > "$name.ll.new"); then
        mv "$root/tests/$kind/$name.ll.new" "$root/tests/$kind/$name.ll"
      else
        rm -f "$root/tests/$kind/$name.ll.new"
        echo "ir2ll failed on golden/$name"
      fi
    else
      (cd "$root/tests/$kind" && "$ir2ll" $args "$name.mlir" > /dev/null 2> "$name.err")
      [ $? -eq 1 ] || echo "errors/$name: exit status is not 1"
    fi
  done
done
git -C "$root" status --short tests
git -C "$root" diff --stat tests
