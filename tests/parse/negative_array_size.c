/* An array of negative size. */
int a[-1];  // expected-error{{size of array is negative}}
