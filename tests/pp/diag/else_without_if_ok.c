// expected-no-diagnostics
#if 1
#elif 1
#else
#endif
