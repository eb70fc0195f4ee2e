/* do ... while without its while. */
int f(int x) {
  do {
    x++;
  }
  return x;  // expected-error{{expected 'while' before 'return'}}
}
