// expected-no-diagnostics
enum { N = 1 };
_Static_assert(N, "N");
