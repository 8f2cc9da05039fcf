/* the driver of vector_1d: this test is the same program in the generic form */
#include "vector_1d.c"
