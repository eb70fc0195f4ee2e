/* #else and #endif with no open conditional. */
#else // expected-error{{#else without #if}}
#endif // expected-error{{#endif without #if}}
#elif 1 // expected-error{{#elif without #if}}
