// expected-no-diagnostics
int counter;
