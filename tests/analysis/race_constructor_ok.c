/* A function each of whose returns gives null or an object an allocator
   just made (calloc, fill, return) is a constructor: what it returns is as
   new to its caller as calloc's value, so the caller's accesses before
   it publishes the object race with nothing.  Twin: race_constructor.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct conn {
  int refs;
  struct conn *next;
};

struct conn *head;
pthread_mutex_t list_mu = PTHREAD_MUTEX_INITIALIZER;

static struct conn *conn_new(void) {
  struct conn *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->refs = 1;
  return c;
}

static struct conn *conn_new_linked(struct conn *next) {
  struct conn *c = conn_new();
  if (c)
    c->next = next;
  return c;
}

static void *adder(void *arg) {
  struct conn *c = conn_new_linked(0);
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
