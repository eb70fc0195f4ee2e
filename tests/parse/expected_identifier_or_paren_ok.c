// expected-no-diagnostics
int three;
