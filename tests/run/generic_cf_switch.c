/* The driver of cf_switch.mlir, for its generic form */
#include "cf_switch.c"
