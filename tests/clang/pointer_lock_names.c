// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock reached through a pointer is named by the pointer, as the
   attribute or the call writes it: 'cfg.mu' for the mutex cfg.mu points
   to, 'm' for a parameter `struct mutex *m`. */
#include "mutex.h"

struct config { struct mutex *mu; };
struct config cfg;
int generation GUARDED_BY(cfg.mu);

void bump(void) {
  generation++; // expected-warning{{writing variable 'generation' requires holding mutex 'cfg.mu' exclusively}}
}

void release_twice(struct mutex *m) REQUIRES(*m) { // expected-note{{acquired here}}
  mutex_unlock(m); // expected-note{{released here}}
  mutex_unlock(m); // expected-warning{{releasing mutex 'm' that was not held}}
} // expected-warning{{expecting mutex 'm' to be held at the end of function}}
