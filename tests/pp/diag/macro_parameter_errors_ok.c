/* The correct forms of macro_parameter_errors.c. */
// expected-no-diagnostics
#define a(x, y) x y
#define b() 1
#define d(x...) x
#define v(x, ...) x __VA_ARGS__
#define e(x, y)
a(1, 2) b() d(1, 2) v(1) v(1, 2) e(,)
