/* A hex escape larger than its character type is out of range (GCC warns
   and keeps the low bits).  It once overflowed a signed integer inside
   annotalysis, found by fuzzing. */
int a = '\x123456789abcdef12345'; // expected-warning{{hex escape sequence out of range}}
int b = u'\x10000';                // expected-warning{{hex escape sequence out of range}}
int c = '\x100';                   // expected-warning{{hex escape sequence out of range}}
