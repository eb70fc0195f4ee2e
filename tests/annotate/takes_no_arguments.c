/* The annotations without parameters, given one: an error, as in Clang. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((guarded_var(mu)));                  // expected-error{{'guarded_var' attribute takes no arguments}}
int *b __attribute__((pt_guarded_var(1)));               // expected-error{{'pt_guarded_var' attribute takes no arguments}}
struct __attribute__((lockable("x"))) l { int x; };      // expected-error{{'lockable' attribute takes no arguments}}
struct __attribute__((scoped_lockable("x"))) g { int x; };  // expected-error{{'scoped_lockable' attribute takes no arguments}}
struct __attribute__((capability("m"), reentrant_capability(1))) r { int x; };  // expected-error{{'reentrant_capability' attribute takes no arguments}}
void f(void) __attribute__((no_thread_safety_analysis(mu)));  // expected-error{{'no_thread_safety_analysis' attribute takes no arguments}}
