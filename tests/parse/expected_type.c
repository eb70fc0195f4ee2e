/* __builtin_types_compatible_p takes two type names. */
int same = __builtin_types_compatible_p(int, 3);  // expected-error{{expected a type before '3'}}
