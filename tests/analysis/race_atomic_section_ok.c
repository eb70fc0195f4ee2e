/* race_atomic_section.c with the flag and the total written in atomic
   sections too: every shared access is atomic, so none races.  A function
   an atomic function calls runs in its atomic section ('read_turn'). */
// expected-no-diagnostics
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int counter, flag, turn, total;

static int read_turn(void) { return turn; }

void __VERIFIER_atomic_take_turn(void) {
  turn = turn + 1;
  total = total + read_turn();
}

static void *left(void *arg) {
  __VERIFIER_atomic_begin();
  counter = counter + 1;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_take_turn();
  __VERIFIER_atomic_begin();
  flag = 1;
  __VERIFIER_atomic_end();
  return arg;
}

static void *right(void *arg) {
  __VERIFIER_atomic_begin();
  counter = counter + 2;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_take_turn();
  __VERIFIER_atomic_begin();
  flag = 2;
  total = 0;
  __VERIFIER_atomic_end();
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter + flag + turn + total;
}
