/* Malformed macro parameter lists: each #define is dropped with one error
   and the file goes on. */
#define a(x y) x // expected-error{{expected ',' or ')', found "y"}}
#define b(1) x // expected-error{{expected parameter name, found "1"}}
#define c(x, x) x // expected-error{{duplicate macro parameter "x"}}
#define d(x... , y) x // expected-error{{expected ')' after "...", found ","}}
#define e(x, // expected-error{{missing ')' in macro parameter list}}
#ifdef a
#error a was defined // not reached: the definition failed
#endif
