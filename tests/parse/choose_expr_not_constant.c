/* __builtin_choose_expr picks at compile time. */
int f(int n) {
  return __builtin_choose_expr(n, 1, 2);  // expected-error{{first argument to __builtin_choose_expr is not a constant}}
}
