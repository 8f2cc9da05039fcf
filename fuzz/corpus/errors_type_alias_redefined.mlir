// type alias defined twice
!t = i32
!t = i64
func.func @f(%a: !t) {
  return
}
