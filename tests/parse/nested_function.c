/* GCC's nested functions are rejected with a clear error; the body is
   skipped, the name stays declared, and the next function is still read. */
int outer(int x) {
  int inner(int y) { return y + 1; } // expected-error{{nested function 'inner' is not supported}}
  return inner(x);
}
int after(void) { return undeclared_thing; } // expected-error{{use of undeclared identifier 'undeclared_thing'}}
