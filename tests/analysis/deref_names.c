/* A lock reached through two pointers is named as C writes it, '**priv',
   not '*(*priv)': prefix operators nest without parentheses. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void unlock(struct mutex *m) __attribute__((release_capability(m)));
void release_twice(void *priv) __attribute__((requires_capability(*(struct mutex **)priv))); // expected-note{{mutex acquired here}}
void release_twice(void *priv) {
  unlock(*(struct mutex **)priv); // expected-note{{mutex '**priv' released here}}
  unlock(*(struct mutex **)priv); // expected-warning{{releasing mutex '**priv' that was not held}}
} // expected-warning{{expecting mutex '**priv' to be held at the end of function}}

struct holder { struct mutex **slot; };
void through_member(struct holder *h) __attribute__((release_capability(**h->slot)));
void through_member(struct holder *h) { // expected-note{{mutex '**h->slot' acquired here}}
} // expected-warning{{mutex '**h->slot' is still held at the end of function}}
