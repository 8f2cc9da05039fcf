# Shell helpers for the scripts that run the fuzz corpus through the command
# line. Sourced by fuzz/verify_corpus.sh and tests/cli/fuzz_corpus.sh.

# The ir2ll options a corpus file asks for on its first line
# ('// ir2ll-args: ...'), as the fuzz target reads them; other words are
# dropped.
fuzz_args() {
  sed -n '1s|^// ir2ll-args:||p' "$1" | tr ' \t\r' '\n\n\n' |
    grep -xE -- '--emit-c-interface|-g|--use-bare-ptr-memref-call-conv|--use-generic-functions|--use-aligned-alloc|--allow-unregistered-ops|--index-bitwidth=0*([89]|[1-5][0-9]|6[0-4])|--max-errors=0*([1-9][0-9]{0,5}|1000000)|--llvm-version=0*([1-9][0-9]{0,2}|1000)|--target=[^ ]+|--data-layout=[^ ]+' |
    tr '\n' ' '
}

# True for exit status $1 with stderr file $2 of options that
# ir2ll_check_options refuses: a --target or --data-layout LLVM would not
# take, --llvm-version=1..12, or two options that do not go together
# (--emit-c-interface with --use-bare-ptr-memref-call-conv): a usage error
# (the library's IR2LL_OPTION_ERROR), not a failure. The command line
# prints 'ir2ll: ' and the message of ir2ll_check_options (src/ir2ll.c).
option_refused() {
  [ "$1" -eq 2 ] &&
    grep -qE '^ir2ll: (--(target|data-layout|llvm-version)=|--[a-z-]+ and --[a-z-]+ do not go together)' "$2"
}

# The --llvm-version of the options $1 (from fuzz_args; the last one
# counts), 0 without one.
args_llvm_version() {
  local a v=0
  for a in $1; do
    case $a in --llvm-version=*) v=$((10#${a#--llvm-version=})) ;; esac
  done
  echo $v
}

# True when the options $1 ask for typed pointers (--llvm-version=13 or
# 14), an output only LLVM 13 and 14 read.
typed_args() {
  case $(args_llvm_version "$1") in 13 | 14) return 0 ;; *) return 1 ;; esac
}
