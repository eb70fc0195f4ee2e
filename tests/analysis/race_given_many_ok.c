/* More objects given to threads than the analysis follows (32): the
   33rd and later are not followed, and starting a thread with one of them
   twice must not look one up that is not there (a read before the start
   of the list, which make asan's build reported).  Nothing races: the
   threads touch nothing. */
#include <pthread.h>

// expected-no-diagnostics

static void *idle(void *p) { return p; }

#define GIVE(v)                                                                                                        \
  int v = 0;                                                                                                           \
  pthread_create(&t, 0, idle, &v)
#define GIVE8(p) GIVE(p##0); GIVE(p##1); GIVE(p##2); GIVE(p##3); GIVE(p##4); GIVE(p##5); GIVE(p##6); GIVE(p##7)

int main(void) {
  pthread_t t;
  GIVE8(a);
  GIVE8(b);
  GIVE8(c);
  GIVE8(d);
  GIVE8(e);
  GIVE(last);
  pthread_create(&t, 0, idle, &last);
  return 0;
}
