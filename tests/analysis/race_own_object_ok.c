/* An object whose lock a function makes (pthread_mutex_init) or unmakes
   (pthread_mutex_destroy), or which it frees, is that function's own
   while it runs: no other thread uses it then, in a program without a
   worse bug, so its accesses there, and in the helpers it hands the
   object to, race with no thread.  Twin: race_own_object.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct conn {
  pthread_mutex_t mu;
  int refs;
  char *name;
};

struct conn *current;

static void conn_clear(struct conn *c) {
  c->refs = 0;
  c->name = 0;
}

void conn_init(struct conn *c) {
  pthread_mutex_init(&c->mu, 0);
  conn_clear(c);
}

void conn_free(struct conn **slot) {
  struct conn *c = *slot;
  free(c->name);
  conn_clear(c);
  pthread_mutex_destroy(&c->mu);
  free(c);
}

static void *user(void *arg) {
  struct conn *c = current;
  pthread_mutex_lock(&c->mu);
  c->refs++;
  c->name = 0;
  pthread_mutex_unlock(&c->mu);
  pthread_mutex_lock(&c->mu);
  c->refs--;
  c->name = "user";
  pthread_mutex_unlock(&c->mu);
  return arg;
}

static void *closer(void *arg) {
  conn_free(&current);
  return arg;
}

static void *opener(void *arg) {
  conn_init(current);
  return arg;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, user, 0);
  pthread_create(&b, 0, closer, 0);
  pthread_create(&c, 0, opener, 0);
  return 0;
}
