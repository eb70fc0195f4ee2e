/* '##' whose result is not one token. */
#define cat(a, b) a ## b
cat(x, +) // expected-error{{pasting "x" and "+" does not give a valid preprocessing token}}
cat(., x) // expected-error{{pasting "." and "x" does not give a valid preprocessing token}}
