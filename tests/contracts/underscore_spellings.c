/* Every attribute may be written __name__, as GCC allows for all of them. */
struct __attribute__((__capability__("mutex"))) mutex { int x; };
struct __attribute__((__lockable__)) lock { int x; };
struct mutex mu;
struct lock lk;

int a __attribute__((__guarded_by__(mu)));
int *b __attribute__((__pt_guarded_by__(mu)));
int c __attribute__((__guarded_var__));
struct mutex m2 __attribute__((__acquired_after__(mu)));
void f1(void) __attribute__((__requires_capability__(mu)));
void f2(void) __attribute__((__exclusive_locks_required__(lk)));
void f3(struct mutex *m) __attribute__((__acquire_capability__(m)));
void f4(struct mutex *m) __attribute__((__release_capability__(m)));
void f5(struct lock *l) __attribute__((__unlock_function__(l)));
int f6(struct mutex *m) __attribute__((__try_acquire_capability__(1, m)));
void f7(void) __attribute__((__locks_excluded__(mu)));
struct mutex *f8(void) __attribute__((__lock_returned__(mu)));
void f9(void) __attribute__((__no_thread_safety_analysis__));
void f10(void) __attribute__((__context__(mu, 0, 1)));
// expected-no-diagnostics
/* expected-contracts
2: struct mutex: capability("mutex")
3: struct lock: capability("mutex")
7: variable a: guarded_by(mu)
8: variable b: pt_guarded_by(mu)
9: variable c: guarded_var
10: variable m2: acquired_after(mu)
11: function f1: requires(mu)
12: function f2: requires(lk)
13: function f3: acquire(*m)
14: function f4: release(*m)
15: function f5: release_generic(*l)
16: function f6: try_acquire(1, *m)
17: function f7: excludes(mu)
18: function f8: lock_returned(mu)
19: function f9: no_analysis
20: function f10: acquire(mu)
*/
