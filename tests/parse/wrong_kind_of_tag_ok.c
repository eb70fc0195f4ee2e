// expected-no-diagnostics
struct s { int a; };
struct s *p;
