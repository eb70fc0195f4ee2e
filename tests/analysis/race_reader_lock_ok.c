/* race_reader_lock.c with the counter written under the write lock, and
   read under the read lock by two readers at once. */
// expected-no-diagnostics
#include <pthread.h>

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
long lookups;

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&table_lock);
  long seen = lookups;
  pthread_rwlock_unlock(&table_lock);
  return (void *)seen;
}

static void *writer(void *arg) {
  pthread_rwlock_wrlock(&table_lock);
  lookups++;
  pthread_rwlock_unlock(&table_lock);
  return arg;
}

int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, reader, 0);
  pthread_create(&t[2], 0, writer, 0);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return (int)lookups;
}
