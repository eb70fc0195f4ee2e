// expected-no-diagnostics
#if 1
int x;
#endif
