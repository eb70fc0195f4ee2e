/* Lock wrappers that check the lock's object before they use it (coturn's
   turn_mutex_lock and turn_mutex_unlock): a null pointer on the way to
   the lock, a magic number in its object, or all of them at once.  The
   check fails only for a lock never set up, which no caller that takes
   the lock passes: the wrappers take and release the lock, and the
   failure path of their own body, which returns without it, is no leak
   and no release of a lock not held.  Before, the unlock wrapper's
   condition of three tests gave it no contract: it was reported for
   releasing a lock not held and each caller for keeping the lock; the
   lock wrapper, which returns -1 on the failure path, was taken for a
   try-lock whose result its callers ignore. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define MUTEX_MAGIC 0xEFCD1983UL
typedef struct {
  unsigned long data;
  pthread_mutex_t *mutex;
} checked_mutex;

int checked_lock(checked_mutex *m) {
  if (!m || !m->mutex || m->data != MUTEX_MAGIC) {
    fprintf(stderr, "uninitialized mutex\n");
    return -1;
  }
  return pthread_mutex_lock(m->mutex);
}

int checked_unlock(checked_mutex *m) {
  if (m && m->mutex && m->data == MUTEX_MAGIC)
    return pthread_mutex_unlock(m->mutex);
  fprintf(stderr, "uninitialized mutex\n");
  return -1;
}

struct counter {
  unsigned magic;
  pthread_mutex_t mu;
  long n;
};

#define COUNTER_MAGIC 7u

void counter_lock(struct counter *c) {
  if (c->magic == COUNTER_MAGIC)
    pthread_mutex_lock(&c->mu);
}

void counter_unlock(struct counter *c) {
  if (c->magic == COUNTER_MAGIC)
    pthread_mutex_unlock(&c->mu);
}

static checked_mutex table_lock;
static int *table;
static struct counter hits;

static void *worker(void *arg) {
  checked_lock(&table_lock);
  free(table);
  table = malloc(sizeof *table);
  checked_unlock(&table_lock);
  counter_lock(&hits);
  hits.n++;
  counter_unlock(&hits);
  return arg;
}

int main(void) {
  pthread_t t[2];
  table_lock.mutex = malloc(sizeof *table_lock.mutex);
  pthread_mutex_init(table_lock.mutex, NULL);
  table_lock.data = MUTEX_MAGIC;
  pthread_mutex_init(&hits.mu, NULL);
  hits.magic = COUNTER_MAGIC;
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  return 0;
}
