/* A string literal as capability means "any capability": only "" and "*"
   are allowed; another string is ignored with a warning. */
int a __attribute__((guarded_by("foo")));                   // expected-warning{{ignoring 'guarded_by' attribute because its argument is invalid}}
void f1(void) __attribute__((requires_capability("mu")));    // expected-warning{{ignoring 'requires_capability' attribute because its argument is invalid}}
void f2(void) __attribute__((unlock_function("lock")));      // expected-warning{{ignoring 'unlock_function' attribute because its argument is invalid}}
