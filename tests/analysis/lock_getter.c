// flags: --no-infer
/* lock_getter_ok.c's getter, called with other arguments: another lock,
   or the same argument after it changed. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct obj { struct mutex mu; int n; struct obj *next; };
struct mutex *get_lock(struct obj *o);

void other_object(struct obj *a, struct obj *b) {
  lock(get_lock(a)); // expected-note{{mutex 'get_lock(a)' acquired here}}
  unlock(get_lock(b)); // expected-warning{{releasing mutex 'get_lock(b)' that was not held}}
} // expected-warning{{mutex 'get_lock(a)' is still held at the end of function}}

void moved_on(struct obj *o) {
  lock(get_lock(o)); // expected-note{{mutex 'get_lock(o)' acquired here}}
  o = o->next;
  unlock(get_lock(o)); // expected-warning{{releasing mutex 'get_lock(o->next)' that was not held}}
} // expected-warning{{mutex 'get_lock(o)' is still held at the end of function}}
