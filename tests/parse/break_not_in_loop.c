/* break outside a loop or switch, continue outside a loop (a switch is
   not enough); GCC's wording.  The control-flow graph reports them. */
void f(int x) {
  break;        // expected-error{{break statement not within loop or switch}}
  switch (x) {
  case 1:
    continue;   // expected-error{{continue statement not within a loop}}
  }
}
