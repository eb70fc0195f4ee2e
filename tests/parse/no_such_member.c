/* A member the struct does not have. */
struct s { int a; };
int f(struct s *p) {
  return p->b;  // expected-error{{no member named 'b' in 'struct s'}}
}
