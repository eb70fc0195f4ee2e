/* lockable and scoped_lockable belong on a struct or union; on a function,
   a variable or a typedef Clang ignores them with a warning (its
   -Wignored-attributes; here in -Wthread-safety-attributes). */
void f(void) __attribute__((lockable));       // expected-warning{{'lockable' attribute only applies to structs, unions, and classes}}
int v __attribute__((lockable));              // expected-warning{{'lockable' attribute only applies to structs, unions, and classes}}
typedef int __attribute__((lockable)) lk_t;   // expected-warning{{'lockable' attribute only applies to structs, unions, and classes}}
void g(void) __attribute__((scoped_lockable));  // expected-warning{{'scoped_lockable' attribute only applies to structs, unions, and classes}}
int w __attribute__((__scoped_lockable__));     // expected-warning{{'__scoped_lockable__' attribute only applies to structs, unions, and classes}}
typedef int __attribute__((scoped_lockable)) sc_t;  // expected-warning{{'scoped_lockable' attribute only applies to structs, unions, and classes}}
