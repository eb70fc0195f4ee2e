/* cond_member_in_loop_ok.c's loop, with the flag changed between the
   test that takes the lock and the one that releases it, and with the
   release tested on another member. */
#include <pthread.h>
struct zone { pthread_mutex_t mutex; int has_wp; long wp; };

void reset(struct zone *z, struct zone *end) {
  for (; z < end; z++) { // expected-warning{{expecting mutex 'z->mutex' to be held at start of each loop}}
    if (z->has_wp)
      pthread_mutex_lock(&z->mutex); // expected-note{{mutex acquired here}}
    z->has_wp = z->wp > 0;
    if (z->has_wp)
      pthread_mutex_unlock(&z->mutex); // expected-warning{{releasing mutex 'z->mutex' that was not held}}
  }
}

void other_member(struct zone *z, struct zone *end) {
  for (; z < end; z++) { // expected-warning{{expecting mutex 'z->mutex' to be held at start of each loop}}
    if (z->has_wp)
      pthread_mutex_lock(&z->mutex); // expected-note{{mutex acquired here}}
    if (z->wp)
      pthread_mutex_unlock(&z->mutex); // expected-warning{{releasing mutex 'z->mutex' that was not held}}
  }
}
