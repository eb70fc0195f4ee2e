/* A statement without its ';' before the closing brace. */
int f(int x) {
  return x }  // expected-error{{expected ';' before '}'}}
