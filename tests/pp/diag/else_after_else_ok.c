// expected-no-diagnostics
#if 0
#else
#if 1
#else
#endif
#endif
