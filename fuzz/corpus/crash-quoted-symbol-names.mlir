// Quoted symbol names (@"a b", @"q\"d") and names that LLVM cannot take
// bare (@"9start") are printed unquoted: "define i32 @a b(...)" is invalid
// IR. LLVM needs @"a b", @"q\22d", @"9start".
func.func @"a b"(%x: i32) -> i32 {
  return %x : i32
}
func.func @"q\"d"(%x: i32) -> i32 {
  %r = func.call @"a b"(%x) : (i32) -> i32
  return %r : i32
}
func.func private @"ext name"(i32)
func.func @"9start"(%x: i32) {
  func.call @"ext name"(%x) : (i32) -> ()
  return
}
