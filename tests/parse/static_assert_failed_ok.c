// expected-no-diagnostics
_Static_assert(sizeof(char) == 1, "char is one byte");
void f(void) {
  _Static_assert(1, "one");
}
