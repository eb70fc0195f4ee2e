/* A name in an annotation's argument is looked up where the attribute is
   written, like any C expression; an unknown one is an error, reported at
   the name (the parser's diagnostic, as Clang's). */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((guarded_by(nope)));                  // expected-error{{use of undeclared identifier 'nope'}}
struct s {
  struct mutex lock;
  int n __attribute__((guarded_by(nope)));                // expected-error{{use of undeclared identifier 'nope'}}
};
void f(void) __attribute__((requires_capability(nope)));  // expected-error{{use of undeclared identifier 'nope'}}
