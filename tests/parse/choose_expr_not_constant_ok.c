// expected-no-diagnostics
int f(int n) {
  return n + __builtin_choose_expr(sizeof(int) == 4, 1, 2);
}
