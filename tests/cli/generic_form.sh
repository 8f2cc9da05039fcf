#!/usr/bin/env bash
# The generic form against the custom form. mlir-opt prints every golden
# and run test input that it reads in both forms (and in the generic form
# with locations); ir2ll's outputs for them must be the same but for the
# names of values and blocks, which mlir-opt numbers across the module in
# the generic form. Where opt is found too, the custom form as mlir-opt
# prints it must translate as the original does.
#   bash tests/cli/generic_form.sh IR2LL TESTS_DIR    (MLIR_OPT from the environment)
# Exit 77 (skip) without mlir-opt.
set -u
ir2ll=${1:?usage: generic_form.sh IR2LL TESTS_DIR}
tests=${2:?usage: generic_form.sh IR2LL TESTS_DIR}
[ -n "${MLIR_OPT:-}" ] || { echo "no mlir-opt (apt-get install mlir-22-tools): skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0 compared=0 originals=0

# The .ll text with each function's local names renamed in order of first use
names() {
	python3 -c '
import re, sys
tok = re.compile(r"%[-a-zA-Z$._0-9]+|%\"[^\"]*\"|^([-a-zA-Z$._0-9]+):", re.M)
for fn in re.split(r"(?m)^(?=define )", sys.stdin.read()):
    seen = {}
    def rename(m):
        label = m.group(1)
        key = label if label is not None else m.group(0)[1:]
        new = seen.setdefault(key, "n%d" % len(seen))
        return new + ":" if label is not None else "%" + new
    sys.stdout.write(tok.sub(rename, fn))'
}

# As names gives it after opt -S, less opt's '; preds' comments
canonical() {
	"$OPT" -S -passes=verify | sed 's/  *; preds = .*//' | undebug | names
}

# Less -g's locations and metadata: its lines are those of the text
# translated, which mlir-opt prints otherwise
undebug() {
	sed -E 's/,? !dbg ![0-9]+//; /^!/d'
}

for src in "$tests"/golden/*.mlir "$tests"/run/*.mlir; do
	name=$(basename "$src" .mlir)
	args=$(sed -n '1s|^// ir2ll-args:||p' "$src")
	"$MLIR_OPT" "$src" -o "$work/custom.mlir" 2>/dev/null || continue   # not MLIR 22's (legacy forms, say)
	# shellcheck disable=SC2086
	"$ir2ll" $args "$work/custom.mlir" >"$work/custom.ll" 2>/dev/null || continue   # the golden test's own business
	undebug <"$work/custom.ll" | names >"$work/custom.names"
	# mlir-opt's printing of the custom form has names of its own, reused
	# in sibling regions, and spells float constants otherwise: through
	# opt, which spells them one way, it translates as the original does
	if [ -n "${OPT:-}" ]; then
		# shellcheck disable=SC2086
		"$ir2ll" $args "$src" | canonical >"$work/original.canon"
		canonical <"$work/custom.ll" | diff -u "$work/original.canon" - >"$work/diff" ||
			{ echo "FAIL: $name: mlir-opt's custom form translates otherwise:"; head -20 "$work/diff"; fail=1; }
		originals=$((originals + 1))
	fi
	for form in --mlir-print-op-generic "--mlir-print-op-generic --mlir-print-debuginfo"; do
		# shellcheck disable=SC2086
		"$MLIR_OPT" $form "$src" -o "$work/generic.mlir" || { echo "FAIL: $name: mlir-opt $form"; fail=1; continue; }
		# shellcheck disable=SC2086
		if ! "$ir2ll" $args "$work/generic.mlir" >"$work/generic.ll" 2>"$work/err"; then
			echo "FAIL: $name ($form): ir2ll rejects the generic form:"; head -3 "$work/err"; fail=1; continue
		fi
		if ! undebug <"$work/generic.ll" | names | diff -u "$work/custom.names" - >"$work/diff"; then
			echo "FAIL: $name ($form): the output differs from the custom form's:"; head -20 "$work/diff"; fail=1; continue
		fi
		compared=$((compared + 1))
	done
done
echo "$compared generic forms translated as their custom forms"
echo "$originals custom forms printed by mlir-opt translated as the originals"
[ $compared -ge 80 ] || { echo "FAIL: fewer inputs than expected were compared"; fail=1; }
[ -z "${OPT:-}" ] || [ $originals -ge 40 ] || { echo "FAIL: fewer originals than expected were compared"; fail=1; }
exit $fail
