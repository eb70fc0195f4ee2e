// expected-no-diagnostics
/* Empty arguments are arguments. */
#define f(a, b) a b
f(1, ) f(,) f(1, 2)
