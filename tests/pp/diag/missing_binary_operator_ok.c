// expected-no-diagnostics
#if 1 + 2
#endif
