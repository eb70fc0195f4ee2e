/* anonymous_member_contract_ok.c's wrappers, misused: the lock released
   whether lock_file took it or not. */
#include <pthread.h>
struct rw { pthread_rwlock_t lock; };
struct file { union { void *sem; struct rw *rwlock; }; int mode; int n; };

static void rw_write(struct rw *l) { pthread_rwlock_wrlock(&l->lock); }

static void lock_file(struct file *f) {
  if (!f->sem)
    return;
  if (f->mode == 2)
    rw_write(f->rwlock);
}

void unlock_anyway(struct file *f) {
  lock_file(f);
  f->n++;
  pthread_rwlock_unlock(&f->rwlock->lock); // expected-warning{{releasing mutex 'f->rwlock->lock' that was not held}}
}
