/* The correct form of recovery_semantic.c. */
// expected-no-diagnostics
int missing, missing2, missing3, missing4;
int a = 1;
int g(void) { return missing2; }
int f(void) {
  int x = missing3;
  int y = missing4;
  return x + y + missing;
}
