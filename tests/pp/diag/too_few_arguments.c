/* A call with fewer arguments than parameters. */
#define f(a, b) a b
f(1) // expected-error{{macro "f" requires 2 arguments, but only 1 given}}
