/* acquire, release and assert with no capability (try_acquire with only
   its success value) mean `this` in a C++ method; on a C function there is
   nothing to name, and Clang warns. */
void f1(void) __attribute__((acquire_capability()));          // expected-warning{{'acquire_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void f2(void) __attribute__((exclusive_lock_function));       // expected-warning{{'exclusive_lock_function' attribute without capability arguments can only be applied to non-static methods of a class}}
void f3(void) __attribute__((shared_lock_function()));        // expected-warning{{'shared_lock_function' attribute without capability arguments can only be applied to non-static methods of a class}}
void f4(void) __attribute__((release_capability()));          // expected-warning{{'release_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void f5(void) __attribute__((unlock_function()));             // expected-warning{{'unlock_function' attribute without capability arguments can only be applied to non-static methods of a class}}
void f6(void) __attribute__((release_shared_capability()));   // expected-warning{{'release_shared_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void f7(void) __attribute__((assert_capability()));           // expected-warning{{'assert_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void f8(void) __attribute__((assert_shared_lock()));          // expected-warning{{'assert_shared_lock' attribute without capability arguments can only be applied to non-static methods of a class}}
int f9(void) __attribute__((try_acquire_capability(1)));      // expected-warning{{'try_acquire_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
int f10(void) __attribute__((exclusive_trylock_function(1))); // expected-warning{{'exclusive_trylock_function' attribute without capability arguments can only be applied to non-static methods of a class}}
