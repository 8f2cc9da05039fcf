// an alignment that is not a power of 2
memref.global @c : memref<4xf32> = uninitialized {alignment = 12 : i64}
