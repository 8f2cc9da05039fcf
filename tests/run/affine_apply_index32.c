/* run/affine_apply's driver with a 32-bit index */
#include <stdint.h>
#define IDX int32_t
#define IDX_MAX INT32_MAX
#include "affine_apply.c"
