// expected-no-diagnostics
enum { N = 8 };
_Alignas(N) int x;
_Alignas(double) int y;
