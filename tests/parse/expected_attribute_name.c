/* An attribute list needs names, not numbers. */
int x __attribute__((42));  // expected-error{{expected attribute name before '42'}}
