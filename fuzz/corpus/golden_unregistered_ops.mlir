// ir2ll-args: --allow-unregistered-ops
// Unknown generic ops as calls of external functions: their declarations
// come once, at the end, with the types of their uses.
func.func @f(%a: i32, %m: memref<?x4xf32>) -> i64 {
  %r = "acme.scale"(%a) {factor = 3 : i32} : (i32) -> i64
  "acme.log"(%r) : (i64) -> ()
  "acme.log"(%r) : (i64) -> ()
  %p:2 = "acme.divmod"(%r) : (i64) -> (i64, i64)
  %n = "acme.count"(%m) : (memref<?x4xf32>) -> i64
  %s = arith.addi %p#0, %n : i64
  return %s : i64
}
