// expected-no-diagnostics
#if (1)
#endif
