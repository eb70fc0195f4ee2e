/* __builtin_offsetof names a member of the type. */
struct s { int a; };
unsigned long y = __builtin_offsetof(struct s, 1);  // expected-error{{expected member name before '1'}}
unsigned long x = __builtin_offsetof(struct s, b);  // expected-error{{no member named 'b'}}
