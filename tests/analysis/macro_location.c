/* A warning about code a macro wrote is reported where the macro is used,
   with a note where it is defined; one about a macro's argument, where the
   argument is written.  Clang reports both there too, and so the notes. */
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_mutex_t mu;
int count GUARDED_BY(mu);
#define BUMP() (count++)
#define READ(v) (v)

int unlocked(void) {
  BUMP(); // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  // expected-note@9{{expanded from macro 'BUMP'}}
  return READ(count); // expected-warning{{reading variable 'count' requires holding mutex 'mu'}}
}

/* the note where a macro took the lock is at the macro's use too */
#define LOCK(m) pthread_mutex_lock(m)
int leaks(void) __attribute__((locks_excluded(mu))) {
  LOCK(&mu); // expected-note{{mutex 'mu' acquired here}}
  return count; // expected-warning{{mutex 'mu' is still held at the end of function}}
}
