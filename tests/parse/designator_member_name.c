/* A designator '.' is followed by a member name. */
struct s { int a; };
struct s v = { . = 2 };  // expected-error{{expected member name before '='}}
