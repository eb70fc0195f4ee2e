/* A name that was not expanded because it was inside its own expansion
   stays unexpandable ("painted blue") when it is rescanned later. */
#define f(x) x
#define g f(g)
#define q(x) x
#define r q(r)
#define self_arg(x) x self_arg
g r q(r) f(g)
/* The painted name is passed through an argument and rescanned. */
#define id(x) x
#define loop loop id(loop)
loop id(loop)
/* m() yields m, but that m was found while m's expansion was live. */
#define m() m
m()() m()
self_arg(1)(2)
