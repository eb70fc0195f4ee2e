// expected-no-diagnostics
/* The same expressions, well formed. */
#if 1
#endif
#if 1 == 1
#endif
#if 'x' && 2 == 2 && (1 ? 2 : 3)
#endif
#if defined X || defined(X) || 1 + 1 || (1)
#endif
