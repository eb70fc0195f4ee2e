// expected-no-diagnostics
int f(int a, int);
