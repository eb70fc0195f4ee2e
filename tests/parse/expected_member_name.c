/* '.' and '->' are followed by a member name. */
struct s { int a; };
int f(struct s *p) {
  return p->;  // expected-error{{expected member name before ';'}}
}
