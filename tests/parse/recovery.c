/* Error recovery: two functions with syntax errors, then a correct one.
   Each syntax error is reported once, the parser resynchronizes at the
   end of the broken function, and the third function is still checked. */
int broken_expression(int x) {
  int y = x * ;  // expected-error{{expected expression before ';'}}
  return y;
}

int broken_condition(int x) {
  if (x > 0 {  // expected-error{{expected ')' before '{'}}
    return 1;
  }
  return 0;
}

int correct(int x) {
  return helper(x);  // expected-warning{{implicit declaration of function 'helper'}}
}
