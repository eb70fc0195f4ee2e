/* The correct form of incomplete_field.c: a pointer to itself. */
// expected-no-diagnostics
struct s { struct s *next; int a; };
int f(struct s *p) { return p->next->a; }
