// vector.mask: over a transfer without a mask of its own (its mask's
// shape the transfer's), or a reduction or multi_reduction, without a
// pass-through, its result types the op's, a mask of the reduced
// vector's shape; vector.yield only in its generic form's region; each
// function has one error
func.func @contract(%v: vector<4xf32>, %c: f32, %k: vector<4xi1>) -> f32 {
  %r = vector.mask %k { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %c : vector<4xf32>, vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}
func.func @reduction_mask(%v: vector<4xf32>, %k: vector<8xi1>) -> f32 {
  %r = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}
func.func @multi_reduction_mask(%v: vector<2x4xf32>, %a: vector<2xf32>, %k: vector<2xi1>) -> vector<2xf32> {
  %r = vector.mask %k { vector.multi_reduction <add>, %v, %a [1] : vector<2x4xf32> to vector<2xf32> } : vector<2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @reduction_result(%v: vector<4xf32>, %k: vector<4xi1>) -> f64 {
  %r = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return %r : f64
}
func.func @reduction_pass_through(%v: vector<4xf32>, %k: vector<4xi1>, %p: f32) -> f32 {
  %r = vector.mask %k, %p { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}
func.func @pass_through(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.mask %k, %p { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @own_mask(%m: memref<?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.mask %k { vector.transfer_read %m[%i], %pad, %k : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @transposed(%m: memref<?x?xf32>, %i: index, %k: vector<2x4xi1>) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.mask %k { vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @result(%m: memref<?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf64> {
  %pad = arith.constant 0.0 : f32
  %v = vector.mask %k { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf64>
  return %v : vector<4xf64>
}
func.func @mask_shape(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.mask %k { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<8xi1>
  return
}
func.func @yield(%v: vector<4xf32>) {
  "vector.yield"(%v) : (vector<4xf32>) -> ()
  return
}
func.func @generic_two(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  "vector.mask"(%k) ({
    "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index) -> ()
    "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index) -> ()
    "vector.yield"() : () -> ()
  }) : (vector<4xi1>) -> ()
  return
}
func.func @generic_inner(%k: vector<4xi1>) {
  vector.mask %k { "vector.transfer_write"() : () -> () } : vector<4xi1>
  return
}
