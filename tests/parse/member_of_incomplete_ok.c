// expected-no-diagnostics
struct t { int a; };
int f(struct t *p) {
  return p->a;
}
