/* A tagged struct declared inside a struct declares no member (only an
   untagged one is anonymous, C11 6.7.2.1p13); a struct naming itself this
   way used to recurse forever (fuzz/seeds/parse/regress-anonymous-self-member.c). */
struct s { struct s; int a; }; // expected-warning{{declaration does not declare anything}}
int f(struct s *p) { return p->b; } // expected-error{{no member named 'b' in 'struct s'}}
