/* A lock reached through pointers is named as Clang names it, by the
   pointer it is reached through, without the leading `*`s: 'priv' for
   **priv, 'h->slot' for **h->slot; a pointer followed on the way keeps
   its own, as C writes it: '(*pp)->m'. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void unlock(struct mutex *m) __attribute__((release_capability(m)));
void release_twice(void *priv) __attribute__((requires_capability(*(struct mutex **)priv))); // expected-note{{mutex acquired here}}
void release_twice(void *priv) {
  unlock(*(struct mutex **)priv); // expected-note{{mutex 'priv' released here}}
  unlock(*(struct mutex **)priv); // expected-warning{{releasing mutex 'priv' that was not held}}
} // expected-warning{{expecting mutex 'priv' to be held at the end of function}}

struct holder { struct mutex **slot; };
void through_member(struct holder *h) __attribute__((release_capability(**h->slot)));
void through_member(struct holder *h) { // expected-note{{mutex 'h->slot' acquired here}}
} // expected-warning{{mutex 'h->slot' is still held at the end of function}}

struct pair { struct mutex *m; };
void through_pointer(struct pair **pp) __attribute__((release_capability((*pp)->m)));
void through_pointer(struct pair **pp) { // expected-note{{mutex '(*pp)->m' acquired here}}
} // expected-warning{{mutex '(*pp)->m' is still held at the end of function}}
