/* Arguments are macro-expanded before substitution (6.10.3.1), except
   where they are operands of # or ##. */
#define AFTER_X x_value
#define X AFTER_X
#define ID(x) x
#define STR(x) #x
#define BOTH(x) x #x
#define PASTE(x) x ## _suffix
#define TWICE(x) x x
#define COMMA ,
#define TWO_ARGS(a, b) [a|b]
#define PASS(x) TWO_ARGS(x)
ID(X) STR(X) BOTH(X) PASTE(X) TWICE(X)
PASS(1 COMMA 2)
#define LPAREN (
#define APPLY(m, a) m a
#define f(x) called(x)
ID(f LPAREN 3)) APPLY(f, (4))
