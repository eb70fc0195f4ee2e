/* Malformed #ifdef, #define and #undef lines. */
#ifdef // expected-error{{no macro name given in #ifdef directive}}
#endif
#ifndef 3 // expected-error{{macro names must be identifiers}}
#endif
#define f(x, x) x // expected-error{{duplicate macro parameter "x"}}
#define h(...) __VA_OPT__( // expected-error{{unterminated __VA_OPT__}}
#undef X Y // expected-warning{{extra tokens at end of #undef directive}}
