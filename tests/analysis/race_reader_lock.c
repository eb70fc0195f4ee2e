/* A counter written under the read lock of a rwlock: readers hold it
   together, so two writers run at once. */
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
long lookups;

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&table_lock);
  lookups++; // expected-warning{{data race: writing 'lookups' while another thread writes it, with no lock in common}} \
                expected-note{{'lookups' written here by another thread running 'reader' at once, with 'table_lock' held shared}}
  pthread_rwlock_unlock(&table_lock);
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, reader, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)lookups;
}
