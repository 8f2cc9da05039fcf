// scf.execute_region (several blocks, no results, no_inline), scf.index_switch (cases, default, no results, an empty default) and scf.parallel (2-D without results, 1-D with two reductions, a memref reduction), lowered to blocks
module {
  func.func @region(%x: i32) -> i32 {
    %r = scf.execute_region -> i32 {
      %c0 = arith.constant 0 : i32
      %neg = arith.cmpi slt, %x, %c0 : i32
      cf.cond_br %neg, ^bb1, ^bb2(%x : i32)
    ^bb1:
      %n = arith.subi %c0, %x : i32
      cf.br ^bb2(%n : i32)
    ^bb2(%v: i32):
      scf.yield %v : i32
    }
    scf.execute_region no_inline {
      scf.yield
    }
    return %r : i32
  }

  func.func @switch(%i: index, %m: memref<4xi32>) -> i32 {
    %r = scf.index_switch %i -> i32
    case -2 {
      %c = arith.constant 20 : i32
      scf.yield %c : i32
    }
    case 5 {
      %c = arith.constant 50 : i32
      scf.yield %c : i32
    }
    default {
      %c = arith.constant 0 : i32
      scf.yield %c : i32
    }
    scf.index_switch %i
    case 1 {
      %c0 = arith.constant 0 : index
      memref.store %r, %m[%c0] : memref<4xi32>
      scf.yield
    }
    default {
    }
    return %r : i32
  }

  func.func @parallel(%m: memref<?x?xf32>, %n: index) -> (f32, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c2) {
      memref.store %one, %m[%i, %j] : memref<?x?xf32>
    }
    %s, %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %one) -> (f32, f32) {
      %v = memref.load %m[%i, %i] : memref<?x?xf32>
      scf.reduce(%v, %v : f32, f32) {
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        scf.reduce.return %t : f32
      }, {
      ^bb0(%a: f32, %b: f32):
        %t = arith.mulf %a, %b : f32
        scf.reduce.return %t : f32
      }
    }
    return %s, %p : f32, f32
  }

  func.func @pick(%a: memref<2xi8>, %b: memref<2xi8>, %n: index) -> memref<2xi8> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> memref<2xi8> {
      scf.reduce(%b : memref<2xi8>) {
      ^bb0(%x: memref<2xi8>, %y: memref<2xi8>):
        scf.reduce.return %y : memref<2xi8>
      }
    }
    return %r : memref<2xi8>
  }
}
