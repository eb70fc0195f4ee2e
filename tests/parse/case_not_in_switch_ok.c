/* case and default labels inside a switch, also in a nested block. */
void f(int x) {
  switch (x) {
    if (x) {
    case 1:
      x++;
    default:
      x--;
    }
  }
}
// expected-no-diagnostics
