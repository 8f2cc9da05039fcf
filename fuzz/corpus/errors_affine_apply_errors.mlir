// affine.apply, min and max whose maps or operands do not fit
#two = affine_map<(d0)[s0] -> (d0, s0)>
func.func @results(%a: index) -> index {
  %0 = affine.apply #two(%a)[%a]
  return %0 : index
}
func.func @operands(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a, %a)
  return %0 : index
}
func.func @mod_zero(%a: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0 mod 0)>(%a)
  return %0 : index
}
func.func @by_symbol(%a: index) -> index {
  %0 = affine.max affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%a]
  return %0 : index
}
func.func @not_index(%i: i32) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return %0 : index
}
func.func @no_results(%a: index) -> index {
  %0 = affine.min affine_map<(d0) -> ()>(%a)
  return %0 : index
}
func.func @syntax(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 +)>(%a)
  return %0 : index
}
func.func @no_map(%a: index) -> index {
  %0 = "affine.apply"(%a) : (index) -> index
  return %0 : index
}
func.func @result_type(%a: index) -> i64 {
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i64
  return %0 : i64
}
func.func @product(%a: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * d1)>(%a, %a)
  return %0 : index
}
func.func @set(%a: index) -> index {
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%a)
  return %0 : index
}
