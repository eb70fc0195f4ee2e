// expected-no-diagnostics
int missing;
int f(void) {
  return missing + 1;
}
