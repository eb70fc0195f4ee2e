/* The annotations without parameters, written without arguments (empty
   parentheses are accepted too, as by Clang). */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((guarded_var));
int *b __attribute__((pt_guarded_var()));
struct __attribute__((lockable)) l { int x; };
struct __attribute__((scoped_lockable)) g { int x; };
struct __attribute__((capability("m"), reentrant_capability)) r { int x; };
void f(void) __attribute__((no_thread_safety_analysis));
