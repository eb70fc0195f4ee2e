/* main fills each element before the start that gives it, and the
   element of the next pass (args[i].id once i has moved) is another
   thread's to be; each thread writes only its own element.  Twin:
   race_given_element.c. */
#include <pthread.h>
#include <stdlib.h>

// expected-no-diagnostics

struct arg {
  int id;
  int limit;
  long result;
};

static void *work(void *p) {
  struct arg *a = p;
  a->result = a->id * a->limit;
  return p;
}

static void *count(void *p) {
  int *n = p;
  *n += 1;
  return p;
}

int main(void) {
  pthread_t t[4], u[4];
  struct arg args[4];
  int *slots = malloc(4 * sizeof *slots);
  long total = 0;
  for (int i = 0; i < 4; i++) {
    args[i].id = i;
    args[i].limit = 10;
    pthread_create(&t[i], 0, work, &args[i]);
    slots[i] = i;
    pthread_create(&u[i], 0, count, &slots[i]);
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], 0);
    pthread_join(u[i], 0);
    total += args[i].result + slots[i];
  }
  free(slots);
  return total == 0;
}
