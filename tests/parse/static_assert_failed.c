/* A static assertion that does not hold. */
_Static_assert(sizeof(char) == 2, "char is one byte");  // expected-error{{static assertion failed}}
void f(void) {
  _Static_assert(1 - 1, "zero");  // expected-error{{static assertion failed}}
}
