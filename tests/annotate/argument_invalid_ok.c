/* The universal capability "*" and the empty string are accepted. */
// expected-no-diagnostics
int a __attribute__((guarded_by("*")));
int b __attribute__((guarded_by("")));
void f1(void) __attribute__((requires_capability("*")));
void f2(void) __attribute__((unlock_function("*")));
