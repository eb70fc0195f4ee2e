/* A caller that hands on a flag it does not know: the lookup's contract
   is followed both ways, holding the entry shared where the flag is 0,
   so two threads that write the entry holding it only shared race.
   Twin of lock_mode_by_flag_ok.c. */
#include <pthread.h>

struct entry { pthread_rwlock_t lock; int data; };
struct entry E = {PTHREAD_RWLOCK_INITIALIZER, 0};

void lookup(struct entry *e, int wr) {
  if (wr)
    pthread_rwlock_wrlock(&e->lock);
  else
    pthread_rwlock_rdlock(&e->lock);
}

static void update(int wr) {
  lookup(&E, wr);
  E.data++; // expected-warning{{data race: writing 'E.data' (struct entry.data) while another thread writes it, with no lock in common}} expected-note{{'E.data' written here by another thread running 'update' at once, with 'E.lock' held shared}}
  pthread_rwlock_unlock(&E.lock);
}

static void *run(void *arg) {
  update((int)(long)arg); // expected-note{{'update' called here, in function 'run'}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, run, (void *)0);
  pthread_create(&b, 0, run, (void *)0);
  return 0;
}
