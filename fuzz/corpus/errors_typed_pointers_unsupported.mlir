// ir2ll-args: --llvm-version=14
// What LLVM 14 cannot take (typed pointers, --llvm-version=13 and 14):
// bf16 anywhere, which its x86 code generator cannot load, store or pass.
func.func @b(%x: bf16) -> bf16 {
  return %x : bf16
}

func.func @v(%m: memref<?xvector<4xbf16>>) {
  return
}

func.func @c(%a: complex<bf16>) {
  return
}

func.func @fine(%x: f16) -> f16 {
  return %x : f16
}
