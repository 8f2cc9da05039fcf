/* The driver of algo_sort_sieve.mlir, for its generic form */
#include "algo_sort_sieve.c"
