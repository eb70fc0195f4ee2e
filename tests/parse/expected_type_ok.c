// expected-no-diagnostics
int same = __builtin_types_compatible_p(int, long);
