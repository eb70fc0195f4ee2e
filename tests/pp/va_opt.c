/* __VA_OPT__ (C2x; GCC 12 accepts it in every mode).  Expands to its
   contents only when the variable arguments have tokens. */
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define G(...) g(0 __VA_OPT__(, __VA_ARGS__))
#define EMPTY
#define H(...) __VA_OPT__(x ## x) __VA_OPT__()
F(1) F(1, 2) F(1, 2, 3) F(1,) F(1, EMPTY)
G() G(1) G(a, b)
H() H(1) [H()]
