// expected-no-diagnostics
int f(int x) {
  return x; }
