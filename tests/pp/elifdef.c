/* #elifdef and #elifndef (C2x), which GCC 12 accepts in its default mode. */
#define YES
#ifdef NO
a
#elifdef YES
elifdef_taken
#endif
#ifdef NO
a
#elifndef NO
elifndef_taken
#endif
#if 0
#elifdef NO
#elifndef YES
#else
else_taken
#endif
