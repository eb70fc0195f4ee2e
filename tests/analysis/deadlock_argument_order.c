/* transfer takes its two accounts' locks in the order of its arguments,
   and two threads call it with the same two accounts the two ways round;
   move is called with accounts picked at run time, which can come in
   either order. */
#include <pthread.h>

struct account { pthread_mutex_t lock; long balance; };
struct account checking, savings;
struct account all[16];
int pick(void);

void transfer(struct account *from, struct account *to, long n) {
  pthread_mutex_lock(&from->lock); // expected-note{{'from->lock' acquired here}}
  pthread_mutex_lock(&to->lock); // expected-warning{{potential deadlock: 'to->lock' acquired while 'from->lock' is held, two 'struct account.lock' locks in the order of the arguments of 'transfer'}}
  from->balance -= n;
  to->balance += n;
  pthread_mutex_unlock(&to->lock);
  pthread_mutex_unlock(&from->lock);
}

void *pay_rent(void *arg) {
  transfer(&checking, &savings, 100);
  return arg;
}

void *sweep(void *arg) {
  transfer(&savings, &checking, 10);
  return arg;
}

static void move(struct account *x, struct account *y) {
  pthread_mutex_lock(&x->lock); // expected-note{{'x->lock' acquired here}}
  pthread_mutex_lock(&y->lock); // expected-warning{{potential deadlock: 'y->lock' acquired while 'x->lock' is held, two 'struct account.lock' locks in the order of the arguments of 'move'}}
  x->balance--;
  y->balance++;
  pthread_mutex_unlock(&y->lock);
  pthread_mutex_unlock(&x->lock);
}

void *shuffle(void *arg) {
  move(&all[pick()], &all[pick()]);
  return arg;
}

/* the same with an array of locks, by two indices the callers give */
pthread_mutex_t slots[8];
long slot_value[8];

void swap_slots(int from, int to) {
  pthread_mutex_lock(&slots[from]); // expected-note{{'slots[from]' acquired here}}
  pthread_mutex_lock(&slots[to]); // expected-warning{{potential deadlock: 'slots[to]' acquired while 'slots[from]' is held, two 'slots[*]' locks in the order of the arguments of 'swap_slots'}}
  long v = slot_value[from];
  slot_value[from] = slot_value[to];
  slot_value[to] = v;
  pthread_mutex_unlock(&slots[to]);
  pthread_mutex_unlock(&slots[from]);
}

void *left(void *arg) {
  swap_slots(1, 2);
  return arg;
}

void *right(void *arg) {
  swap_slots(2, 1);
  return arg;
}
