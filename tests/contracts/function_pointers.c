/* Function annotations on function pointers (as Clang 23 allows): on a
   variable, a struct field (an ops table) and a parameter.  They name the
   pointer's own parameters, and a field's may name sibling members too. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void (*lock_fn)(struct mutex *m) __attribute__((acquire_capability(m)));

struct ops {
  void (*lock)(struct mutex *l) __attribute__((acquire_capability(l)));
  void (*flush)(void) __attribute__((requires_capability(guard)));
  struct mutex guard;
};

void run(void (*cb)(void) __attribute__((requires_capability(mu))));
// expected-no-diagnostics
/* expected-contracts
4: struct mutex: capability("mutex")
7: variable lock_fn: acquire(*m)
10: field struct ops.lock: acquire(*l)
11: field struct ops.flush: requires(guard)
15: parameter cb: requires(mu)
*/
