// flags: --dump-contracts=terms
/* --dump-contracts=terms writes each lock as the term files keep
   (src/term.h) and reads it back: a lock that does not read back as the
   same term would print "<reads back ...>" after it.  One of each kind:
   a global (var), a parameter's pointee (param, deref), a member (field,
   an anonymous one by its place, #N), a member's sibling (self), an
   element of an array (elem) and through a pointer (index), a number
   (const), a pointer read at the use (load), a name that declares nothing
   (name); a member reached through a cast of a void *, in the struct its
   tag names; and two without a file form: a lock that depends on the use
   (a call's result), and such a member of a struct without a tag. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct table {
  struct mutex lock;
  struct mutex rows[8];
  struct mutex *current;
  union { struct mutex ulock; long pad; };
  int size __attribute__((guarded_by(lock)));
};
struct table global_table;
struct mutex *global_slot;
struct mutex *pick(int i);

void by_global(void) __attribute__((requires_capability(global_table.lock)));
void by_param(struct mutex *m) __attribute__((acquire_capability(m)));
void by_member(struct table *t) __attribute__((release_capability(t->lock)));
void by_anonymous(struct table *t) __attribute__((requires_capability(t->ulock)));
void by_row(struct table *t, int i) __attribute__((requires_capability(t->rows[i])));
void by_third(struct table *t) __attribute__((requires_capability(t[3].lock)));
void by_pointer(struct table *t) __attribute__((requires_capability(t->current)));
void by_slot(void) __attribute__((requires_capability(*global_slot)));
void by_name(void) __attribute__((context(io_context, 0, 1)));
void by_call(int i) __attribute__((requires_capability(pick(i))));
void excluding(struct table *t) __attribute__((locks_excluded(t->lock)));
void by_cast(void *p) __attribute__((requires_capability(((struct table *)p)->lock)));
typedef struct { struct mutex lock; } untagged;
void by_untagged(void *p) __attribute__((requires_capability(((untagged *)p)->lock)));
// expected-no-diagnostics
/* expected-contracts
12: struct mutex: capability("mutex")
18: field struct table.size: guarded_by((field (self) lock))
24: function by_global: requires((field (var global_table) lock))
25: function by_param: acquire((deref (param 0)))
26: function by_member: release((field (deref (param 0)) lock))
27: function by_anonymous: requires((field (field (deref (param 0)) #3) ulock))
28: function by_row: requires((elem (field (deref (param 0)) rows) (param 1)))
29: function by_third: requires((field (index (deref (param 0)) (const 3)) lock))
30: function by_pointer: requires((deref (load (field (deref (param 0)) current))))
31: function by_slot: requires((deref (load (var global_slot))))
32: function by_name: acquire((name "io_context"))
33: function by_call: requires((no file form))
34: function excluding: excludes((field (deref (param 0)) lock))
35: function by_cast: requires((field (deref (param 0)) lock (struct table)))
37: function by_untagged: requires((no file form))
*/
