// expected-no-diagnostics
struct s { int a; };
int f(struct s x) {
  return x.a;
}
