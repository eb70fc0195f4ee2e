/* The correct form of anonymous_tagged_member.c: an untagged member. */
// expected-no-diagnostics
struct s { struct { int b; }; int a; };
int f(struct s *p) { return p->b; }
