// file ends inside an scf.if region
func.func @f(%c: i1) {
  scf.if %c {
