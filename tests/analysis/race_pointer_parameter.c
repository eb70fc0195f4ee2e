/* A helper adds through a pointer its callers pass: one caller holds the
   lock around it, the other does not; and a thread given a global's
   address writes through it while main writes the global by name. */
#include <pthread.h>

pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;
long hits, level;

static void add(long *counter) {
  (*counter)++; // expected-warning{{data race: writing '*counter' (hits) while another thread writes it, with no lock in common}} \
                   expected-note{{'*counter' written here by another thread running 'add' at once, with 'hits_lock' held}}
}

static void *careful(void *arg) {
  pthread_mutex_lock(&hits_lock);
  add(&hits);
  pthread_mutex_unlock(&hits_lock);
  return arg;
}

static void *careless(void *arg) {
  add(&hits); // expected-note{{'add' called here, in function 'careless'}}
  return arg;
}

static void *raise_level(void *arg) {
  long *p = arg;
  *p = 2; // expected-warning{{data race: '*p' (level) is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, careless, 0);
  pthread_create(&c, 0, raise_level, &level);
  level = 1; // expected-note{{'level' also written here, in function 'main'}}
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return (int)(hits + level);
}
