/* __builtin_constant_p is the constant 1 of a constant, else 0, so it may
   choose in __builtin_choose_expr and size an array, as Ruby's headers do. */
// expected-no-diagnostics
enum { ONE = __builtin_choose_expr(__builtin_constant_p(1), 1, 2) };
int a[__builtin_constant_p(3 + 4)];
_Static_assert(__builtin_constant_p(sizeof(int)) == 1, "folded");
int f(int x) { return __builtin_choose_expr(__builtin_constant_p(x), 0, x); }
_Static_assert(__builtin_choose_expr(__builtin_constant_p(a[0]), 1, 2) == 2, "not a constant");
