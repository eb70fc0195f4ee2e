/* capability, shared_capability and lock_returned with one argument.
   guarded_by and pt_guarded_by are not in this group here: as in Clang 23
   they take several capabilities (a write needs all of them, a read any),
   where clang-22 says "takes one argument". */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2;

struct __attribute__((capability("c1"))) c1 { int x; };
struct __attribute__((shared_capability("c4"))) c4 { int x; };
struct mutex *f2(void) __attribute__((lock_returned(mu)));
int g __attribute__((guarded_by(mu, mu2)));
int *p __attribute__((pt_guarded_by(mu, mu2)));
