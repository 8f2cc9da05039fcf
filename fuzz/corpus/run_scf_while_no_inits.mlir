// scf.while of no operands, as mlir-opt prints it ('scf.while : () -> ...'),
// with no results and with a result the condition passes on
func.func @count(%m: memref<1xi32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  scf.while : () -> () {
    %v = memref.load %m[%c0] : memref<1xi32>
    %more = arith.cmpi slt, %v, %n : i32
    scf.condition(%more)
  } do {
    %v = memref.load %m[%c0] : memref<1xi32>
    %w = arith.addi %v, %one : i32
    memref.store %w, %m[%c0] : memref<1xi32>
    scf.yield
  }
  %r = scf.while : () -> i32 {
    %v = memref.load %m[%c0] : memref<1xi32>
    %d = arith.muli %v, %v : i32
    %more = arith.cmpi slt, %d, %n : i32
    scf.condition(%more) %d : i32
  } do {
  ^bb0(%d: i32):
    %v = memref.load %m[%c0] : memref<1xi32>
    %w = arith.subi %v, %one : i32
    memref.store %w, %m[%c0] : memref<1xi32>
    scf.yield
  }
  return %r : i32
}
