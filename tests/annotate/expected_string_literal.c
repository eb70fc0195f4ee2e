/* capability's argument is the kind of the capability, a string literal:
   anything else is an error, reported at the argument as Clang does. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int int_global;

struct __attribute__((capability(1))) c1 { int x; };           // expected-error{{expected string literal as argument of 'capability' attribute}}
struct __attribute__((capability(mutex))) c2 { int x; };       // expected-error{{expected string literal as argument of 'capability' attribute}}
struct __attribute__((shared_capability(int_global))) c3 { int x; };  // expected-error{{expected string literal as argument of 'shared_capability' attribute}}
