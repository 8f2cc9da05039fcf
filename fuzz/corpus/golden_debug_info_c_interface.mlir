// ir2ll-args: -g --emit-c-interface
// -g with the C interface: a wrapper and a forwarder are functions with
// subprograms of their own, every line at the function's position (that
// of its name), as they come from no op.
func.func private @ext(memref<?xf32>) -> f32

func.func @first(%m: memref<?xf32>) -> f32 {
  %r = func.call @ext(%m) : (memref<?xf32>) -> f32
  return %r : f32
}
