func.func @f(%x: i32) -> i32 {
  %r = math.ctlz %x fastmath<fast> : i32
  return %r : i32
}
