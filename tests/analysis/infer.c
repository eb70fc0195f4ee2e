/* Contracts inferred for functions without annotations: lock and unlock
   wrappers, a try-lock wrapper, `_locked` helpers whose needs become their
   callers' (static, address not taken), recursion, mutual recursion, and
   the helpers that keep their checks in their bodies: one whose address
   is taken and one with external linkage. */
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

void ref_unlocked(struct conn *c) {
  conn_ref_locked(c); // expected-warning{{calling function 'conn_ref_locked' requires holding mutex 'c->mu' exclusively}}
}

void ref_leaked(struct conn *c) {
  conn_lock(c); // expected-note{{mutex 'c->mu' acquired here}}
  conn_ref_locked(c);
} // expected-warning{{mutex 'c->mu' is still held at the end of function}}

int ref_after_failed_try(struct conn *c) {
  if (conn_trylock(c) != 0) {
    conn_ref_locked(c); // expected-warning{{calling function 'conn_ref_locked' requires holding mutex 'c->mu' exclusively}}
    return -1;
  }
  conn_unlock(c);
  return 0;
}

void unlock_twice(struct conn *c) {
  conn_lock(c);
  conn_unlock(c); // expected-note{{mutex 'c->mu' released here}}
  conn_unlock(c); // expected-warning{{releasing mutex 'c->mu' that was not held}}
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

int sum_unlocked(struct node *n) {
  return sum_locked(n); // expected-warning{{calling function 'sum_locked' requires holding mutex 'list_mu'}}
}

static int odd_locked(int n);
static int even_locked(int n) {
  visits++;
  return n == 0 ? 1 : odd_locked(n - 1);
}
static int odd_locked(int n) { return n == 0 ? 0 : even_locked(n - 1); }

int parity_unlocked(int n) {
  return odd_locked(n); // expected-warning{{calling function 'odd_locked' requires holding mutex 'list_mu' exclusively}}
}

static void bump_locked(struct conn *c) {
  c->refs++; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
}
void (*bump_hook)(struct conn *) = bump_locked;

void exported_locked(struct conn *c) {
  c->refs--; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
}

/* released and taken back: needed on entry */
static void drop_and_retake(struct conn *c) {
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
}

void retake_unlocked(struct conn *c) {
  drop_and_retake(c); // expected-warning{{calling function 'drop_and_retake' requires holding mutex 'c->mu' exclusively}}
}

/* a try-lock that returns a pointer to the lock: non-null is success */
static pthread_mutex_t *try_get(struct conn *c) {
  if (pthread_mutex_trylock(&c->mu) == 0)
    return &c->mu;
  return 0;
}

void got_nothing(struct conn *c) {
  pthread_mutex_t *held = try_get(c);
  if (!held)
    c->refs++; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
  else
    pthread_mutex_unlock(held);
}

/* one object's lock taken, another's released: a slip, not a contract */
void unlock_other(struct conn *a, struct conn *b) {
  pthread_mutex_lock(&a->mu);
  pthread_mutex_unlock(&b->mu); // expected-warning{{releasing mutex 'b->mu' that was not held}}
  pthread_mutex_unlock(&a->mu);
}

/* a helper with an inferred contract still changes memory: what was
   known of q->closed before the call is not known after it */
struct q {
  pthread_mutex_t mu;
  int n GUARDED_BY(mu);
  int closed;
};

static void drain_locked(struct q *q) {
  q->n = 0;
  q->closed = 1;
}

int put(struct q *q) {
  pthread_mutex_lock(&q->mu); // expected-note{{mutex 'q->mu' acquired here}}
  if (q->closed) {
    pthread_mutex_unlock(&q->mu);
    return -1;
  }
  drain_locked(q);
  if (q->closed)
    return -2; // expected-warning{{mutex 'q->mu' is still held at the end of function}}
  pthread_mutex_unlock(&q->mu);
  return 0;
}

/* a function any file may call writes guarded data, then unlocks a lock
   it never took: its own bugs, not an unlock function's contract */
void finish_unlocked(struct conn *c) {
  c->refs--; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
  pthread_mutex_unlock(&c->mu); // expected-warning{{releasing mutex 'c->mu' that was not held}}
}

/* a thread's entry (its address is taken) and main are called by nobody
   the analysis sees: nothing is inferred for them */
void *worker(void *arg) {
  struct conn *c = arg;
  pthread_mutex_unlock(&c->mu); // expected-warning{{releasing mutex 'arg->mu' that was not held}}
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_unlock(&list_mu); // expected-warning{{releasing mutex 'list_mu' that was not held}}
  return 0;
}

/* the lock or NULL, without taking it: not lock_returned, so the NULL
   branch is not thought impossible */
struct shared_conn {
  pthread_mutex_t mu;
  int shared;
  int refs GUARDED_BY(mu);
};

static pthread_mutex_t *lock_or_null(struct shared_conn *c) {
  pthread_mutex_lock(&list_mu);
  visits++;
  pthread_mutex_unlock(&list_mu);
  if (!c->shared)
    return 0;
  return &c->mu;
}

void touch_unlocked(struct shared_conn *c) {
  if (!lock_or_null(c))
    c->refs++; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
}
