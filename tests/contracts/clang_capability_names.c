/* Clang's capability spellings, one declaration each, and the canonical
   contract each becomes.  A pointer parameter `m` names the lock it points
   to, printed `*m`; `&x` names x. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct __attribute__((shared_capability("rwlock"))) rwlock { int x; };
struct __attribute__((capability("mutex"), reentrant_capability)) rmutex { int x; };

struct mutex mu1, mu2;
struct rwlock rw;

int a __attribute__((guarded_by(mu1)));
int b __attribute__((guarded_by(mu1, mu2)));
int *c __attribute__((pt_guarded_by(&mu1)));
int d __attribute__((guarded_var));
int *e __attribute__((pt_guarded_var));
struct mutex m3 __attribute__((acquired_before(mu1, mu2)));
struct mutex m4 __attribute__((acquired_after(mu1)));

void f1(void) __attribute__((requires_capability(mu1, mu2)));
void f2(void) __attribute__((requires_shared_capability(rw)));
void f3(struct mutex *m) __attribute__((acquire_capability(m)));
void f4(struct rwlock *l) __attribute__((acquire_shared_capability(l)));
void f5(struct mutex *m) __attribute__((release_capability(m)));
void f6(struct rwlock *l) __attribute__((release_shared_capability(l)));
void f7(struct rwlock *l) __attribute__((release_generic_capability(l)));
int f8(struct mutex *m) __attribute__((try_acquire_capability(1, m)));
int f9(struct rwlock *l) __attribute__((try_acquire_shared_capability(0, l)));
void f10(void) __attribute__((assert_capability(mu1)));
void f11(void) __attribute__((assert_shared_capability(rw)));
void f12(void) __attribute__((locks_excluded(mu1, mu2)));
struct mutex *f13(void) __attribute__((lock_returned(mu2)));
void f14(void) __attribute__((no_thread_safety_analysis));
struct __attribute__((scoped_lockable)) guard { struct mutex *m; };
// expected-no-diagnostics
/* expected-contracts
4: struct mutex: capability("mutex")
5: struct rwlock: capability("rwlock")
6: struct rmutex: capability("mutex") reentrant
11: variable a: guarded_by(mu1)
12: variable b: guarded_by(mu1, mu2)
13: variable c: pt_guarded_by(mu1)
14: variable d: guarded_var
15: variable e: pt_guarded_var
16: variable m3: acquired_before(mu1, mu2)
17: variable m4: acquired_after(mu1)
19: function f1: requires(mu1, mu2)
20: function f2: requires_shared(rw)
21: function f3: acquire(*m)
22: function f4: acquire_shared(*l)
23: function f5: release(*m)
24: function f6: release_shared(*l)
25: function f7: release_generic(*l)
26: function f8: try_acquire(1, *m)
27: function f9: try_acquire_shared(0, *l)
28: function f10: assert(mu1)
29: function f11: assert_shared(rw)
30: function f12: excludes(mu1, mu2)
31: function f13: lock_returned(mu2)
32: function f14: no_analysis
33: struct guard: scoped
*/
