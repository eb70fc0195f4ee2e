/* Found by fuzz-parse: `struct s;` inside struct s was taken for an
   anonymous member of type struct s, and a member lookup recursed into it
   for ever (stack overflow in find_member). */
struct s { struct s; int a; };
int f(struct s *p) { return p->b; }
