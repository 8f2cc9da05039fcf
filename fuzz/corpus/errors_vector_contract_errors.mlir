// vector.contract: three affine maps of the iteration dimensions, one
// result per operand dimension; each dimension of one size, in lhs or
// rhs; reductions in both and not in the accumulator; parallel ones in
// the accumulator; kind add; one element type; the attributes a dictionary
// (or an alias of one); each function has one error
func.func @kind(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
func.func @sizes(%a: vector<4xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<3xf32> into f32
  return %r : f32
}
func.func @reduction_in_acc(%a: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
func.func @parallel_not_in_acc(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["parallel"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
func.func @mixed(%a: vector<4xi8>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %c : vector<4xi8>, vector<4xi8> into i32
  return %r : i32
}
func.func @map_rank(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @iterator(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["window"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
func.func @not_projected(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k + 1)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
func.func @two_maps(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
func.func @result(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = "vector.contract"(%a, %a, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f64
  return %c : f32
}
func.func @too_big(%a: vector<256x256xf32>, %b: vector<256x256xf32>, %c: vector<256x256xf32>) -> vector<256x256xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<256x256xf32>, vector<256x256xf32> into vector<256x256xf32>
  return %r : vector<256x256xf32>
}
func.func @no_reduction(%a: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"], kind = #vector.kind<add>} %a, %a, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}
#not_a_dict = affine_map<(k) -> (k)>
func.func @alias(%a: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract #not_a_dict %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
