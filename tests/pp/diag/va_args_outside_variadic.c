/* __VA_ARGS__ is reserved for variadic macro bodies. */
#define f(x) __VA_ARGS__ // expected-warning{{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
