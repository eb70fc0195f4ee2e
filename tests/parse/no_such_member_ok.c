// expected-no-diagnostics
struct s { int a, b; };
int f(struct s *p) {
  return p->b;
}
