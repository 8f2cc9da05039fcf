// vector.print: what MLIR's runtime cannot print, a bad punctuation, a
// value and a string at once; each function has one error
func.func @wide(%x: i128) {
  vector.print %x : i128
  return
}
func.func @wide_lanes(%v: vector<2xi65>) {
  vector.print %v : vector<2xi65>
  return
}
func.func @cplx(%c: complex<f32>) {
  vector.print %c : complex<f32>
  return
}
func.func @mem(%m: memref<2xf32>) {
  vector.print %m : memref<2xf32>
  return
}
func.func @punct(%x: i32) {
  vector.print %x : i32 punctuation <semicolon>
  return
}
func.func @word() {
  vector.print punct <comma>
  return
}
func.func @both(%x: i32) {
  "vector.print"(%x) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (i32) -> ()
  return
}
func.func @generic_punct(%x: i32) {
  "vector.print"(%x) <{punctuation = #vector.punctuation<tab>}> : (i32) -> ()
  return
}
func.func @two(%x: i32) {
  "vector.print"(%x, %x) : (i32, i32) -> ()
  return
}
func.func @not_string() {
  "vector.print"() <{stringLiteral = 3 : i32}> : () -> ()
  return
}
func.func @str_value(%x: i32) {
  vector.print %x : i32 str "no"
  return
}
