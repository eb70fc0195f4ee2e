/* The result of '##' is rescanned; operands are not expanded first. */
#define cat(a, b) a ## b
#define xcat(a, b) cat(a, b)
#define foobar expanded
#define foo FOO
#define bar BAR
#define F(x) f_called(x)
#define G F
cat(foo, bar) xcat(foo, bar) cat(F, )(1) cat(G, )(2) cat(fo, o)
#define call(m) m ## _impl(1)
#define x_impl(n) impl(n)
call(x)
