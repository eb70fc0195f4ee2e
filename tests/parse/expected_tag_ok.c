// expected-no-diagnostics
struct one { int a; } x;
enum e { E };
