// vector.create_mask, vector.constant_mask, vector.step: a size per
// dimension, within the vector, of i1 or index vectors; each function has
// one error
func.func @count(%n: index) {
  %m = vector.create_mask %n : vector<2x4xi1>
  return
}
func.func @not_i1(%n: index) {
  %m = vector.create_mask %n : vector<4xi32>
  return
}
func.func @not_index(%n: i32) {
  %m = "vector.create_mask"(%n) : (i32) -> vector<4xi1>
  return
}
func.func @too_big() {
  %m = vector.constant_mask [5] : vector<4xi1>
  return
}
func.func @dynamic(%n: index) {
  %m = vector.constant_mask [%n] : vector<4xi1>
  return
}
func.func @generic_count() {
  %m = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 1>}> : () -> vector<4xi1>
  return
}
func.func @step_type() {
  %s = vector.step : vector<4xi32>
  return
}
func.func @step_2d() {
  %s = vector.step : vector<2x4xindex>
  return
}
