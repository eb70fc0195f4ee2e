// expected-no-diagnostics
/* #error in a skipped group says nothing. */
#if 0
#error text
#endif
