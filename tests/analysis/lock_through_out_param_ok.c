/* A lookup that locks the entry it finds and hands it back through an
   out-parameter, saying by its result whether it found one: 0, or -1,
   the only two numbers it and the search it calls return (pcsc-lite's
   SCardGetContextChannelAndLockFromHandle).  The caller that returns on
   -1 holds the entry's lock, named through its own variable. */
#include <pthread.h>
#include <stddef.h>

// expected-no-diagnostics

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

long use(int id) {
  struct ctx *c;
  long rv = get_and_lock(id, &c);
  if (rv == -1)
    return -1;
  c->uses++;
  pthread_mutex_unlock(&c->m);
  return 0;
}

long use_not_zero(int id) {
  struct ctx *c;
  if (get_and_lock(id, &c) != 0)
    return -1;
  c->uses++;
  pthread_mutex_unlock(&c->m);
  return 0;
}
