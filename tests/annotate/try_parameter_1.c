/* The first argument of try_acquire_capability is the value the function
   returns on success: a pointer, a string, a float or a struct there is an
   error, as in Clang. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2, *mup;

int f1(void) __attribute__((try_acquire_capability(mup, mu)));          // expected-error{{'try_acquire_capability' attribute requires parameter 1 to be int or bool}}
int f2(void) __attribute__((try_acquire_capability("s", mu)));          // expected-error{{'try_acquire_capability' attribute requires parameter 1 to be int or bool}}
int f3(void) __attribute__((try_acquire_shared_capability(mu, mu2)));   // expected-error{{'try_acquire_shared_capability' attribute requires parameter 1 to be int or bool}}
int f4(void) __attribute__((exclusive_trylock_function(1.5, mu)));      // expected-error{{'exclusive_trylock_function' attribute requires parameter 1 to be int or bool}}
int f5(void) __attribute__((shared_trylock_function((void *)0, mu)));   // expected-error{{'shared_trylock_function' attribute requires parameter 1 to be int or bool}}
