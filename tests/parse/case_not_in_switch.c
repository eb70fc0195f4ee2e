/* case and default labels belong in a switch; GCC's wording. */
void f(int x) {
  if (x) {
  case 1:      // expected-error{{case label not within a switch statement}}
    x++;
  default:     // expected-error{{'default' label not within a switch statement}}
    x--;
  }
}
