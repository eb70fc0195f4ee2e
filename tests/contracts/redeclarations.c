/* Redeclarations: each annotated declaration has its own line, naming its
   own parameters; a declaration without annotations adds none.  A
   lock_returned function called in an annotation is replaced by what it
   returns, in terms of the call's arguments, even when a later
   declaration names its parameters differently. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct obj { struct mutex mu; int v; };

void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void lock(struct mutex *other);
void lock(struct mutex *l) { (void)l; }

struct mutex *obj_lock(struct obj *o) __attribute__((lock_returned(&o->mu)));
struct mutex *obj_lock(struct obj *renamed);

void set(struct obj *target, int v) __attribute__((requires_capability(obj_lock(target))));
void set2(struct obj *a, struct obj *b) __attribute__((requires_capability(obj_lock(b), obj_lock(a))));
void set3(struct obj objs[]) __attribute__((requires_capability(obj_lock(&objs[1]))));

void both(struct mutex *m) __attribute__((requires_capability(m)));
void both(struct mutex *n) __attribute__((locks_excluded(n))) { (void)n; }
// expected-no-diagnostics
/* expected-contracts
6: struct mutex: capability("mutex")
9: function lock: acquire(*m)
13: function obj_lock: lock_returned(o->mu)
16: function set: requires(target->mu)
17: function set2: requires(b->mu, a->mu)
18: function set3: requires(objs[1].mu)
20: function both: requires(*m)
21: function both: excludes(*n)
*/
