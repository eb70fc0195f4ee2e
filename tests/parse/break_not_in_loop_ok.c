/* break in a loop and in a switch, continue in a loop around a switch. */
void f(int x) {
  while (x--) {
    switch (x) {
    case 1:
      continue;
    case 2:
      break;
    }
    if (x == 7)
      break;
  }
}
// expected-no-diagnostics
