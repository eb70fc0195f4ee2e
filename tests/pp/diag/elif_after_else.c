/* #elif must come before #else. */
#if 0
#else
#elif 1 // expected-error{{#elif after #else}}
#endif
