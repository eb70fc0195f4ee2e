// flags: --no-infer
/* A lock named through a getter the program does not annotate
   (`get_lock(o)`, a function returning a pointer to a capability) is the
   same lock at each call with the same arguments, as Clang compares the
   expressions: taken through one call, released through another, and
   through a local that holds the getter's result. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct obj { struct mutex mu; int n; };
struct mutex *get_lock(struct obj *o);
struct mutex *global_lock(void);

void bump(struct obj *o) {
  lock(get_lock(o));
  o->n++;
  unlock(get_lock(o));
}

void through_local(struct obj *o) {
  struct mutex *m = get_lock(o);
  lock(m);
  unlock(get_lock(o));
  lock(global_lock());
  unlock(global_lock());
}
