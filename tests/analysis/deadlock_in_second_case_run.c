/* lookup's contract has a case per value of wr (it takes the entry's lock
   for writing or for reading), so it is analyzed once per case.  The
   steps of each run are sent to the lock graph once, known by the maps of
   what their worlds knew; the second run's maps, made where the first
   run's were freed, have the same addresses and other facts, and were
   taken for the first run's: its take of table_lock, the one a call with
   wr == 1 makes, was lost, and the cycle with worker with it.
   Twin: deadlock_in_second_case_run_ok.c. */
#include <pthread.h>

struct entry { pthread_rwlock_t lock; int value; };

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t config_lock = PTHREAD_MUTEX_INITIALIZER;
struct entry *find(int key);
int config;

struct entry *lookup(int key, int wr) {
  pthread_mutex_lock(&table_lock); // expected-note{{'table_lock' acquired here, in function 'lookup'}}
  struct entry *e = find(key);
  pthread_mutex_unlock(&table_lock);
  if (e) {
    if (wr)
      pthread_rwlock_wrlock(&e->lock);
    else
      pthread_rwlock_rdlock(&e->lock);
  }
  return e;
}

void *reloader(void *arg) {
  pthread_mutex_lock(&config_lock); // expected-note{{'config_lock' acquired here}}
  struct entry *e = lookup(1, 1); // expected-warning{{potential deadlock: 'config_lock' and 'table_lock' are acquired in opposite orders}} \
                                  // expected-note{{'table_lock' acquired through a call to 'lookup' while 'config_lock' is held, in function 'reloader'}}
  if (e)
    pthread_rwlock_unlock(&e->lock);
  pthread_mutex_unlock(&config_lock);
  return arg;
}

void *worker(void *arg) {
  pthread_mutex_lock(&table_lock); // expected-note{{'table_lock' acquired here}}
  pthread_mutex_lock(&config_lock); // expected-note{{'config_lock' acquired while 'table_lock' is held, in function 'worker'}}
  config++;
  pthread_mutex_unlock(&config_lock);
  pthread_mutex_unlock(&table_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reloader, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
