// a nested dense literal whose rows are too long
memref.global @m : memref<2x2xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
