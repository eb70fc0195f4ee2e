/* A name used with no declaration in scope. */
int f(void) {
  return missing + 1;  // expected-error{{use of undeclared identifier 'missing'}}
}
