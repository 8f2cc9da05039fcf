// an unknown visibility
memref.global "hidden" @c : memref<4xf32> = uninitialized
