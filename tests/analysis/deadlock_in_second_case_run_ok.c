/* deadlock_in_second_case_run.c with worker taking config_lock before
   table_lock, as reloader does through lookup(1, 1): one order, no cycle. */
// expected-no-diagnostics
#include <pthread.h>

struct entry { pthread_rwlock_t lock; int value; };

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t config_lock = PTHREAD_MUTEX_INITIALIZER;
struct entry *find(int key);
int config;

struct entry *lookup(int key, int wr) {
  pthread_mutex_lock(&table_lock);
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
  pthread_mutex_lock(&config_lock);
  struct entry *e = lookup(1, 1);
  if (e)
    pthread_rwlock_unlock(&e->lock);
  pthread_mutex_unlock(&config_lock);
  return arg;
}

void *worker(void *arg) {
  pthread_mutex_lock(&config_lock);
  pthread_mutex_lock(&table_lock);
  config++;
  pthread_mutex_unlock(&table_lock);
  pthread_mutex_unlock(&config_lock);
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
