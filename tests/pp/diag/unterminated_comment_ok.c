// expected-no-diagnostics
/* The same comment, closed; '/*' inside a comment is not special. */
int x;
/* this comment /* ends
int y; */
