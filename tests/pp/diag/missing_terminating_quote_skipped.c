/* GCC warns about an unterminated character constant even in a group that
   #if 0 skips (an apostrophe in English text).  The expectation sits on
   the line before: a quote in a comment on the same line would close it. */
#if 0
// expected-warning@+1{{missing terminating ' character}}
don't do this
#endif
int x;
