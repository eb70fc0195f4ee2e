/* A declarator needs a name or a parenthesis. */
int 3;  // expected-error{{expected identifier or '(' before '3'}}
