// ir2ll-args: --llvm-version=14
// vector ops on 1-D vectors: loads and stores (plain and masked), broadcast,
// extract and insert at static and dynamic positions, shuffle, fma, bitcast,
// and every reduction kind, with and without an accumulator.

// y = a * x + y, 8 lanes at a time, the tail under a mask
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %va = vector.broadcast %a : f32 to vector<8xf32>
  %tail = arith.remui %n, %c8 : index
  %full = arith.subi %n, %tail : index
  scf.for %i = %c0 to %full step %c8 {
    %vx = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %vy = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %vx, %vy : vector<8xf32>
    vector.store %r, %y[%i] : memref<?xf32>, vector<8xf32>
  }
  %t32 = arith.index_cast %tail : index to i32
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %tv = vector.broadcast %t32 : i32 to vector<8xi32>
  %mask = arith.cmpi slt, %lanes, %tv : vector<8xi32>
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %tx = vector.maskedload %x[%full], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %ty = vector.maskedload %y[%full], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %tr = vector.fma %va, %tx, %ty : vector<8xf32>
  vector.maskedstore %y[%full], %mask, %tr : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// the integer reductions of m[0..8) into out[0..14)
func.func @reduce_i(%m: memref<8xi32>, %acc: i32, %out: memref<14xi32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<8xi32>, vector<8xi32>
  %r0 = vector.reduction <add>, %v : vector<8xi32> into i32
  %r1 = vector.reduction <mul>, %v : vector<8xi32> into i32
  %r2 = vector.reduction <minui>, %v : vector<8xi32> into i32
  %r3 = vector.reduction <minsi>, %v : vector<8xi32> into i32
  %r4 = vector.reduction <maxui>, %v : vector<8xi32> into i32
  %r5 = vector.reduction <maxsi>, %v : vector<8xi32> into i32
  %r6 = vector.reduction <and>, %v : vector<8xi32> into i32
  %r7 = vector.reduction <or>, %v : vector<8xi32> into i32
  %r8 = vector.reduction <xor>, %v : vector<8xi32> into i32
  %r9 = vector.reduction <add>, %v, %acc : vector<8xi32> into i32
  %r10 = vector.reduction <minsi>, %v, %acc : vector<8xi32> into i32
  %r11 = vector.reduction <maxui>, %v, %acc : vector<8xi32> into i32
  %r12 = vector.reduction <mul>, %v, %acc : vector<8xi32> into i32
  %r13 = vector.reduction <xor>, %v, %acc : vector<8xi32> into i32
  %rs = vector.broadcast %r0 : i32 to vector<14xi32>
  %s1 = vector.insert %r1, %rs[1] : i32 into vector<14xi32>
  %s2 = vector.insert %r2, %s1[2] : i32 into vector<14xi32>
  %s3 = vector.insert %r3, %s2[3] : i32 into vector<14xi32>
  %s4 = vector.insert %r4, %s3[4] : i32 into vector<14xi32>
  %s5 = vector.insert %r5, %s4[5] : i32 into vector<14xi32>
  %s6 = vector.insert %r6, %s5[6] : i32 into vector<14xi32>
  %s7 = vector.insert %r7, %s6[7] : i32 into vector<14xi32>
  %s8 = vector.insert %r8, %s7[8] : i32 into vector<14xi32>
  %s9 = vector.insert %r9, %s8[9] : i32 into vector<14xi32>
  %s10 = vector.insert %r10, %s9[10] : i32 into vector<14xi32>
  %s11 = vector.insert %r11, %s10[11] : i32 into vector<14xi32>
  %s12 = vector.insert %r12, %s11[12] : i32 into vector<14xi32>
  %s13 = vector.insert %r13, %s12[13] : i32 into vector<14xi32>
  vector.store %s13, %out[%c0] : memref<14xi32>, vector<14xi32>
  return
}

// the float reductions of f[0..4) into out[0..12)
func.func @reduce_f(%f: memref<4xf32>, %acc: f32, %out: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %f[%c0] : memref<4xf32>, vector<4xf32>
  %r0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %r1 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %r2 = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  %r3 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %r4 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %r5 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %r6 = vector.reduction <add>, %v, %acc fastmath<reassoc> : vector<4xf32> into f32
  %r7 = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  %r8 = vector.reduction <minnumf>, %v, %acc : vector<4xf32> into f32
  %r9 = vector.reduction <maxnumf>, %v, %acc fastmath<contract> : vector<4xf32> into f32
  %r10 = vector.reduction <minimumf>, %v, %acc : vector<4xf32> into f32
  %r11 = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
  %lo = vector.broadcast %r0 : f32 to vector<4xf32>
  %a1 = vector.insert %r1, %lo[1] : f32 into vector<4xf32>
  %a2 = vector.insert %r2, %a1[2] : f32 into vector<4xf32>
  %a3 = vector.insert %r3, %a2[3] : f32 into vector<4xf32>
  %b0 = vector.broadcast %r4 : f32 to vector<4xf32>
  %b1 = vector.insert %r5, %b0[1] : f32 into vector<4xf32>
  %b2 = vector.insert %r6, %b1[2] : f32 into vector<4xf32>
  %b3 = vector.insert %r7, %b2[3] : f32 into vector<4xf32>
  %c = vector.broadcast %r8 : f32 to vector<4xf32>
  %c1 = vector.insert %r9, %c[1] : f32 into vector<4xf32>
  %c2 = vector.insert %r10, %c1[2] : f32 into vector<4xf32>
  %c3 = vector.insert %r11, %c2[3] : f32 into vector<4xf32>
  %ab = vector.shuffle %a3, %b3 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %all = vector.shuffle %ab, %c3 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : vector<8xf32>, vector<4xf32>
  vector.store %all, %out[%c0] : memref<12xf32>, vector<12xf32>
  return
}

// lane games on v = m[0..4): out[0..4) = shuffle of v and its reverse,
// out[4] = v[i], out[5..9) = v with v[j] set to 100 and lane 0 set to -1,
// out[9..13) = a vector<1xf32> broadcast; bits[0..4) = v's bits
func.func @lanes(%m: memref<?xf32>, %i: index, %j: index, %out: memref<?xf32>, %bits: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %v = vector.load %m[%c0] : memref<?xf32>, vector<4xf32>
  %rev = vector.shuffle %v, %v [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
  %mix = vector.shuffle %v, %rev [0, 4, 2, 6] : vector<4xf32>, vector<4xf32>
  vector.store %mix, %out[%c0] : memref<?xf32>, vector<4xf32>
  %e = vector.extract %v[%i] : f32 from vector<4xf32>
  memref.store %e, %out[%c4] : memref<?xf32>
  %hundred = arith.constant 100.0 : f32
  %minus = arith.constant -1.0 : f32
  %w = vector.insert %hundred, %v[%j] : f32 into vector<4xf32>
  %w2 = vector.insert %minus, %w[0] : f32 into vector<4xf32>
  vector.store %w2, %out[%c5] : memref<?xf32>, vector<4xf32>
  %one = vector.shuffle %v, %v [2] : vector<4xf32>, vector<4xf32>
  %b = vector.broadcast %one : vector<1xf32> to vector<4xf32>
  vector.store %b, %out[%c9] : memref<?xf32>, vector<4xf32>
  %bc = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  vector.store %bc, %bits[%c0] : memref<4xi32>, vector<4xi32>
  return
}
