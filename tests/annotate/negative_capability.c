/* `!x` names the negative capability "x is not held", which only a
   requirement (requires_capability, locks_excluded) can ask for: one
   cannot acquire, release, assert, return or be guarded by it.  This
   warning is annotalysis's own; clang-22 accepts all of these silently. */
struct __attribute__((capability("mutex"))) mutex { int x; };
typedef int __attribute__((capability("role"))) role_t;
struct mutex mu, *mup;
role_t role;

int a __attribute__((guarded_by(!mup)));                    // expected-warning{{'guarded_by' attribute cannot name a negative capability; only requirements can}}
int *b __attribute__((pt_guarded_by(!role)));               // expected-warning{{'pt_guarded_by' attribute cannot name a negative capability; only requirements can}}
struct mutex m __attribute__((acquired_before(!mup)));     // expected-warning{{'acquired_before' attribute cannot name a negative capability; only requirements can}}
void f1(void) __attribute__((acquire_capability(!mup)));    // expected-warning{{'acquire_capability' attribute cannot name a negative capability; only requirements can}}
void f2(void) __attribute__((unlock_function(!&mu)));       // expected-warning{{'unlock_function' attribute cannot name a negative capability; only requirements can}}
void f3(void) __attribute__((assert_capability(!mup)));     // expected-warning{{'assert_capability' attribute cannot name a negative capability; only requirements can}}
int f4(void) __attribute__((try_acquire_capability(1, !mup)));  // expected-warning{{'try_acquire_capability' attribute cannot name a negative capability; only requirements can}}
struct mutex *f5(void) __attribute__((lock_returned(!mup)));    // expected-warning{{'lock_returned' attribute cannot name a negative capability; only requirements can}}
