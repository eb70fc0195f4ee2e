/* An access through the variable's own address cast to another pointer
   type is an access of the variable: WRITE_ONCE's `*(volatile int *)&x = v`,
   READ_ONCE's `*(const volatile typeof(x) *)&(x)`, `*(long *)&w = 1`.
   Clang checks them as accesses of x and w, named where the variable is. */
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
  *(volatile int *)&x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'm' exclusively}}
  WRITE_ONCE(x, 2); // expected-warning{{writing variable 'x' requires holding mutex 'm' exclusively}}
  *(long *)&w = 1; // expected-warning{{writing variable 'w' requires holding mutex 'm' exclusively}}
}

int read_once(struct stats *s) {
  int y = READ_ONCE(x); // expected-warning{{reading variable 'x' requires holding mutex 'm'}}
  return y + READ_ONCE(s->hits); // expected-warning{{reading variable 'hits' requires holding mutex 's->lock'}}
}
