/* What library functions write through their arguments, with the guard
   held (memset of totals under totals_lock), or in objects no other
   thread sees (a local buffer), races with nothing.  Twin:
   race_library_writes.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct totals {
  long hits, misses;
};

struct totals totals;
pthread_mutex_t totals_lock = PTHREAD_MUTEX_INITIALIZER;
int limit;

static void *counter(void *arg) {
  pthread_mutex_lock(&totals_lock);
  totals.hits++;
  totals.misses++;
  pthread_mutex_unlock(&totals_lock);
  pthread_mutex_lock(&totals_lock);
  totals.hits += 2;
  totals.misses += 2;
  pthread_mutex_unlock(&totals_lock);
  return arg;
}

int main(void) {
  pthread_t a;
  if (scanf("%d", &limit) != 1) /* before the thread starts */
    return 1;
  pthread_create(&a, 0, counter, 0);
  pthread_mutex_lock(&totals_lock);
  memset(&totals, 0, sizeof totals);
  pthread_mutex_unlock(&totals_lock);
  char line[32];
  snprintf(line, sizeof line, "%d", limit);
  return (int)strlen(line);
}
