#!/usr/bin/env bash
# Refreshes the seed part of fuzz/corpus from the test inputs:
#   tests/{golden,run,errors}/NAME.mlir -> fuzz/corpus/{golden,run,errors}_NAME.mlir
# Seeds whose test was removed are deleted; crash-*.mlir reproducers and
# other files are left alone.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$root/fuzz/corpus
mkdir -p "$corpus"
for kind in golden run errors; do
  for f in "$corpus/${kind}_"*.mlir; do
    [ -e "$f" ] || continue
    name=$(basename "$f" .mlir)
    [ -e "$root/tests/$kind/${name#"${kind}_"}.mlir" ] || rm -f "$f"
  done
  for src in "$root/tests/$kind/"*.mlir; do
    [ -e "$src" ] || continue
    dst="$corpus/${kind}_$(basename "$src")"
    cmp -s "$src" "$dst" 2>/dev/null || cp "$src" "$dst"
  done
done
echo "$(ls "$corpus" | wc -l) files, $(du -sh "$corpus" | cut -f1) in $corpus"
