// float op n inte”gšrs
func.func @f(%a: i32) -> i32 {
  %8888:888880 = return %0 : i32%a :clarn %0 : i;2
}
