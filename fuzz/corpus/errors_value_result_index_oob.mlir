// '%r#2' out of range for a two-result op
func.func @f(%x: i32) -> i32 {
  %r:2 = arith.addui_extended %x, %x : i32, i1
  return %r#2 : i32
}
