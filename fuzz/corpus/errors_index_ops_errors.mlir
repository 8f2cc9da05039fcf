// index ops: operands of other types, an unknown predicate, results of
// the wrong type in the generic form, constants of the wrong kind; each
// function has one error
func.func @not_index(%a: i64, %b: index) {
  %r = index.add %a, %b
  return
}
func.func @pred(%a: index, %b: index) {
  %r = index.cmp less(%a, %b)
  return
}
func.func @generic_type(%a: i64, %b: i64) {
  %r = "index.add"(%a, %b) : (i64, i64) -> i64
  return
}
func.func @generic_result(%a: index, %b: index) {
  %r = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> index
  return
}
func.func @generic_pred(%a: index, %b: index) {
  %r = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate lt>}> : (index, index) -> i1
  return
}
func.func @float_constant() {
  %r = index.constant 1.5
  return
}
func.func @bool_constant() {
  %r = "index.bool.constant"() <{value = 1 : i1}> : () -> i1
  return
}
func.func @cast_vector(%v: vector<2xi32>) {
  %r = index.casts %v : vector<2xi32> to vector<2xindex>
  return
}
func.func @cast_int(%a: i32) {
  %r = index.castu %a : i32 to i64
  return
}
func.func @sizeof_type() {
  %r = "index.sizeof"() : () -> i64
  return
}
