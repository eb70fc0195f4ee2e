/* A second #else in one conditional. */
#if 0
#else
#else // expected-error{{#else after #else}}
#endif
