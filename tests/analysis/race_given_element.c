/* Each thread gets its own element of args, but main goes on writing
   the element it has just given (args[i].limit after the start, i not
   yet moved), which the thread reads: a race with that thread.  The same
   with an array made by malloc (slots[i] = i after the start).  Twin:
   race_given_element_ok.c. */
#include <pthread.h>
#include <stdlib.h>

struct arg {
  int id;
  int limit;
};

static void *work(void *p) {
  struct arg *a = p;
  return (void *)(long)(a->id + a->limit); // expected-warning{{data race: reading 'a->limit' (struct arg.limit) while another thread writes it, with no lock in common}}
}

static void *count(void *p) {
  int *n = p;
  return (void *)(long)*n; // expected-warning{{data race: reading '*n' (*slots, a local at}}
}

int main(void) {
  pthread_t t[4], u[4];
  struct arg args[4];
  int *slots = malloc(4 * sizeof *slots);
  for (int i = 0; i < 4; i++) {
    args[i].id = i;
    pthread_create(&t[i], 0, work, &args[i]);
    args[i].limit = 10; // expected-note{{'args[i].limit' also written here, in function 'main'}}
    pthread_create(&u[i], 0, count, &slots[i]);
    slots[i] = i; // expected-note{{'slots[i]' also written here, in function 'main'}}
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], 0);
    pthread_join(u[i], 0);
  }
  free(slots);
  return 0;
}
