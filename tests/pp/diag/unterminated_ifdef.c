/* Each open conditional is reported at its own directive.  The second's
   expectation is written on the first's line: what follows is skipped,
   and --verify reads no expectation in a skipped group. */
#ifdef X // expected-error{{unterminated #ifdef}} expected-error@+1{{unterminated #ifndef}}
#ifndef Y
#if 0
#endif
