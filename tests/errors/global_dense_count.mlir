// a dense literal with an element too few
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0]>
