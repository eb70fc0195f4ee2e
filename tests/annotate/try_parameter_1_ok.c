/* Integer success values: literals and an enum constant, also on
   functions returning an enum or _Bool. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
enum status { FAILED, OK };

int f1(void) __attribute__((try_acquire_capability(1, mu)));
int f2(void) __attribute__((try_acquire_capability(0, mu)));
enum status f3(void) __attribute__((try_acquire_shared_capability(OK, mu)));
int f4(void) __attribute__((exclusive_trylock_function(2, mu)));
_Bool f5(void) __attribute__((shared_trylock_function(1, mu)));
