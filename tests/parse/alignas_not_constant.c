/* _Alignas takes a type or an integer constant expression. */
int n = 8;
_Alignas(n) int x;  // expected-error{{_Alignas requires an integer constant expression}}
