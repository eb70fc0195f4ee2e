/* A struct defined again inside its own body (GCC: "nested
   redefinition"); the inner body is a struct of its own, so the outer one
   does not contain itself.  Found by fuzzing: the struct contained itself
   and a member lookup recursed without end. */
struct box { struct box { int x; } inner; int y; }; // expected-error{{nested redefinition of 'struct box'}}
union u { union u { int x; } inner; }; // expected-error{{nested redefinition of 'union u'}}
int y_of(struct box *b) { return b->y + b->inner.x; }
