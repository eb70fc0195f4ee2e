/* C17 6.10.3.4p4 EXAMPLE: f(2)(9) takes its second argument list from the
   source after the first expansion. */
#define f(a) a*g
#define g(a) f(a)
f(2)(9)
