/* An #if with no #endif is reported at the #if. */
#if 1 // expected-error{{unterminated #if}}
int x;
