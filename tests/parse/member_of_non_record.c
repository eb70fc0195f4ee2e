/* '.' on something that is not a struct or union. */
int f(int x) {
  return x.a;  // expected-error{{member reference base type is not a structure or union}}
}
