/* The driver of memref_cast.mlir, for its strided twin */
#include "memref_cast.c"
