/* A member of incomplete type is an error (C17 6.7.2.1p3): a struct
   cannot contain itself, by name or through a redefinition. */
struct s { struct s inner; int a; }; // expected-error{{field 'inner' has incomplete type}}
struct t { int a; };
struct t { struct t again; };        // expected-error{{redefinition of 'struct t'}}
int f(struct t *p) { return p->a; }
