// expected-no-diagnostics
int x = 1234567890;
