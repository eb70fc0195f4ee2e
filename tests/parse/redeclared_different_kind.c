/* One name as an object and then as a typedef. */
int x;
typedef int x;  // expected-error{{'x' redeclared as a different kind of symbol}}
