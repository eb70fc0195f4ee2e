/* A lock held before a do loop whose body releases it: the loop's start,
   where the lock sets meet, is said at its body's first statement, as
   Clang says it; the second pass's release is one of a lock not held. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
_Bool again(void);
struct mutex mu;

void released_in_body(void) __attribute__((locks_excluded(mu))) {
  lock(&mu); // expected-note{{mutex acquired here}}
  do {
    unlock(&mu); // expected-warning{{expecting mutex 'mu' to be held at start of each loop}} expected-warning{{releasing mutex 'mu' that was not held}}
  } while (again());
}

void with_goto(void) __attribute__((locks_excluded(mu))) {
  lock(&mu); // expected-note{{mutex acquired here}}
again:
  unlock(&mu); // expected-warning{{expecting mutex 'mu' to be held at start of each loop}} expected-warning{{releasing mutex 'mu' that was not held}}
  if (again())
    goto again;
}
