/* A comment still open at the end of the file. */
int x;
// expected-error@+1{{unterminated comment}}
/* this comment never ends
int y;
