/* An array whose size in bytes does not fit (found by fuzzing: the size
   overflowed); a smaller one of the same element does. */
long huge[2049638230412172401]; // expected-error{{size of array is too large}}
char fits[2049638230412172401];
