// expected-no-diagnostics
typedef int T;
int f(void) {
  return (T)1 + 1;
}
