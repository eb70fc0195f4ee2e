/* The annotations that name capabilities, with one or more. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2;

int a __attribute__((guarded_by(mu)));
int *b __attribute__((pt_guarded_by(mu)));
struct mutex m1 __attribute__((acquired_before(mu, mu2)));
struct mutex m2 __attribute__((acquired_after(mu)));
void f1(void) __attribute__((requires_capability(mu, mu2)));
void f2(void) __attribute__((exclusive_locks_required(mu)));
void f3(void) __attribute__((requires_shared_capability(mu)));
void f4(void) __attribute__((shared_locks_required(mu)));
void f5(void) __attribute__((locks_excluded(mu)));
int f6(void) __attribute__((try_acquire_capability(1, mu, mu2)));
int f7(void) __attribute__((try_acquire_capability(1, mu)));
int f8(void) __attribute__((shared_trylock_function(0, mu)));
