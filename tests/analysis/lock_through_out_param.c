/* The twin of lock_through_out_param_ok.c: a caller that tests for a
   number the lookup never returns goes on where it failed, and one that
   does not test at all unlocks what it may not hold; a search that may
   also return 1 says nothing of -1, so returning on -1 is not enough. */
#include <pthread.h>
#include <stddef.h>

struct ctx { pthread_mutex_t m; int id; int uses; };
static struct ctx ctxs[4];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

static long find(int id, struct ctx **out) {
  *out = NULL;
  for (int i = 0; i < 4; i++)
    if (ctxs[i].id == id) {
      *out = &ctxs[i];
      return 0;
    }
  return -1;
}

static long get_and_lock(int id, struct ctx **out) {
  long rv;
  pthread_mutex_lock(&table_lock);
  rv = find(id, out);
  if (rv == 0)
    pthread_mutex_lock(&(*out)->m);
  pthread_mutex_unlock(&table_lock);
  return rv;
}

long wrong_number(int id) {
  struct ctx *c;
  long rv = get_and_lock(id, &c);
  if (rv == 1)
    return -1;
  c->uses++;
  pthread_mutex_unlock(&c->m); // expected-warning{{releasing mutex 'c->m' that was not held}}
  return 0;
}

long untested(int id) {
  struct ctx *c;
  get_and_lock(id, &c);
  pthread_mutex_unlock(&c->m); // expected-warning{{releasing mutex 'c->m' that was not held}}
  return 0;
}

static long find_three(int id, struct ctx **out) {
  *out = &ctxs[0];
  if (id < 0)
    return 1;
  return id == 0 ? 0 : -1;
}

static long lock_three(int id, struct ctx **out) {
  long rv;
  pthread_mutex_lock(&table_lock);
  rv = find_three(id, out);
  if (rv == 0)
    pthread_mutex_lock(&(*out)->m);
  pthread_mutex_unlock(&table_lock);
  return rv;
}

long returns_on_minus_one(int id) {
  struct ctx *c;
  if (lock_three(id, &c) == -1)
    return -1;
  pthread_mutex_unlock(&c->m); // expected-warning{{releasing mutex 'c->m' that was not held}}
  return 0;
}
