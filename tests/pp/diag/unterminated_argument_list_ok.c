// expected-no-diagnostics
/* The argument list may span lines. */
#define f(a, b) a b
f(1,
  2)
