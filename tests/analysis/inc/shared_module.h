/* A struct declared in a header: other files can name its members. */
#include <pthread.h>
struct shared_module {
  pthread_mutex_t lk;
  int needs_lock;
};
