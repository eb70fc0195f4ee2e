// expected-no-diagnostics
int f(int x) {
  do {
    x++;
  } while (x > 3);
  return x;
}
