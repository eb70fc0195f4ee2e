/* '->' through a pointer to a struct never defined. */
struct t;
int f(struct t *p) {
  return p->a;  // expected-error{{member access into incomplete type}}
}
