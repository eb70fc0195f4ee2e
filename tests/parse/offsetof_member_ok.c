// expected-no-diagnostics
struct s { int a; int b[4]; };
unsigned long x = __builtin_offsetof(struct s, b);
unsigned long y = __builtin_offsetof(struct s, b[2]);
