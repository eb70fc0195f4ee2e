/* The data annotations on globals (also static and extern), struct
   members and a static local, which Clang counts as a global. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2 __attribute__((acquired_after(mu)));

int a __attribute__((guarded_by(mu)));
static int b __attribute__((guarded_var));
extern int *c __attribute__((pt_guarded_by(mu)));
int *d __attribute__((__pt_guarded_var__));
struct mutex m3 __attribute__((acquired_before(mu)));

struct s {
  struct mutex lock;
  int n __attribute__((guarded_by(lock)));
  int *p __attribute__((pt_guarded_by(lock)));
  struct mutex inner __attribute__((acquired_after(lock)));
};

int count(void) __attribute__((requires_capability(mu)));
int count(void) {
  static int calls __attribute__((guarded_by(mu)));
  return calls;
}
