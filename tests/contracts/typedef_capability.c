/* Capability types from typedefs: an int typedef marked capability("role"),
   a typedef of a capability struct, an anonymous struct typedef, and a
   qualified use.  The kind word comes with the type. */
typedef int __attribute__((capability("role"))) role_t;
typedef struct __attribute__((capability("spinlock"))) { int raw; } spinlock_t;
struct __attribute__((lockable)) mutex { int x; };
typedef struct mutex mutex_t;
typedef role_t gui_role_t;

role_t main_thread;
gui_role_t gui_thread;
const spinlock_t slock;
mutex_t mu;

int a __attribute__((guarded_by(main_thread)));
int b __attribute__((guarded_by(gui_thread)));
int c __attribute__((guarded_by(slock)));
int d __attribute__((guarded_by(mu)));
void f1(void) __attribute__((requires_capability(main_thread)));
void f2(spinlock_t *s) __attribute__((acquire_capability(s)));
void f3(mutex_t *m) __attribute__((release_capability(m)));
// expected-no-diagnostics
/* expected-contracts
4: typedef role_t: capability("role")
5: struct <anonymous>: capability("spinlock")
6: struct mutex: capability("mutex")
15: variable a: guarded_by(main_thread)
16: variable b: guarded_by(gui_thread)
17: variable c: guarded_by(slock)
18: variable d: guarded_by(mu)
19: function f1: requires(main_thread)
20: function f2: acquire(*s)
21: function f3: release(*m)
*/
