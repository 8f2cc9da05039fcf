// ir2ll-args: --index-bitwidth=32
// Errors found at the module's end, once every blob has been read
memref.global "private" constant @a : memref<2xf32> = dense_resource<nowhere>
memref.global "private" constant @b : memref<3xf32> = dense_resource<short>
memref.global "private" constant @c : memref<2xindex> = dense_resource<wide>
memref.global "private" constant @d : memref<2xindex> = dense_resource<narrow>
{-#
  dialect_resources: {
    builtin: {
      short: "0x040000000000803F00000040",
      wide: "0x080000000100000000000000000000800000000000",
      narrow: "0x08000000FFFFFFFFFFFFFFFF0000008000000000"
    }
  }
#-}
