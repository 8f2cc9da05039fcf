# Shell helpers for the scripts that run the fuzz corpus through the command
# line. Sourced by fuzz/verify_corpus.sh and tests/cli/fuzz_corpus.sh.

# The ir2ll options a corpus file asks for on its first line
# ('// ir2ll-args: ...'), as the fuzz target reads them; other words are
# dropped.
fuzz_args() {
  sed -n '1s|^// ir2ll-args:||p' "$1" | tr ' \t\r' '\n\n\n' |
    grep -xE -- '--emit-c-interface|-g|--index-bitwidth=0*([89]|[1-5][0-9]|6[0-4])|--max-errors=0*([1-9][0-9]{0,5}|1000000)|--target=[^ ]+|--data-layout=[^ ]+' |
    tr '\n' ' '
}

# True for exit status $1 with stderr file $2 of a refused --target or
# --data-layout (one LLVM would not take): a usage error, not a failure.
option_refused() {
  [ "$1" -eq 2 ] && grep -qE '^ir2ll: --(target|data-layout)=' "$2"
}
