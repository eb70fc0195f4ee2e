/* A call with more arguments than parameters. */
#define f(a, b) a b
f(1, 2, 3) // expected-error{{macro "f" passed 3 arguments, but takes just 2}}
