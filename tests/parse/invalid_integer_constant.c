/* A number with a suffix C does not have. */
int x = 123abc;  // expected-error{{invalid integer constant '123abc'}}
