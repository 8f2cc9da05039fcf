// vector.interleave and vector.deinterleave: 1-D, and n-D leaf by leaf
// (which MLIR 22's --convert-to-llvm leaves unconverted)
func.func @zip(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {
  %i = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  return %i : vector<8xf32>
}
func.func @unzip_sum(%a: vector<8xf32>) -> vector<4xf32> {
  %x, %y = vector.deinterleave %a : vector<8xf32> -> vector<4xf32>
  %d = arith.subf %y, %x : vector<4xf32>
  return %d : vector<4xf32>
}
// 2x3 and 2x3 into 2x6, through memory; and back, checking the round trip
func.func @zip2d(%m: memref<2x3xi32>, %n: memref<2x3xi32>, %out: memref<2x6xi32>) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = vector.load %m[%c0, %c0] : memref<2x3xi32>, vector<3xi32>
  %a1 = vector.load %m[%c1, %c0] : memref<2x3xi32>, vector<3xi32>
  %b0 = vector.load %n[%c0, %c0] : memref<2x3xi32>, vector<3xi32>
  %b1 = vector.load %n[%c1, %c0] : memref<2x3xi32>, vector<3xi32>
  %p = ub.poison : vector<2x3xi32>
  %a = vector.insert %a0, %p [0] : vector<3xi32> into vector<2x3xi32>
  %aa = vector.insert %a1, %a [1] : vector<3xi32> into vector<2x3xi32>
  %b = vector.insert %b0, %p [0] : vector<3xi32> into vector<2x3xi32>
  %bb = vector.insert %b1, %b [1] : vector<3xi32> into vector<2x3xi32>
  %z = vector.interleave %aa, %bb : vector<2x3xi32> -> vector<2x6xi32>
  %z0 = vector.extract %z[0] : vector<6xi32> from vector<2x6xi32>
  %z1 = vector.extract %z[1] : vector<6xi32> from vector<2x6xi32>
  vector.store %z0, %out[%c0, %c0] : memref<2x6xi32>, vector<6xi32>
  vector.store %z1, %out[%c1, %c0] : memref<2x6xi32>, vector<6xi32>
  %x, %y = "vector.deinterleave"(%z) : (vector<2x6xi32>) -> (vector<2x3xi32>, vector<2x3xi32>)
  %ex = vector.shape_cast %x : vector<2x3xi32> to vector<6xi32>
  %ea = vector.shape_cast %aa : vector<2x3xi32> to vector<6xi32>
  %ey = vector.shape_cast %y : vector<2x3xi32> to vector<6xi32>
  %eb = vector.shape_cast %bb : vector<2x3xi32> to vector<6xi32>
  %same_x = arith.cmpi eq, %ex, %ea : vector<6xi32>
  %same_y = arith.cmpi eq, %ey, %eb : vector<6xi32>
  %both = arith.andi %same_x, %same_y : vector<6xi1>
  %all = vector.reduction <and>, %both : vector<6xi1> into i1
  return %all : i1
}
