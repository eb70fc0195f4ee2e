// expected-no-diagnostics
/* In an object-like macro, '#' is an ordinary token. */
#define s(x) #x
#define HASH # y
