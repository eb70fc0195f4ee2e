#define f(a) a*g
#define g(a) f(a)
#define h(x, ...) x ## __VA_ARGS__ #x __VA_OPT__(, x)
#define str(s) # s
#define xstr(s) str(s)
#define A0 x x
#define A1 A0 A0
#define A2 A1 A1
f(2)(9) h(a, b, c) xstr(h(,)) A2
#if defined(f) && __has_include(<nothing.h>) || 1 ? (2 << 3) / 0 : -1
#elif __COUNTER__ > 'ab'
#endif
_Pragma("GCC poison poisoned") #pragma once
