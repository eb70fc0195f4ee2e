/* A redefinition with a different body. */
#define X 1 // expected-note{{previous definition}}
#define X 2 // expected-warning{{"X" redefined}}
#define F(a) a // expected-note{{previous definition}}
#define F(b) b // expected-warning{{"F" redefined}}
