/* An element of a guarded array is an access of the array: writing
   t->slots[i] or counts[i]++ needs the lock exclusively, reading one needs
   it held, as Clang says (it names the array). */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void lock_shared(struct mutex *m) __attribute__((acquire_shared_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
void unlock_shared(struct mutex *m) __attribute__((release_shared_capability(m)));

struct table { struct mutex lock; int slots[16] __attribute__((guarded_by(lock))); int grid[4][4] __attribute__((guarded_by(lock))); };
struct mutex counts_lock;
int counts[8] __attribute__((guarded_by(counts_lock)));

void write_unlocked(struct table *t, int i) {
  t->slots[i] = 1; // expected-warning{{writing variable 'slots' requires holding mutex 't->lock' exclusively}}
  counts[i]++; // expected-warning{{writing variable 'counts' requires holding mutex 'counts_lock' exclusively}}
  t->grid[i][i] = 0; // expected-warning{{writing variable 'grid' requires holding mutex 't->lock' exclusively}}
}

int read_unlocked(struct table *t, int i) {
  return t->slots[i] + counts[2]; // expected-warning{{reading variable 'slots' requires holding mutex 't->lock'}} expected-warning{{reading variable 'counts' requires holding mutex 'counts_lock'}}
}

void write_shared(int i) {
  lock_shared(&counts_lock);
  counts[i] = 0; // expected-warning{{writing variable 'counts' requires holding mutex 'counts_lock' exclusively}}
  unlock_shared(&counts_lock);
}
