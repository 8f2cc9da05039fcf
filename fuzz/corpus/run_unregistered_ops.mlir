// ir2ll-args: --allow-unregistered-ops
// Ops that ir2ll does not know, in the generic form, become calls of
// external functions of their names and types: the C driver defines
// them (under those names, with asm labels). One has two results, one
// none, one takes a memref (unbundled, as a func.call passes it).
module {
  func.func @run(%a: i32, %m: memref<?xf32>) -> i64 {
    %r = "acme.scale"(%a) {factor = 3 : i32} : (i32) -> i64
    "acme.log"(%r) : (i64) -> ()
    %p:2 = "acme.divmod"(%r) : (i64) -> (i64, i64)
    %n = "acme.count_positive"(%m) : (memref<?xf32>) -> i64
    %t = arith.muli %p#0, %n : i64
    %u = arith.addi %t, %p#1 : i64
    return %u : i64
  }
}
