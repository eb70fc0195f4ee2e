// expected-no-diagnostics
unsigned long size = sizeof(int *);
