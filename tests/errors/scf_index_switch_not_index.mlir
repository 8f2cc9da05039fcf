// scf.index_switch switches on an index: an i32 operand (generic form)
func.func @f(%x: i32) {
  "scf.index_switch"(%x) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}
