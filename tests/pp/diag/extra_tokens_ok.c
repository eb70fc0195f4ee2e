// expected-no-diagnostics
#ifdef X
#else /* X */
#endif // X
