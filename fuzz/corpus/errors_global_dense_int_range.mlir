// an element that does not fit i8
memref.global @c : memref<2xi8> = dense<[1, 300]>
