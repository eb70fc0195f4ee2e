/* Attributes in the declaration specifiers belong to every declarator;
   those after a declarator to that one only; aligned(expr) is evaluated
   for the layout.  Each claim is checked with _Static_assert. */
// expected-no-diagnostics
struct s { char c; long x __attribute__((aligned(sizeof(long) * 4))); };
_Static_assert(sizeof(struct s) == 64, "aligned(sizeof(long) * 4) on a member");
_Static_assert(_Alignof(struct s) == 32, "the member raises the struct's alignment");
struct t { char a __attribute__((aligned(8))), b; };
_Static_assert(sizeof(struct t) == 8, "b is not aligned: the attribute is a's own");
struct u { __attribute__((aligned(4))) char a, b; };
_Static_assert(sizeof(struct u) == 8, "both a and b: the attribute is in the specifiers");
