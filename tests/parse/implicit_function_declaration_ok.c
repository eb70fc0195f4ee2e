// expected-no-diagnostics
int g(int);
int f(void) {
  return g(1);
}
