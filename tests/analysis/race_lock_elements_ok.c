/* An element of an array of locks by a constant index is one lock with
   itself (m[2] in both threads), and with the whole family when a thread
   takes every element (`m[i]` in a loop) or one picked at run time.
   Twin: race_lock_elements.c. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t m[4];
long total, spread;
int pick;

static void *first(void *arg) {
  pthread_mutex_lock(&m[2]);
  total++;
  pthread_mutex_unlock(&m[2]);
  pthread_mutex_lock(&m[1]);
  spread++;
  pthread_mutex_unlock(&m[1]);
  return arg;
}

static void *second(void *arg) {
  pthread_mutex_lock(&m[2]);
  total += 2;
  pthread_mutex_unlock(&m[2]);
  pthread_mutex_lock(&m[pick]);
  spread += 2;
  pthread_mutex_unlock(&m[pick]);
  return arg;
}

int main(void) {
  pthread_t a, b;
  for (int i = 0; i < 4; i++)
    pthread_mutex_init(&m[i], 0);
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
