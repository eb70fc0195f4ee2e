// expected-no-diagnostics
enum { Y = 2 };
int f(int x, int y) {
  switch (x) {
  case Y:
    return y;
  case 3 ... 5: /* GNU case range */
    return 1;
  }
  return 0;
}
