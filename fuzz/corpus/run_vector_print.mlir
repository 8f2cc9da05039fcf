// vector.print of scalars, 1-D and n-D vectors, punctuation and strings,
// in both forms: calls of MLIR's runtime library (libmlir_c_runner_utils),
// which the driver defines as that library prints
func.func @scalars(%f: f32, %d: f64, %i: i32, %b: i1, %x: index, %h: f16, %bfbits: i16, %l: i64, %s: i8) {
  %bf = arith.bitcast %bfbits : i16 to bf16
  vector.print %f : f32
  vector.print %d : f64
  vector.print %i : i32
  vector.print %b : i1
  vector.print %x : index
  vector.print %h : f16
  vector.print %bf : bf16
  vector.print %l : i64
  vector.print %s : i8
  return
}
func.func @vectors(%m: memref<3xi8>, %w: vector<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<3xi8>, vector<3xi8>
  vector.print %v : vector<3xi8>
  vector.print %w : vector<2x2xf32>
  %c = arith.constant dense<[[[1, -2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, -12]]]> : vector<2x3x2xi16>
  vector.print %c : vector<2x3x2xi16>
  %bv = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %bv : vector<3xi1>
  %iv = arith.constant dense<[0, -1, 7]> : vector<3xindex>
  vector.print %iv : vector<3xindex>
  %hv = arith.constant dense<[1.5, -0.25]> : vector<2xf16>
  vector.print %hv : vector<2xf16> punctuation <comma>
  %bfv = arith.constant dense<[3.0, 0.5]> : vector<2xbf16>
  vector.print %bfv : vector<2xbf16>
  %one = arith.constant dense<42> : vector<1xi64>
  vector.print %one : vector<1xi64>
  %fv = arith.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, -0.0, 1.0e-10]> : vector<6xf32>
  vector.print %fv : vector<6xf32>
  return
}
func.func @punctuation(%a: i32, %b: i32) {
  vector.print punctuation <open>
  vector.print %a : i32 punctuation <comma>
  vector.print %b : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  vector.print str "a string\tand a tab\n"
  %s = arith.addi %a, %b : i32
  vector.print %s : i32
  vector.print
  %p:2 = arith.addui_extended %a, %b : i32, i1
  vector.print %p#1 : i1
  "vector.print"(%s) <{punctuation = #vector.punctuation<comma>}> : (i32) -> ()
  "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "generic\0A"}> : () -> ()
  "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
  "vector.print"(%b) : (i32) -> ()
  return
}
// in a loop: ( 0, 1, 4, 9 )
func.func @squares(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  vector.print punctuation <open>
  scf.for %i = %c0 to %n step %c1 {
    %sq = arith.muli %i, %i : index
    vector.print %sq : index punctuation <no_punctuation>
    %last = arith.subi %n, %c1 : index
    %more = arith.cmpi ult, %i, %last : index
    scf.if %more {
      vector.print punctuation <comma>
    }
  }
  vector.print punctuation <close>
  vector.print
  return
}
