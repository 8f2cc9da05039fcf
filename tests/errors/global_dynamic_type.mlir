// a global of a dynamic shape
memref.global @c : memref<?xf32> = uninitialized
