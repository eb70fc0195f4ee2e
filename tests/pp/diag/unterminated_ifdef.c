/* Each open conditional is reported at its own directive. */
#ifdef X // expected-error{{unterminated #ifdef}}
#ifndef Y // expected-error{{unterminated #ifndef}}
#if 0
#endif
