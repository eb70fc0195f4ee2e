/* A member's annotation may name a member declared later in the same
   struct; the guard is relative to the enclosing object and printed as
   the member's name.  A member name wins over a global of the same name,
   and a name that is no member is looked up as usual. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, global_mu;

struct account {
  int balance __attribute__((guarded_by(mu)));
  int *history __attribute__((pt_guarded_by(mu), guarded_by(mu)));
  int total __attribute__((guarded_by(global_mu)));
  struct mutex mu;
  struct mutex second __attribute__((acquired_after(mu)));
};

/* Nested structs: a member of a member, and a struct inside a struct whose
   own members are resolved in it. */
struct outer {
  int hits __attribute__((guarded_by(inner.lock)));
  struct inner {
    int count __attribute__((guarded_by(lock)));
    struct mutex lock;
  } inner;
  struct inner more[2];
  int misses __attribute__((guarded_by(more[1].lock)));
  union {
    struct mutex ulock;
    long pad;
  };
  int anon __attribute__((guarded_by(ulock)));
};
// expected-no-diagnostics
/* expected-contracts
5: struct mutex: capability("mutex")
9: field struct account.balance: guarded_by(mu)
10: field struct account.history: guarded_by(mu) pt_guarded_by(mu)
11: field struct account.total: guarded_by(global_mu)
13: field struct account.second: acquired_after(mu)
21: field struct inner.count: guarded_by(lock)
19: field struct outer.hits: guarded_by(inner.lock)
25: field struct outer.misses: guarded_by(more[1].lock)
30: field struct outer.anon: guarded_by(ulock)
*/
