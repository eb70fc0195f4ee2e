// expected-no-diagnostics
#ifdef X
#endif
#ifndef Y3
#endif
#define f(x, y) x y
#define h(...) __VA_OPT__(x)
#undef X
