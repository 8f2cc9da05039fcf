func.func @f(%x: i32) -> i32 {
  %r = math.sqrt %x : i32
  return %r : i32
}
