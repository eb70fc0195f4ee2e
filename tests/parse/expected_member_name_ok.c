// expected-no-diagnostics
struct s { int a; };
int f(struct s *p) {
  return p->a;
}
