/* A function that may store through its parameter an object others
   already use is no constructor: conn_lookup hands out the cached
   connection when there is one, so its caller's write races with the
   users'.  Twin: race_out_constructor_ok.c. */
#include <pthread.h>
#include <stdlib.h>

struct conn {
  int refs;
  struct conn *next;
};

struct conn *head, *cached;
pthread_mutex_t list_mu = PTHREAD_MUTEX_INITIALIZER;

static int conn_lookup(struct conn **out) {
  struct conn *c = cached;
  if (!c)
    c = calloc(1, sizeof *c);
  *out = c;
  return c ? 0 : -1;
}

static void *adder(void *arg) {
  struct conn *c;
  if (conn_lookup(&c) != 0)
    return arg;
  c->refs = 2; // expected-warning{{data race: writing 'c->refs' (struct conn.refs) without holding 'list_mu', held at 2 of its 3 writes}}
  pthread_mutex_lock(&list_mu);
  c->next = head;
  head = c;
  pthread_mutex_unlock(&list_mu);
  return arg;
}

static void *user(void *arg) {
  for (int round = 0; round < 2; round++) {
    pthread_mutex_lock(&list_mu);
    for (struct conn *c = head; c; c = c->next)
      c->refs++; // expected-note{{'c->refs' written with 'list_mu' held, in function 'user'}}
    pthread_mutex_unlock(&list_mu);
  }
  pthread_mutex_lock(&list_mu);
  for (struct conn *c = head; c; c = c->next)
    c->refs--;
  pthread_mutex_unlock(&list_mu);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, adder, 0);
  pthread_create(&b, 0, user, 0);
  return 0;
}
