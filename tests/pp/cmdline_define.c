// flags: -DFOO -DBAR=2 -DEMPTY= "-DFN(x)=(x + 1)" "-DSTR=\"a b\"" -DLATE=1 -ULATE -DOVER=1 -UOVER -DOVER=2
/* -D and -U from the command line, in order; -DNAME means NAME=1. */
FOO BAR [EMPTY] FN(3) STR LATE OVER
#ifdef FOO
foo_defined
#endif
