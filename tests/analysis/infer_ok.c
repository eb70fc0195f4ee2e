/* infer.c's wrappers and helpers used as their bodies say: each lock
   taken by a wrapper released by one, each helper called with what it
   needs, a try-lock wrapper's result tested, recursion under the lock. */
// expected-no-diagnostics
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

struct conn {
  pthread_mutex_t mu;
  int refs GUARDED_BY(mu);
};

static void conn_lock(struct conn *c) { pthread_mutex_lock(&c->mu); }
static void conn_unlock(struct conn *c) { pthread_mutex_unlock(&c->mu); }
static int conn_trylock(struct conn *c) { return pthread_mutex_trylock(&c->mu); }
static void conn_ref_locked(struct conn *c) { c->refs++; }

/* a wrapper of wrappers */
static void conn_ref(struct conn *c) {
  conn_lock(c);
  conn_ref_locked(c);
  conn_unlock(c);
}

void ref_twice(struct conn *c) {
  conn_ref(c);
  conn_lock(c);
  conn_ref_locked(c);
  conn_unlock(c);
}

int ref_if_free(struct conn *c) {
  if (conn_trylock(c) != 0)
    return -1;
  conn_ref_locked(c);
  conn_unlock(c);
  return 0;
}

pthread_mutex_t list_mu;
int visits GUARDED_BY(list_mu);
struct node {
  struct node *next;
  int v GUARDED_BY(list_mu);
};

static int sum_locked(struct node *n) {
  if (!n)
    return 0;
  return n->v + sum_locked(n->next);
}

int sum(struct node *n) {
  pthread_mutex_lock(&list_mu);
  int s = sum_locked(n);
  pthread_mutex_unlock(&list_mu);
  return s;
}

static int odd_locked(int n);
static int even_locked(int n) {
  visits++;
  return n == 0 ? 1 : odd_locked(n - 1);
}
static int odd_locked(int n) { return n == 0 ? 0 : even_locked(n - 1); }

int parity(int n) {
  pthread_mutex_lock(&list_mu);
  int odd = odd_locked(n);
  pthread_mutex_unlock(&list_mu);
  return odd;
}

/* a global lock's wrappers, not static: their effect is inferred too */
void list_lock(void) { pthread_mutex_lock(&list_mu); }
void list_unlock(void) { pthread_mutex_unlock(&list_mu); }

void visit(void) {
  list_lock();
  visits++;
  list_unlock();
}

/* released and taken back: needed on entry */
static void drop_and_retake(struct conn *c) {
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
}

void retake(struct conn *c) {
  conn_lock(c);
  drop_and_retake(c);
  conn_ref_locked(c);
  conn_unlock(c);
}

/* a try-lock that returns a pointer to the lock: non-null is success */
static pthread_mutex_t *try_get(struct conn *c) {
  if (pthread_mutex_trylock(&c->mu) == 0)
    return &c->mu;
  return 0;
}

void got_it(struct conn *c) {
  pthread_mutex_t *held = try_get(c);
  if (held) {
    c->refs++;
    pthread_mutex_unlock(held);
  }
}

/* takes the lock only when there is something to return */
void *malloc(unsigned long);
static void *list_iterator(void) {
  void *it = malloc(16);
  if (!it)
    return 0;
  pthread_mutex_lock(&list_mu);
  return it;
}

void walk(void) {
  void *it = list_iterator();
  if (!it)
    return;
  visits++;
  pthread_mutex_unlock(&list_mu);
}

/* another lock taken and given back, this one released for the caller:
   static, so every caller is seen and checked */
pthread_mutex_t stats_mu;
int writes GUARDED_BY(stats_mu);

static void finish_write(struct conn *c) {
  pthread_mutex_lock(&stats_mu);
  writes++;
  pthread_mutex_unlock(&stats_mu);
  c->refs--;
  pthread_mutex_unlock(&c->mu);
}

void write_one(struct conn *c) {
  conn_lock(c);
  finish_write(c);
}

/* a try-lock wrapper that says failure with -1, and a caller that tests
   it with `!` */
static int conn_try_or_fail(struct conn *c) {
  if (pthread_mutex_trylock(&c->mu) != 0)
    return -1;
  return 0;
}

void ref_if_got(struct conn *c) {
  if (!conn_try_or_fail(c)) {
    conn_ref_locked(c);
    conn_unlock(c);
  }
}

/* a getter of a lock: lock_returned */
static pthread_mutex_t *conn_mutex(struct conn *c) { return &c->mu; }

void through_getter(struct conn *c) {
  pthread_mutex_lock(conn_mutex(c));
  c->refs++;
  pthread_mutex_unlock(conn_mutex(c));
}

/* a read lock dropped and taken back in the same mode: needed shared */
struct table {
  pthread_rwlock_t rw;
  int n GUARDED_BY(rw);
};

static void let_writers_in(struct table *t) {
  pthread_rwlock_unlock(&t->rw);
  pthread_rwlock_rdlock(&t->rw);
}

int table_size(struct table *t) {
  pthread_rwlock_rdlock(&t->rw);
  let_writers_in(t);
  int n = t->n;
  pthread_rwlock_unlock(&t->rw);
  return n;
}
