/* A struct defined twice in the same scope. */
struct s { int a; };
struct s { int b; };  // expected-error{{redefinition of 'struct s'}}
