/* A prototype holds parameter declarations. */
int f(int a, 3);  // expected-error{{expected parameter declaration before '3'}}
