/* Conditional directives inside a macro's argument list: undefined in the
   standard, but GCC processes them, and real code relies on it. */
#define F(x) [x]
#define CHOICE 1
F(
#if CHOICE
one
#else
two
#endif
)
#define G(a, b) <a|b>
G(first,
#ifdef NOT_DEFINED
wrong
#else
second
#endif
)
