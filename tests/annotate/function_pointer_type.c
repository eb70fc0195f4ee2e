/* The function annotations may also be written on a variable, a field or a
   parameter of function pointer type, as in Clang 23; on one of any other
   type they are ignored with a warning.  clang-22 says instead "only
   applies to functions and parameters" (or "only applies to functions"),
   and for a parameter "applies to function parameters only if their type
   is a reference to a 'scoped_lockable'-annotated type".  The wording here
   is Clang 23's, which has no "parameter" form of its own. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int v1 __attribute__((requires_capability(mu)));  // expected-warning{{'requires_capability' attribute on a variable requires the variable to be of function pointer type}}
int v2 __attribute__((locks_excluded(mu)));       // expected-warning{{'locks_excluded' attribute on a variable requires the variable to be of function pointer type}}
int v3 __attribute__((try_acquire_capability(1, mu)));  // expected-warning{{'try_acquire_capability' attribute on a variable requires the variable to be of function pointer type}}
int v4 __attribute__((assert_capability(mu)));    // expected-warning{{'assert_capability' attribute on a variable requires the variable to be of function pointer type}}
int v5 __attribute__((context(mu, 0, 1)));        // expected-warning{{'context' attribute on a variable requires the variable to be of function pointer type}}
int *v6 __attribute__((exclusive_lock_function(mu)));  // expected-warning{{'exclusive_lock_function' attribute on a variable requires the variable to be of function pointer type}}

struct ops {
  int f1 __attribute__((acquire_capability(mu)));         // expected-warning{{'acquire_capability' attribute on a field requires the field to be of function pointer type}}
  int f2 __attribute__((exclusive_locks_required(mu)));   // expected-warning{{'exclusive_locks_required' attribute on a field requires the field to be of function pointer type}}
  int f3 __attribute__((shared_trylock_function(1, mu))); // expected-warning{{'shared_trylock_function' attribute on a field requires the field to be of function pointer type}}
};

void take(int p __attribute__((release_capability(mu))));  // expected-warning{{'release_capability' attribute on a parameter requires the parameter to be of function pointer type}}
void take2(int q __attribute__((unlock_function(mu))),      // expected-warning{{'unlock_function' attribute on a parameter requires the parameter to be of function pointer type}}
           int r __attribute__((assert_shared_lock(mu))));  // expected-warning{{'assert_shared_lock' attribute on a parameter requires the parameter to be of function pointer type}}
