// expected-no-diagnostics
#if 0
#elif 1
#else
#endif
