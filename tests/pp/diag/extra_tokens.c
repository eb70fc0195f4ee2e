/* Text after #else and #endif should be a comment. */
#ifdef X
#else X // expected-warning{{extra tokens at end of #else directive}}
#endif X // expected-warning{{extra tokens at end of #endif directive}}
