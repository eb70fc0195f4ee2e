/* An argument that names a capability must have a capability type (or
   point to one).  One warning per bad argument, at the attribute. */
struct __attribute__((capability("mutex"))) mutex { int x; };
typedef int __attribute__((capability("role"))) role_t;
struct plain { int x; };
struct mutex mu, *mup, **mupp;
int int_global;
struct plain pl;
void *vp;

int a __attribute__((guarded_by(int_global)));              // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
int b __attribute__((guarded_by(&int_global)));             // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int *'}}
int c __attribute__((guarded_by(pl)));                      // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct plain'}}
int d __attribute__((guarded_by(mupp)));                    // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct mutex **'}}
int e __attribute__((guarded_by(mu.x)));                    // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
int *f __attribute__((pt_guarded_by(0)));                   // expected-warning{{'pt_guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
struct mutex g __attribute__((acquired_after(int_global))); // expected-warning{{'acquired_after' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
void f1(int n) __attribute__((requires_capability(n)));     // expected-warning{{'requires_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
void f2(void) __attribute__((exclusive_lock_function(vp))); // expected-warning{{'exclusive_lock_function' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'void *'}}
int f3(void) __attribute__((try_acquire_capability(1, int_global)));  // expected-warning{{'try_acquire_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
int *f4(void) __attribute__((lock_returned(int_global)));   // expected-warning{{'lock_returned' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
void f5(void) __attribute__((requires_capability(!int_global)));  // expected-warning{{'requires_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
// expected-warning@+2{{'locks_excluded' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
// expected-warning@+1{{'locks_excluded' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'void *'}}
void f6(void) __attribute__((locks_excluded(mu, int_global, vp)));
