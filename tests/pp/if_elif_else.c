/* #elif chains: the first true branch wins; an #elif after a taken branch
   is not evaluated (so 1/0 there is fine); #else takes what is left. */
#define N 2
#if N == 1
one
#elif N == 2
two
#elif 1 / 0
not_evaluated
#else
other
#endif
#if 0
a
#elif 0
b
#else
c
#endif
#if 0
#elif 0
#elif 1
third
#endif
#if 1
#else
#error not reached
#endif
