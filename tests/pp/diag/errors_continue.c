/* After an error the run goes on and reports the next one. */
#error first // expected-error{{#error first}}
#define AFTER_FIRST 1
#if AFTER_FIRST
#error second // expected-error{{#error second}}
#endif
#if 1 / 0 // expected-error{{division by zero in #if}}
#endif
#warning third // expected-warning{{#warning third}}
