/* The correct twin of deref_names.c: the lock reached through two
   pointers is released once, as the contract says. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void unlock(struct mutex *m) __attribute__((release_capability(m)));
void release_once(void *priv) __attribute__((release_capability(*(struct mutex **)priv)));
void release_once(void *priv) {
  unlock(*(struct mutex **)priv);
}

struct holder { struct mutex **slot; };
void through_member(struct holder *h) __attribute__((release_capability(**h->slot)));
void through_member(struct holder *h) {
  unlock(*h->slot);
}
