/* The function annotations on a typedef or a struct are ignored with a
   warning (Clang's -Wignored-attributes; here -Wthread-safety-attributes).
   Those that may also sit on a parameter say "functions and parameters".
   lock_returned and no_thread_safety_analysis are not accepted on function
   pointers either, so on a variable they say "only applies to functions". */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

typedef void fn1(void) __attribute__((requires_capability(mu)));        // expected-warning{{'requires_capability' attribute only applies to functions and parameters}}
typedef void fn2(void) __attribute__((shared_locks_required(mu)));      // expected-warning{{'shared_locks_required' attribute only applies to functions and parameters}}
typedef void fn3(void) __attribute__((acquire_shared_capability(mu)));  // expected-warning{{'acquire_shared_capability' attribute only applies to functions and parameters}}
typedef void fn4(void) __attribute__((shared_lock_function(mu)));       // expected-warning{{'shared_lock_function' attribute only applies to functions and parameters}}
typedef void fn5(void) __attribute__((release_shared_capability(mu)));  // expected-warning{{'release_shared_capability' attribute only applies to functions and parameters}}
typedef void fn6(void) __attribute__((release_generic_capability(mu))); // expected-warning{{'release_generic_capability' attribute only applies to functions and parameters}}
typedef void fn7(void) __attribute__((locks_excluded(mu)));             // expected-warning{{'locks_excluded' attribute only applies to functions and parameters}}
typedef int fn8(void) __attribute__((exclusive_trylock_function(1, mu))); // expected-warning{{'exclusive_trylock_function' attribute only applies to functions}}
typedef void fn9(void) __attribute__((assert_exclusive_lock(mu)));      // expected-warning{{'assert_exclusive_lock' attribute only applies to functions}}
typedef struct mutex *fn10(void) __attribute__((lock_returned(mu)));    // expected-warning{{'lock_returned' attribute only applies to functions}}

struct __attribute__((requires_shared_capability(mu))) s1 { int x; };   // expected-warning{{'requires_shared_capability' attribute only applies to functions and parameters}}
struct __attribute__((release_capability(mu))) s2 { int x; };           // expected-warning{{'release_capability' attribute only applies to functions and parameters}}
struct __attribute__((try_acquire_shared_capability(1, mu))) s3 { int x; }; // expected-warning{{'try_acquire_shared_capability' attribute only applies to functions}}
struct __attribute__((assert_shared_capability(mu))) s4 { int x; };     // expected-warning{{'assert_shared_capability' attribute only applies to functions}}
struct __attribute__((no_thread_safety_analysis)) s5 { int x; };        // expected-warning{{'no_thread_safety_analysis' attribute only applies to functions}}

struct mutex *v1 __attribute__((lock_returned(mu)));                    // expected-warning{{'lock_returned' attribute only applies to functions}}
void (*v2)(void) __attribute__((no_thread_safety_analysis));            // expected-warning{{'no_thread_safety_analysis' attribute only applies to functions}}
