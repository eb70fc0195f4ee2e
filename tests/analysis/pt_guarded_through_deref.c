/* A member of what a pt_guarded_by pointer points to, reached as (*pt).x
   rather than pt->x, is the same access and needs the same lock, as
   Clang says. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct point { int x, y; };
struct mutex mu;
struct point *pt __attribute__((pt_guarded_by(mu)));

void write_unlocked(void) {
  (*pt).x = 2; // expected-warning{{writing the value pointed to by 'pt' requires holding mutex 'mu' exclusively}}
  pt->y = 3; // expected-warning{{writing the value pointed to by 'pt' requires holding mutex 'mu' exclusively}}
}

int read_unlocked(void) {
  return (*pt).y; // expected-warning{{reading the value pointed to by 'pt' requires holding mutex 'mu'}}
}
