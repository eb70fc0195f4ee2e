/* A try_acquire success value that is not a constant: annotalysis cannot
   compare the result with it, so it takes any nonzero result as success and
   says so.  This warning is annotalysis's own: clang-22 accepts the
   attribute silently. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int int_global;

int f1(void) __attribute__((try_acquire_capability(int_global, mu)));  // expected-warning{{the success value of 'try_acquire_capability' is not a constant; any nonzero result is taken as success}}
int f2(int ok) __attribute__((exclusive_trylock_function(ok, mu)));    // expected-warning{{the success value of 'exclusive_trylock_function' is not a constant; any nonzero result is taken as success}}
