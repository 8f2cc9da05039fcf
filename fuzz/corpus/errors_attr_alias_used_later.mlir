// An attribute alias used, and reported, after a function has ended: the
// alias's line is no longer kept, and is read again from the file to be quoted.
#zero = 0

func.func @f() {
  return
}

func.func @g() -> index {
  %c = arith.constant #zero
  return %c : index
}
