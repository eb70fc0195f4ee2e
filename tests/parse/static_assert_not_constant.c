/* _Static_assert needs an integer constant expression. */
int n = 1;
_Static_assert(n, "n");  // expected-error{{expression in static assertion is not an integer constant expression}}
