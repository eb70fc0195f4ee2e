// expected-no-diagnostics
int x = 0;
