/* A number with a suffix C does not have, longer than 40 bytes: the
   message quotes its first 40 bytes and marks the cut with "...", so it
   does not pass for the whole token. */
int x = 1234567890123456789012345678901234567890abc;  // expected-error{{invalid integer constant '1234567890123456789012345678901234567890...'}}
