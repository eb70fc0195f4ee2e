// expected-no-diagnostics
struct s { int a; };
void f(void) {
  struct s { int b; } inner; /* a new tag in an inner scope */
  (void)inner;
}
