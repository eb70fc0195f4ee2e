/* The annotations that name capabilities, with none: an error, as in Clang.
   For guarded_by and pt_guarded_by clang-22 says "takes one argument";
   here they take several (Clang 23), so the message is "at least 1". */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((guarded_by()));          // expected-error{{'guarded_by' attribute takes at least 1 argument}}
int *b __attribute__((pt_guarded_by()));      // expected-error{{'pt_guarded_by' attribute takes at least 1 argument}}
struct mutex m1 __attribute__((acquired_before()));  // expected-error{{'acquired_before' attribute takes at least 1 argument}}
struct mutex m2 __attribute__((acquired_after()));   // expected-error{{'acquired_after' attribute takes at least 1 argument}}
void f1(void) __attribute__((requires_capability()));         // expected-error{{'requires_capability' attribute takes at least 1 argument}}
void f2(void) __attribute__((exclusive_locks_required()));    // expected-error{{'exclusive_locks_required' attribute takes at least 1 argument}}
void f3(void) __attribute__((requires_shared_capability()));  // expected-error{{'requires_shared_capability' attribute takes at least 1 argument}}
void f4(void) __attribute__((shared_locks_required()));       // expected-error{{'shared_locks_required' attribute takes at least 1 argument}}
void f5(void) __attribute__((locks_excluded()));              // expected-error{{'locks_excluded' attribute takes at least 1 argument}}
int f6(void) __attribute__((try_acquire_capability()));       // expected-error{{'try_acquire_capability' attribute takes at least 1 argument}}
int f7(void) __attribute__((try_acquire_capability));         // expected-error{{'try_acquire_capability' attribute takes at least 1 argument}}
int f8(void) __attribute__((shared_trylock_function()));      // expected-error{{'shared_trylock_function' attribute takes at least 1 argument}}
