/* A function each of whose stores through a parameter (`*out = c`) gives
   null or an object an allocator just made hands that object out as new:
   after `conn_create(&c)` the caller's c is its own until it publishes
   it, so its writes before that race with nothing (`createInstance(&p)`,
   `msgConstruct(&m)`).  Twin: race_out_constructor.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct conn {
  int refs;
  struct conn *next;
};

struct conn *head;
pthread_mutex_t list_mu = PTHREAD_MUTEX_INITIALIZER;

static int conn_create(struct conn **out) {
  struct conn *c;
  *out = NULL;
  c = calloc(1, sizeof *c);
  if (!c)
    return -1;
  c->refs = 1;
  *out = c;
  return 0;
}

static void *adder(void *arg) {
  struct conn *c;
  if (conn_create(&c) != 0)
    return arg;
  c->refs = 2;
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
      c->refs++;
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
