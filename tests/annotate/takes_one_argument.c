/* capability, shared_capability and lock_returned take exactly one
   argument: none, two, or no parentheses at all is an error, as in Clang. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2;

struct __attribute__((capability())) c1 { int x; };            // expected-error{{'capability' attribute takes one argument}}
struct __attribute__((capability)) c2 { int x; };              // expected-error{{'capability' attribute takes one argument}}
struct __attribute__((capability("a", "b"))) c3 { int x; };    // expected-error{{'capability' attribute takes one argument}}
struct __attribute__((shared_capability("a", "b"))) c4 { int x; };  // expected-error{{'shared_capability' attribute takes one argument}}
struct mutex *f1(void) __attribute__((lock_returned()));        // expected-error{{'lock_returned' attribute takes one argument}}
struct mutex *f2(void) __attribute__((lock_returned(mu, mu2))); // expected-error{{'lock_returned' attribute takes one argument}}
