/* An unbalanced '(' in #if. */
#if (1 // expected-error{{missing ')' in expression}}
#endif
