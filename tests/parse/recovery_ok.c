/* The correct form of recovery.c. */
// expected-no-diagnostics
int helper(int x);

int broken_expression(int x) {
  int y = x * 2;
  return y;
}

int broken_condition(int x) {
  if (x > 0) {
    return 1;
  }
  return 0;
}

int correct(int x) {
  return helper(x);
}
