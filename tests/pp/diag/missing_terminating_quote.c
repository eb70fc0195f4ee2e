/* An unterminated character constant is a warning; the line goes on. */
// expected-warning@+1{{missing terminating ' character}}
char c = 'abc;
