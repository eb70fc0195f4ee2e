/* What makes an object a function's own (its lock made or unmade, the
   object freed) covers that object only: another object it reaches
   (`c->peer->refs`) is still shared, and a function that only uses the
   object (`conn_reset`) does not own it.  Twin: race_own_object_ok.c. */
#include <pthread.h>
#include <stdlib.h>

struct conn {
  pthread_mutex_t mu;
  int refs;
  struct conn *peer;
};

struct conn *current;

void conn_free(struct conn **slot) {
  struct conn *c = *slot;
  c->peer->refs--; // expected-warning{{data race: writing 'c->peer->refs' (struct conn.refs) without holding 'c->peer->mu', held at 4 of its 6 writes}}
  pthread_mutex_destroy(&c->mu);
  free(c);
}

void conn_reset(struct conn *c) {
  c->refs = 0; // expected-warning{{data race: writing 'c->refs' (struct conn.refs) without holding 'c->mu', held at 4 of its 6 writes}}
}

static void *user(void *arg) {
  struct conn *c = current;
  pthread_mutex_lock(&c->mu);
  c->refs++; // expected-note 2{{'c->refs' written with 'c->mu' held, in function 'user'}}
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
  c->refs += 2;
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
  c->refs += 3;
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
  c->refs += 4;
  pthread_mutex_unlock(&c->mu);
  return arg;
}

static void *closer(void *arg) {
  conn_free(&current); // expected-note{{'conn_free' called here, in function 'closer'}}
  conn_reset(current); // expected-note{{'conn_reset' called here, in function 'closer'}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, user, 0);
  pthread_create(&b, 0, closer, 0);
  return 0;
}
