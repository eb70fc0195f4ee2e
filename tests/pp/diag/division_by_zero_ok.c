// expected-no-diagnostics
/* Unevaluated operands may divide by zero. */
#if 0 && 1 / 0
#endif
#if 1 || 1 % 0
#endif
#if 0 ? 1 / 0 : 1
#endif
