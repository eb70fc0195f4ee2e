// expected-no-diagnostics
int a[1];
