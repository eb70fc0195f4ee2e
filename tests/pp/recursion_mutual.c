/* Mutually recursive macros stop where a name would expand inside itself. */
#define f(x) g(x)
#define g(x) f(x)
#define AA BB
#define BB AA
#define a1 a2 +
#define a2 a3 *
#define a3 a1 -
f(1) g(2) f(g(3)) AA BB a1 a2 a3
