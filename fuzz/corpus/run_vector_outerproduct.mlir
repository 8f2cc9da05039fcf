// vector.outerproduct: each row of the result the combining kind of the
// product of an element of the first vector and the second vector with
// the accumulator's row (a float add one llvm.fmuladd), without an
// accumulator the product; of a scalar second operand (AXPY) one row;
// integer and float kinds, the generic form. Results go to memory.
func.func @fadd(%a: memref<3xf32>, %b: memref<4xf32>, %c: memref<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<3xf32>, vector<3xf32>
  %y = vector.load %b[%c0] : memref<4xf32>, vector<4xf32>
  %p = arith.constant 0.0 : f32
  %acc = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true, true]} : memref<3x4xf32>, vector<3x4xf32>
  %r = vector.outerproduct %x, %y, %acc {kind = #vector.kind<add>} : vector<3xf32>, vector<4xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
  return
}
// the float kinds with an accumulator, k: 0 mul, 1 maxnumf, 2 minimumf; 3 no accumulator
func.func @fkinds(%a: memref<2xf64>, %b: memref<2xf64>, %c: memref<2x2xf64>, %k: index) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<2xf64>, vector<2xf64>
  %y = vector.load %b[%c0] : memref<2xf64>, vector<2xf64>
  %p = arith.constant 0.0 : f64
  %acc = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true, true]} : memref<2x2xf64>, vector<2x2xf64>
  %r = scf.index_switch %k -> vector<2x2xf64>
  case 0 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<mul>} : vector<2xf64>, vector<2xf64>
    scf.yield %m : vector<2x2xf64>
  }
  case 1 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxnumf>} : vector<2xf64>, vector<2xf64>
    scf.yield %m : vector<2x2xf64>
  }
  case 2 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<minimumf>} : vector<2xf64>, vector<2xf64>
    scf.yield %m : vector<2x2xf64>
  }
  default {
    %m = vector.outerproduct %x, %y : vector<2xf64>, vector<2xf64>
    scf.yield %m : vector<2x2xf64>
  }
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xf64>, memref<2x2xf64>
  return
}
// the integer kinds, k: 0 add, 1 minsi, 2 maxui, 3 xor, 4 and; the generic form
func.func @ikinds(%a: memref<2xi8>, %b: memref<3xi8>, %c: memref<2x3xi8>, %k: index) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<2xi8>, vector<2xi8>
  %y = vector.load %b[%c0] : memref<3xi8>, vector<3xi8>
  %p = arith.constant 0 : i8
  %acc = vector.transfer_read %c[%c0, %c0], %p {in_bounds = [true, true]} : memref<2x3xi8>, vector<2x3xi8>
  %r = scf.index_switch %k -> vector<2x3xi8>
  case 0 {
    %m = vector.outerproduct %x, %y, %acc : vector<2xi8>, vector<3xi8>
    scf.yield %m : vector<2x3xi8>
  }
  case 1 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<minsi>} : vector<2xi8>, vector<3xi8>
    scf.yield %m : vector<2x3xi8>
  }
  case 2 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxui>} : vector<2xi8>, vector<3xi8>
    scf.yield %m : vector<2x3xi8>
  }
  case 3 {
    %m = vector.outerproduct %x, %y, %acc {kind = #vector.kind<xor>} : vector<2xi8>, vector<3xi8>
    scf.yield %m : vector<2x3xi8>
  }
  default {
    %m = "vector.outerproduct"(%x, %y, %acc) <{kind = #vector.kind<and>}> : (vector<2xi8>, vector<3xi8>, vector<2x3xi8>) -> vector<2x3xi8>
    scf.yield %m : vector<2x3xi8>
  }
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xi8>, memref<2x3xi8>
  return
}
// AXPY: a * s + y, and a * s alone
func.func @axpy(%a: memref<4xf32>, %s: f32, %y: memref<4xf32>, %z: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<4xf32>, vector<4xf32>
  %acc = vector.load %y[%c0] : memref<4xf32>, vector<4xf32>
  %r = vector.outerproduct %x, %s, %acc : vector<4xf32>, f32
  vector.store %r, %y[%c0] : memref<4xf32>, vector<4xf32>
  %q = vector.outerproduct %x, %s : vector<4xf32>, f32
  vector.store %q, %z[%c0] : memref<4xf32>, vector<4xf32>
  return
}
