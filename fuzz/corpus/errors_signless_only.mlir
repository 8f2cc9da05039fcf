// signed (siN) and unsigned (uiN) integers: arith, math, index casts,
// scf.for bounds, conditions and atomics take signless ones only, as in
// MLIR; each function has one error
func.func @add(%a: si8, %b: si8) -> si8 {
  %c = arith.addi %a, %b : si8
  return %c : si8
}
func.func @const() -> ui8 {
  %c = arith.constant 5 : ui8
  return %c : ui8
}
func.func @cast(%a: si8) -> i16 {
  %c = arith.extsi %a : si8 to i16
  return %c : i16
}
func.func @cast2(%a: i8) -> ui16 {
  %c = arith.extui %a : i8 to ui16
  return %c : ui16
}
func.func @cmp(%a: ui8, %b: ui8) -> i1 {
  %c = arith.cmpi ult, %a, %b : ui8
  return %c : i1
}
func.func @sel(%c: ui1, %a: si8, %b: si8) -> si8 {
  %r = arith.select %c, %a, %b : si8
  return %r : si8
}
func.func @br(%c: ui1) {
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}
func.func @for(%lo: si32, %hi: si32) {
  scf.for %i = %lo to %hi step %hi : si32 {
  }
  return
}
func.func @generic_select(%c: ui1, %a: si8) -> si8 {
  %r = "arith.select"(%c, %a, %a) : (ui1, si8, si8) -> si8
  return %r : si8
}
func.func @math(%a: vector<4xsi32>) -> vector<4xsi32> {
  %r = math.absi %a : vector<4xsi32>
  return %r : vector<4xsi32>
}
func.func @idx(%a: si64) -> index {
  %r = arith.index_cast %a : si64 to index
  return %r : index
}
func.func @atomic(%m: memref<4xsi32>, %v: si32, %i: index) -> si32 {
  %r = memref.atomic_rmw addi %v, %m[%i] : (si32, memref<4xsi32>) -> si32
  return %r : si32
}
func.func @generic(%a: si8, %b: si8) -> si8 {
  %c = "arith.addi"(%a, %b) : (si8, si8) -> si8
  return %c : si8
}
func.func @bitcast(%a: si8) -> i8 {
  %c = arith.bitcast %a : si8 to i8
  return %c : i8
}
func.func @trunc(%a: i8) -> ui4 {
  %c = arith.trunci %a : i8 to ui4
  return %c : ui4
}
