// the generic scf.index_switch lists one case value for its one case region, but two are given
func.func @f(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
