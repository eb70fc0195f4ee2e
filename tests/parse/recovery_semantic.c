/* An error in meaning (an undeclared name) is not a syntax error: the
   parser goes on with the same declaration, so nothing after it is
   skipped: every function below is still checked. */
int a = missing;               // expected-error{{use of undeclared identifier 'missing'}}
int g(void) { return missing2; } // expected-error{{use of undeclared identifier 'missing2'}}
int f(void) {
  int x = missing3;            // expected-error{{use of undeclared identifier 'missing3'}}
  int y = missing4;            // expected-error{{use of undeclared identifier 'missing4'}}
  return x + y;
}
