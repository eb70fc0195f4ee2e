/* The verify syntax itself: @+N, @-N, an absolute @LINE number, and a count. */
// expected-error@+1{{#error next line}}
#error next line
#error previous line
// expected-error@-1{{#error previous line}}
// expected-error@8{{#error absolute line}}
#define cat(a, b) a ## b
#error absolute line
cat(x, +) cat(x, +) // expected-error 2 {{pasting "x" and "+" does not give}}
