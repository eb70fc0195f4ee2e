/* A typedef name where a value is expected. */
typedef int T;
int f(void) {
  return T + 1;  // expected-error{{expected expression before 'T'}}
}
