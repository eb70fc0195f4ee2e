/* A token that cannot start an external declaration. */
int x;
+ 1;  // expected-error{{expected declaration before '+'}}
