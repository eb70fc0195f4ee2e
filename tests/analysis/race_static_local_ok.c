/* A static of a function is an object of its own, not any object of its
   type: stamp alone copies into last, and tick writes the timespec of
   another object, clock_now's.  No two threads write one object.  Twin:
   race_static_local.c. */
#include <pthread.h>
#include <string.h>
#include <time.h>

// expected-no-diagnostics

struct clock {
  struct timespec ts;
};
struct clock *clock_now;

static void *stamp(void *arg) {
  static struct timespec last;
  struct timespec now = {0};
  memcpy(&last, &now, sizeof now);
  return arg;
}

static void *tick(void *arg) {
  clock_now->ts.tv_sec = 5;
  clock_now->ts.tv_nsec = 0;
  return arg;
}

int main(void) {
  pthread_t a, b;
  static struct clock c;
  clock_now = &c;
  pthread_create(&a, 0, stamp, 0);
  pthread_create(&b, 0, tick, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
