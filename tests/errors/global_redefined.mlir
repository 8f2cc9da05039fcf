// a global defined twice
memref.global @c : memref<2xi32> = dense<[1, 2]>
memref.global @c : memref<2xi32> = dense<[3, 4]>
