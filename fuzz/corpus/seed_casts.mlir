// ir2ll-args: --index-bitwidth=32
// fuzz seed: every cast
func.func @casts(%i: i32, %f: f32, %x: index, %h: f16) -> (i64, i64, i8, f64, f16, f32, f32, i32, i32, index, i64, i32, f32, bf16) {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %i : i32 to i64
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.extf %f : f32 to f64
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.sitofp %i : i32 to f32
  %6 = arith.uitofp %i : i32 to f32
  %7 = arith.fptosi %f : f32 to i32
  %8 = arith.fptoui %f : f32 to i32
  %9 = arith.index_cast %i : i32 to index
  %10 = arith.index_castui %x : index to i64
  %11 = arith.bitcast %f : f32 to i32
  %12 = arith.bitcast %11 : i32 to f32
  %13 = arith.bitcast %h : f16 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i64, i64, i8, f64, f16, f32, f32, i32, i32, index, i64, i32, f32, bf16
}
func.func @vcasts(%v: vector<4xi8>) -> (vector<4xi32>, vector<4xf32>) {
  %0 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %1 = arith.sitofp %0 : vector<4xi32> to vector<4xf32>
  return %0, %1 : vector<4xi32>, vector<4xf32>
}
