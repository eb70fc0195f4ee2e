// expected-no-diagnostics
struct s { int a; };
struct s v = { .a = 2 };
