/* The function annotations, in every spelling, on function declarations. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void fn1(void) __attribute__((requires_capability(mu)));
void fn2(void) __attribute__((shared_locks_required(mu)));
void fn3(void) __attribute__((acquire_shared_capability(mu)));
void fn4(void) __attribute__((shared_lock_function(mu)));
void fn5(void) __attribute__((release_shared_capability(mu)));
void fn6(void) __attribute__((release_generic_capability(mu)));
void fn7(void) __attribute__((locks_excluded(mu)));
int fn8(void) __attribute__((exclusive_trylock_function(1, mu)));
void fn9(void) __attribute__((assert_exclusive_lock(mu)));
struct mutex *fn10(void) __attribute__((lock_returned(mu)));

void s1(void) __attribute__((requires_shared_capability(mu)));
void s2(void) __attribute__((release_capability(mu)));
int s3(void) __attribute__((try_acquire_shared_capability(1, mu)));
void s4(void) __attribute__((assert_shared_capability(mu)));
void s5(void) __attribute__((no_thread_safety_analysis));

struct mutex *v1(void) __attribute__((__lock_returned__(mu)));
void v2(void) __attribute__((__no_thread_safety_analysis__));
