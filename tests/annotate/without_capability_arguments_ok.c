/* The same annotations naming the capability. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void f1(void) __attribute__((acquire_capability(mu)));
void f2(void) __attribute__((exclusive_lock_function(mu)));
void f3(void) __attribute__((shared_lock_function(mu)));
void f4(void) __attribute__((release_capability(mu)));
void f5(void) __attribute__((unlock_function(mu)));
void f6(void) __attribute__((release_shared_capability(mu)));
void f7(void) __attribute__((assert_capability(mu)));
void f8(void) __attribute__((assert_shared_lock(mu)));
int f9(void) __attribute__((try_acquire_capability(1, mu)));
int f10(void) __attribute__((exclusive_trylock_function(1, mu)));
