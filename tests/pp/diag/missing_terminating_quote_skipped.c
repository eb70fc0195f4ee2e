/* GCC warns about an unterminated character constant even in a group that
   #if 0 skips (an apostrophe in English text).  The expectation sits
   before the group: --verify, as Clang's, reads none in a skipped group. */
// expected-warning@+2{{missing terminating ' character}}
#if 0
don't do this
#endif
int x;
