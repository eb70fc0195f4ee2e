/* access_through_cast.c's accesses, each with its lock held. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct mutex m;
int x __attribute__((guarded_by(m)));
long w __attribute__((guarded_by(m)));
struct stats { struct mutex lock; int hits __attribute__((guarded_by(lock))); };

void write_once(void) {
  lock(&m);
  *(volatile int *)&x = 1;
  WRITE_ONCE(x, 2);
  *(long *)&w = 1;
  unlock(&m);
}

int read_once(struct stats *s) {
  lock(&m);
  int y = READ_ONCE(x);
  unlock(&m);
  lock(&s->lock);
  y += READ_ONCE(s->hits);
  unlock(&s->lock);
  return y;
}
