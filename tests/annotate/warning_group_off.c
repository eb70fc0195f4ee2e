// flags: -Wno-thread-safety-attributes
/* -Wno-thread-safety-attributes silences the attribute warnings (here a
   pt_guarded_by on an int and an argument that is not a capability). */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int int_global;

int a __attribute__((pt_guarded_by(mu)));
int b __attribute__((guarded_by(int_global)));
