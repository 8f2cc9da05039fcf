// an integer literal for a float element: MLIR wants a trailing dot
memref.global @c : memref<2xf32> = dense<[1, 2]>
