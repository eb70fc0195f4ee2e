/* One #endif too many. */
#if 1
#endif
#endif // expected-error{{#endif without #if}}
