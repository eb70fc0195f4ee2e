// flags: -std=c2x
/* __VA_OPT__ under -std=c2x. */
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define LOG(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)
F(1) F(1, 2) LOG("x") LOG("x %d", 1)
#define SDEF(name, ...) struct name __VA_OPT__({ __VA_ARGS__ })
SDEF(a); SDEF(b, int x;);
