// hexadecimal dense values that do not fit their type
memref.global "private" constant @short : memref<4xi32> = dense<"0x0100000002000000">
memref.global "private" constant @digits : memref<2xi8> = dense<"0x01GG">
memref.global "private" constant @odd : memref<2xi8> = dense<"0x010">
memref.global "private" constant @bits : memref<8xi1> = dense<"0x01">
memref.global "private" constant @text : memref<2xi8> = dense<"hello">
func.func @f() -> vector<4xi16> {
  %v = arith.constant dense<"0x010002000300"> : vector<4xi16>
  return %v : vector<4xi16>
}
