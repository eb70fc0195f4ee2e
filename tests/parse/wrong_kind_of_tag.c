/* A tag declared as a struct, used as a union. */
struct s { int a; };
union s *p;  // expected-error{{'s' defined as the wrong kind of tag}}
