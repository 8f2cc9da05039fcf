/* What --target and --data-layout say (target.c). */
#ifndef TARGET_H
#define TARGET_H

/* Why LLVM would not take the triple or the data layout; NULL if it would. */
const char *target_problem(const char *triple);
const char *data_layout_problem(const char *layout);
/* The pointer width they give: the width of size_t for malloc. */
int target_pointer_bits(const char *triple, const char *layout);

#endif
