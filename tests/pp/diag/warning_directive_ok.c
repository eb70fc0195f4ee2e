// expected-no-diagnostics
/* #warning in a skipped group says nothing. */
#ifdef NOT_DEFINED
#warning text
#endif
