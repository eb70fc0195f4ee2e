/* pt_guarded_by and pt_guarded_var on pointers: to data, void, a function,
   through a typedef, and a struct member. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
struct plain { int x; };
typedef int *int_ptr;

int *a __attribute__((pt_guarded_by(mu)));
int (*b)[4] __attribute__((pt_guarded_by(mu)));
struct plain *c __attribute__((pt_guarded_by(mu)));
void *d __attribute__((pt_guarded_var));
void (*e)(void) __attribute__((pt_guarded_by(mu)));
int_ptr f __attribute__((pt_guarded_var));
struct s {
  struct mutex lock;
  long *n __attribute__((pt_guarded_by(lock)));
};
