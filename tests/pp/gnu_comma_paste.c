/* GNU ", ## __VA_ARGS__": the comma goes when the arguments are empty. */
#define F(...) f(1, ## __VA_ARGS__)
#define G(fmt, ...) g(fmt, ## __VA_ARGS__)
#define H(fmt, ...) h(fmt,##__VA_ARGS__)
F() F(2) F(2, 3) G("a") G("a",) G("a", 1) G("a", 1, 2) H(x) H(x, y)
