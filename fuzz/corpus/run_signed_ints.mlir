// signed (siN) and unsigned (uiN) integer types, as MLIR 22 lowers them:
// the LLVM integer of their width. They pass through functions (called
// from C), memrefs and globals, vector.bitcast from signless vectors,
// vector.reduction and multi_reduction (kinds name their signedness),
// and vector.print, which prints an unsigned one zero-extended
// (printU64), a signed one sign-extended (printI64).
memref.global "private" constant @bytes : memref<4xui8> = dense<[1, 128, 200, 255]>
func.func @scalars(%a: ui32, %b: si8, %c: ui1, %d: si1) -> ui32 {
  vector.print %a : ui32
  vector.print %b : si8
  vector.print %c : ui1
  vector.print %d : si1
  return %a : ui32
}
func.func @vectors(%a: memref<4xi8>, %i: index) -> ui8 {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<4xi8>, vector<4xi8>
  %u = vector.bitcast %v : vector<4xi8> to vector<4xui8>
  %s = vector.bitcast %v : vector<4xi8> to vector<4xsi8>
  vector.print %u : vector<4xui8>
  vector.print %s : vector<4xsi8>
  %w = vector.bitcast %v : vector<4xi8> to vector<2xui16>
  vector.print %w : vector<2xui16>
  %x = vector.bitcast %v : vector<4xi8> to vector<8xsi4>
  vector.print %x : vector<8xsi4>
  %sum = vector.reduction <add>, %x : vector<8xsi4> into si4
  %max = vector.reduction <maxsi>, %x : vector<8xsi4> into si4
  %umax = vector.reduction <maxui>, %x : vector<8xsi4> into si4
  vector.print %sum : si4
  vector.print %max : si4
  vector.print %umax : si4
  %m = vector.shape_cast %u : vector<4xui8> to vector<2x2xui8>
  vector.print %m : vector<2x2xui8>
  %g = memref.get_global @bytes : memref<4xui8>
  %e = memref.load %g[%i] : memref<4xui8>
  vector.print %e : ui8
  return %e : ui8
}
