/* A lock taken and released under the same test of a member of the
   object a loop's pointer points to (fio's zones: `if (z->has_wp)
   zone_lock(z); ... if (z->has_wp) zone_unlock(z);`), the pointer moved
   by the loop, an index or each element loaded anew: where the passes
   meet, what both know of `z->has_wp`, each through its own `z`, is
   known through the value the join gives z.  cond_member_in_loop.c
   changes the flag between the tests. */
#include <pthread.h>
struct zone { pthread_mutex_t mutex; int has_wp; long wp; };

long walk(struct zone *z, struct zone *end) {
  long s = 0;
  for (; z < end; z++) {
    if (z->has_wp)
      pthread_mutex_lock(&z->mutex);
    s += z->wp;
    if (z->has_wp)
      pthread_mutex_unlock(&z->mutex);
  }
  return s;
}

long by_index(struct zone *zones, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct zone *z = &zones[i];
    if (z->has_wp)
      pthread_mutex_lock(&z->mutex);
    s += z->wp;
    if (z->has_wp)
      pthread_mutex_unlock(&z->mutex);
  }
  return s;
}

long loaded(struct zone **zs, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct zone *z = zs[i];
    if (z->has_wp)
      pthread_mutex_lock(&z->mutex);
    s += z->wp;
    if (z->has_wp)
      pthread_mutex_unlock(&z->mutex);
  }
  return s;
}
// expected-no-diagnostics
