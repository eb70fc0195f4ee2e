/* The function annotations on variables, fields and parameters of function
   pointer type, accepted as in Clang 23 (clang-22 warns "only applies to
   functions and parameters" on all of these). */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void (*v1)(void) __attribute__((requires_capability(mu)));
void (*v2)(void) __attribute__((locks_excluded(mu)));
int (*v3)(void) __attribute__((try_acquire_capability(1, mu)));
void (*v4)(void) __attribute__((assert_capability(mu)));
void (*v5)(void) __attribute__((context(mu, 0, 1)));
void (*v6)(void) __attribute__((exclusive_lock_function(mu)));

struct ops {
  void (*f1)(void) __attribute__((acquire_capability(mu)));
  void (*f2)(void) __attribute__((exclusive_locks_required(mu)));
  int (*f3)(void) __attribute__((shared_trylock_function(1, mu)));
};

void take(void (*p)(void) __attribute__((release_capability(mu))));
void take2(void (*q)(void) __attribute__((unlock_function(mu))),
           void (*r)(void) __attribute__((assert_shared_lock(mu))));
