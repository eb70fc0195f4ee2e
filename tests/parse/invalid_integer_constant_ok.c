// expected-no-diagnostics
unsigned long long x = 123ull;
