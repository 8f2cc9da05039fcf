// An attribute alias used, and reported, after a function has ended: the
// alias's line is quoted no more, but its position is still given.
#zero = 0

func.func @f() {
  return
}

func.func @g() -> index {
  %c = arith.constant #zero
  return %c : index
}
