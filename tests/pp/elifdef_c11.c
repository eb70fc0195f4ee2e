// flags: -std=c11
/* Under -std=c11, #elifdef is not a directive: in a skipped group GCC 12
   ignores it like any unknown directive, so the #else is taken. */
#define YES
#if 0
#elifdef YES
elifdef_is_a_directive
#else
elifdef_ignored
#endif
