// a flat dense literal for a rank-2 global
memref.global @m : memref<2x2xi32> = dense<[1, 2, 3, 4]>
