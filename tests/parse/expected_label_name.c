/* goto takes a label name (or, in GNU C, '*' and an address). */
void f(void) {
  goto 3;  // expected-error{{expected label name before '3'}}
}
