/* An initializer with nothing in it. */
int x = ;  // expected-error{{expected expression before ';'}}
