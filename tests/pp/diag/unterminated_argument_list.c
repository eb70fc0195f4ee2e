/* A macro call whose argument list runs into the end of the file. */
#define f(a, b) a b
f(1, // expected-error{{unterminated argument list invoking macro "f"}}
