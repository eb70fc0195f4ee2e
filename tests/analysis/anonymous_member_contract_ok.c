/* A contract names a member of an anonymous struct or union like any
   other (fio's `union { struct fio_sem *lock; struct fio_rwlock *rwlock; }`
   in struct fio_file): lock_file and unlock_file, which take and release
   the lock where the file has one and its mode says so, get conditional
   contracts, and their callers agree with themselves.
   anonymous_member_contract.c misuses them. */
#include <pthread.h>
struct rw { pthread_rwlock_t lock; };
struct file { union { void *sem; struct rw *rwlock; }; int mode; int n; };

static void rw_write(struct rw *l) { pthread_rwlock_wrlock(&l->lock); }
static void rw_unlock(struct rw *l) { pthread_rwlock_unlock(&l->lock); }

static void lock_file(struct file *f) {
  if (!f->sem)
    return;
  if (f->mode == 2)
    rw_write(f->rwlock);
}

static void unlock_file(struct file *f) {
  if (!f->sem)
    return;
  if (f->mode == 2)
    rw_unlock(f->rwlock);
}

void use_file(struct file *f) {
  lock_file(f);
  f->n++;
  unlock_file(f);
}
// expected-no-diagnostics
