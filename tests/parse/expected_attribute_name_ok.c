// expected-no-diagnostics
int x __attribute__((unused));
