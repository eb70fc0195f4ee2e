/* A lock taken when a flag is set and released when it is set: a call
   between that writes the flag (among more members than a short list
   holds, so the list of what it writes has its table) may change the
   test, so the release may find the lock not held, and the lock may stay
   held.  Twin: flag_written_many_members_ok.c, whose call writes every
   member but the flag. */
#include <pthread.h>

struct state {
  int m1, m2, m3, m4, m5, m6, m7, m8, m9, m10;
  int m11, m12, m13, m14, m15, m16, m17, m18, m19, m20;
  int use_lock;
};
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void reset_all(struct state *s) {
  s->m1 = s->m2 = s->m3 = s->m4 = s->m5 = s->m6 = s->m7 = s->m8 = s->m9 = s->m10 = 0;
  s->m11 = s->m12 = s->m13 = s->m14 = s->m15 = s->m16 = s->m17 = s->m18 = s->m19 = s->m20 = 0;
  s->use_lock = !s->use_lock;
}

void step(struct state *s) {
  if (s->use_lock)
    pthread_mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  shared++;
  reset_all(s);
  if (s->use_lock)
    pthread_mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
