// dense_resource<...> values and blobs that are wrong where they are read
memref.global "private" constant @bits : memref<3xi1> = dense_resource<r>
memref.global "private" constant @nibbles : memref<2xi4> = dense_resource<r>
memref.global "private" constant @elided : memref<2xf32> = dense_resource<__elided__>
"memref.global"() <{sym_name = "typed", type = memref<2xf32>, initial_value = dense_resource<r> : tensor<3xf32>}> : () -> ()
func.func @vector() -> vector<2xf32> {
  %c = arith.constant dense_resource<r> : vector<2xf32>
  return %c : vector<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      r: "0x040000000000803F00000040",
      r: "0x040000000000803F00000040",
      odd: "0x040000000",
      short: "0x040000",
      text: "a string",
      flag: true,
      unaligned: "0x0300000000",
      "0X": "0X04000000"
    }
  }
#-}
