/* Arguments that name a capability: a capability, a typedef capability, a
   pointer to one, &mu, *mup, *mupp, a capability member, an array element,
   a cast to a capability pointer and a call returning one. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
typedef int __attribute__((capability("role"))) role_t;
struct holder { struct mutex m; };
struct mutex mu, *mup, **mupp, arr[2];
struct holder h;
role_t role;
void *vp;
struct mutex *getmu(void);

int a __attribute__((guarded_by(mu)));
int b __attribute__((guarded_by(&mu)));
int c __attribute__((guarded_by(role)));
int d __attribute__((guarded_by(*mupp)));
int e __attribute__((guarded_by(h.m)));
int *f __attribute__((pt_guarded_by(mup)));
struct mutex g __attribute__((acquired_after(arr[0])));
void f1(struct mutex *m) __attribute__((requires_capability(m)));
void f2(void) __attribute__((exclusive_lock_function((struct mutex *)vp)));
int f3(void) __attribute__((try_acquire_capability(1, *mup)));
struct mutex *f4(void) __attribute__((lock_returned(getmu())));
void f5(void) __attribute__((requires_capability(!role)));
void f6(void) __attribute__((locks_excluded(mu, role, mup)));
