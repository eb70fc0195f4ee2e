// flags: -std=c11
/* Under a strict -std, ", ## __VA_ARGS__" keeps the comma when the macro has
   only "..." and no named parameter (GCC manual, "Variadic Macros"). */
#define F(...) f(1, ## __VA_ARGS__)
#define G(fmt, ...) g(fmt, ## __VA_ARGS__)
F() F(2) G("a") G("a",) G("a", 1)
