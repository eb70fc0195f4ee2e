/* The twin of guarded_arrays.c: the elements written with the lock held
   exclusively, read with it held shared. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void lock_shared(struct mutex *m) __attribute__((acquire_shared_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
void unlock_shared(struct mutex *m) __attribute__((release_shared_capability(m)));

struct table { struct mutex lock; int slots[16] __attribute__((guarded_by(lock))); int grid[4][4] __attribute__((guarded_by(lock))); };
struct mutex counts_lock;
int counts[8] __attribute__((guarded_by(counts_lock)));

void write_locked(struct table *t, int i) {
  lock(&t->lock);
  t->slots[i] = 1;
  t->grid[i][i] = t->slots[0];
  unlock(&t->lock);
  lock(&counts_lock);
  counts[i]++;
  unlock(&counts_lock);
}

int read_shared(int i) {
  lock_shared(&counts_lock);
  int n = counts[i];
  unlock_shared(&counts_lock);
  return n;
}
