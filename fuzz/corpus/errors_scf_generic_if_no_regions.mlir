// scf generic if no regions
func.func @f(%c: i1) {
  "scf.if"(%c) : (i1) -> ()
  return
}
