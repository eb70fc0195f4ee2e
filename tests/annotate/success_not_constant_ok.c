/* Constant success values: a literal, an enum constant, and constant
   expressions folded as C folds them (-1, a cast, a comparison, 2*3-6). */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
enum { BUSY, LOCKED };

int f1(void) __attribute__((try_acquire_capability(LOCKED, mu)));
int f2(int ok) __attribute__((exclusive_trylock_function(1, mu)));
int f3(void) __attribute__((try_acquire_capability(-1, mu)));
_Bool f4(void) __attribute__((try_acquire_capability((_Bool)1, mu)));
_Bool f5(void) __attribute__((try_acquire_capability(1 == 1, mu)));
int f6(void) __attribute__((try_acquire_capability(2 * 3 - 6, mu)));
