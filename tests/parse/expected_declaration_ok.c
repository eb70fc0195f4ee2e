// expected-no-diagnostics
int x;
int y = +1;
