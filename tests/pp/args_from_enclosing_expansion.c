/* A macro name at the end of an expansion takes its arguments from the text
   that follows, either from the source or from an enclosing expansion. */
#define f(x) [x]
#define h() f
#define name_only f
#define lparen (
#define call_with(m) m(arg)
#define apply(m, a) m a
h()(1) name_only(2) f lparen 3)
call_with(f) call_with(h())
apply(f, (4)) apply(name_only, (5))
#define NEST h()
NEST(6)
#define tail() f(
tail() 7)
