// llvm.signext and llvm.zeroext: C functions compiled by clang read their
// char and short arguments as the caller extended them to 32 bits, and a
// caller reads such a result so: the sums below wrap in 8 and 16 bits,
// and the wrapped value is what crosses the call
func.func private @take_s8(i8 {llvm.signext}) -> i32
func.func private @take_u16(i16 {llvm.zeroext}) -> i32
func.func private @give_s8(i32) -> (i8 {llvm.signext})
func.func @pass_s8(%a: i8, %b: i8) -> i32 {
  %s = arith.addi %a, %b : i8
  %r = func.call @take_s8(%s) : (i8) -> i32
  return %r : i32
}
func.func @pass_u16(%a: i16, %b: i16) -> i32 {
  %s = arith.addi %a, %b : i16
  %r = func.call @take_u16(%s) : (i16) -> i32
  return %r : i32
}
// called from C: the result extended as C's 'signed char' is
func.func @add_s8(%a: i8 {llvm.signext}, %b: i8 {llvm.signext}) -> (i8 {llvm.signext}) {
  %s = arith.addi %a, %b : i8
  return %s : i8
}
func.func @add_u16(%a: i16 {llvm.zeroext}, %b: i16 {llvm.zeroext}) -> (i16 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  %s = arith.addi %a, %b : i16
  return %s : i16
}
func.func @twice_given(%x: i32) -> i32 {
  %v = func.call @give_s8(%x) : (i32) -> i8
  %w = arith.extsi %v : i8 to i32
  %r = arith.addi %w, %w : i32
  return %r : i32
}
// linkage: an internal helper, and a weak definition C may replace
func.func @helper(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  %c = arith.constant 3 : i32
  %r = arith.muli %x, %c : i32
  return %r : i32
}
func.func @use_helper(%x: i32) -> i32 {
  %r = func.call @helper(%x) : (i32) -> i32
  return %r : i32
}
func.func @weak_default() -> i32 attributes {llvm.linkage = #llvm.linkage<weak>} {
  %c = arith.constant 7 : i32
  return %c : i32
}
