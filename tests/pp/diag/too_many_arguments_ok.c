// expected-no-diagnostics
/* Commas inside parentheses do not separate arguments. */
#define f(a, b) a b
f((1, 2), 3)
