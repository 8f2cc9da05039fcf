// The index dialect: every op, in the custom form and (the second
// function) the generic form, on a grid of values from C
func.func @ops(%a: index, %b: index, %out: memref<?xindex>) {
  %c63 = index.constant 63
  %sh = index.and %b, %c63
  %r0 = index.add %a, %b
  %r1 = index.sub %a, %b
  %r2 = index.mul %a, %b
  %r3 = index.divs %a, %b
  %r4 = index.divu %a, %b
  %r5 = index.ceildivs %a, %b
  %r6 = index.ceildivu %a, %b
  %r7 = index.floordivs %a, %b
  %r8 = index.rems %a, %b
  %r9 = index.remu %a, %b
  %r10 = index.maxs %a, %b
  %r11 = index.maxu %a, %b
  %r12 = index.mins %a, %b
  %r13 = index.minu %a, %b
  %r14 = index.shl %a, %sh
  %r15 = index.shrs %a, %sh
  %r16 = index.shru %a, %sh
  %r17 = index.and %a, %b
  %r18 = index.or %a, %b
  %r19 = index.xor %a, %b
  %rs = index.sizeof
  %results = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %rs : vector<21xindex>
  %c0 = "index.constant"() <{value = 0 : index}> : () -> index
  vector.store %results, %out[%c0] : memref<?xindex>, vector<21xindex>
  return
}
// the comparisons and boolean constants as the bits of an i64, the casts
func.func @cmps(%a: index, %b: index, %i: i32, %out: memref<3xi64>) {
  %lt = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
  %le = index.cmp sle(%a, %b)
  %gt = index.cmp sgt(%a, %b)
  %ge = index.cmp sge(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %ule = index.cmp ule(%a, %b)
  %ugt = index.cmp ugt(%a, %b)
  %uge = index.cmp uge(%a, %b)
  %eq = index.cmp eq(%a, %b)
  %ne = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
  %t = index.bool.constant true
  %f = "index.bool.constant"() <{value = false}> : () -> i1
  %s0 = arith.extui %lt : i1 to i64
  %s1 = arith.extui %le : i1 to i64
  %s2 = arith.extui %gt : i1 to i64
  %s3 = arith.extui %ge : i1 to i64
  %s4 = arith.extui %ult : i1 to i64
  %s5 = arith.extui %ule : i1 to i64
  %s6 = arith.extui %ugt : i1 to i64
  %s7 = arith.extui %uge : i1 to i64
  %s8 = arith.extui %eq : i1 to i64
  %s9 = arith.extui %ne : i1 to i64
  %s10 = arith.extui %t : i1 to i64
  %s11 = arith.extui %f : i1 to i64
  %m = arith.constant 2 : i64
  %x0 = arith.muli %s0, %m : i64
  %y1 = arith.addi %x0, %s1 : i64
  %x1 = arith.muli %y1, %m : i64
  %y2 = arith.addi %x1, %s2 : i64
  %x2 = arith.muli %y2, %m : i64
  %y3 = arith.addi %x2, %s3 : i64
  %x3 = arith.muli %y3, %m : i64
  %y4 = arith.addi %x3, %s4 : i64
  %x4 = arith.muli %y4, %m : i64
  %y5 = arith.addi %x4, %s5 : i64
  %x5 = arith.muli %y5, %m : i64
  %y6 = arith.addi %x5, %s6 : i64
  %x6 = arith.muli %y6, %m : i64
  %y7 = arith.addi %x6, %s7 : i64
  %x7 = arith.muli %y7, %m : i64
  %y8 = arith.addi %x7, %s8 : i64
  %x8 = arith.muli %y8, %m : i64
  %y9 = arith.addi %x8, %s9 : i64
  %x9 = arith.muli %y9, %m : i64
  %y10 = arith.addi %x9, %s10 : i64
  %x10 = arith.muli %y10, %m : i64
  %y11 = arith.addi %x10, %s11 : i64
  %xs = index.casts %i : i32 to index
  %xu = index.castu %i : i32 to index
  %back = index.casts %a : index to i64
  %nar = "index.castu"(%a) : (index) -> i16
  %nw = arith.extui %nar : i16 to i64
  %both = index.add %xs, %xu
  %mix = arith.addi %back, %nw : i64
  %both64 = index.casts %both : index to i64
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  memref.store %both64, %out[%c0] : memref<3xi64>
  memref.store %y11, %out[%c1] : memref<3xi64>
  memref.store %mix, %out[%c2] : memref<3xi64>
  return
}
