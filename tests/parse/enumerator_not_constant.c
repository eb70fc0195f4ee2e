/* An enumerator's value must be an integer constant expression. */
int n = 1;
enum e { A = n };  // expected-error{{enumerator value for 'A' is not an integer constant}}
