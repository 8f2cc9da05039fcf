// Integer math ops: absi, ctlz, cttz, ctpop on i8, i32, i64, index and a
// vector; ipowi (outlined as MLIR's convert-math-to-funcs does) on i32, i64,
// i8 and a vector.
module {
  // out[0..3] = absi, ctlz, cttz, ctpop of a
  func.func @bits32(%a: i32, %out: memref<4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = math.absi %a : i32
    %1 = math.ctlz %a : i32
    %2 = math.cttz %a : i32
    %3 = math.ctpop %a : i32
    memref.store %0, %out[%c0] : memref<4xi32>
    memref.store %1, %out[%c1] : memref<4xi32>
    memref.store %2, %out[%c2] : memref<4xi32>
    memref.store %3, %out[%c3] : memref<4xi32>
    return
  }

  // absi + ctlz * 2^8 + cttz * 2^16 + ctpop * 2^24 of a, each of i8 widened
  func.func @bits8(%a: i8) -> i64 {
    %0 = math.absi %a : i8
    %1 = math.ctlz %a : i8
    %2 = math.cttz %a : i8
    %3 = math.ctpop %a : i8
    %w0 = arith.extui %0 : i8 to i64
    %w1 = arith.extui %1 : i8 to i64
    %w2 = arith.extui %2 : i8 to i64
    %w3 = arith.extui %3 : i8 to i64
    %s8 = arith.constant 8 : i64
    %s16 = arith.constant 16 : i64
    %s24 = arith.constant 24 : i64
    %h1 = arith.shli %w1, %s8 : i64
    %h2 = arith.shli %w2, %s16 : i64
    %h3 = arith.shli %w3, %s24 : i64
    %r0 = arith.ori %w0, %h1 : i64
    %r1 = arith.ori %r0, %h2 : i64
    %r2 = arith.ori %r1, %h3 : i64
    return %r2 : i64
  }

  // ctlz(a) + 100 * cttz(a) + 10000 * ctpop(absi(a))
  func.func @bits64(%a: i64) -> i64 {
    %0 = math.ctlz %a : i64
    %1 = math.cttz %a : i64
    %ab = math.absi %a : i64
    %2 = math.ctpop %ab : i64
    %h = arith.constant 100 : i64
    %t = arith.constant 10000 : i64
    %m1 = arith.muli %1, %h : i64
    %m2 = arith.muli %2, %t : i64
    %s = arith.addi %0, %m1 : i64
    %r = arith.addi %s, %m2 : i64
    return %r : i64
  }

  func.func @bits_index(%a: index) -> index {
    %0 = math.ctpop %a : index
    %1 = math.ctlz %a : index
    %r = arith.addi %0, %1 : index
    return %r : index
  }

  func.func @bits_vec(%v: vector<4xi32>) -> vector<4xi32> {
    %0 = math.absi %v : vector<4xi32>
    %1 = math.ctpop %0 : vector<4xi32>
    %2 = math.cttz %v : vector<4xi32>
    %3 = math.ctlz %v : vector<4xi32>
    %4 = arith.addi %1, %2 : vector<4xi32>
    %r = arith.muli %4, %3 : vector<4xi32>
    return %r : vector<4xi32>
  }

  func.func @ipow32(%b: i32, %p: i32) -> i32 {
    %r = math.ipowi %b, %p : i32
    return %r : i32
  }

  func.func @ipow64(%b: i64, %p: i64) -> i64 {
    %r = math.ipowi %b, %p : i64
    return %r : i64
  }

  func.func @ipow8(%b: i8, %p: i8) -> i8 {
    %r = math.ipowi %b, %p : i8
    return %r : i8
  }

  func.func @ipow_vec(%b: vector<4xi32>, %p: vector<4xi32>) -> vector<4xi32> {
    %r = math.ipowi %b, %p : vector<4xi32>
    return %r : vector<4xi32>
  }
}
