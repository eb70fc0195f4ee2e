/* Negative capabilities in requirements.  `!mu` on a struct capability is
   accepted here; clang-22 rejects it as a C type error ("invalid argument
   type 'struct mutex' to unary expression"), which is why Clang users
   write `!&mu` or `!mup`. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
typedef int __attribute__((capability("role"))) role_t;
struct mutex mu, *mup;
role_t role;

void f1(void) __attribute__((requires_capability(!mu)));
void f2(void) __attribute__((locks_excluded(!mu)));
void f3(void) __attribute__((requires_shared_capability(!mup)));
void f4(void) __attribute__((exclusive_locks_required(!&mu)));
void f5(void) __attribute__((shared_locks_required(!role)));
