/* The verification tools' atomic sections (SV-COMP): what runs between
   __VERIFIER_atomic_begin() and __VERIFIER_atomic_end(), or in a function
   whose name starts with __VERIFIER_atomic_, runs without interleaving,
   so its accesses are atomic and race with nothing; an access outside one
   still does.  Twin: race_atomic_section_ok.c. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int counter, flag, turn;

void __VERIFIER_atomic_take_turn(void) {
  turn = turn + 1;
}

static void *left(void *arg) {
  __VERIFIER_atomic_begin();
  counter = counter + 1;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_take_turn();
  flag = 1; // expected-warning{{data race: 'flag' is written by two threads with no lock held}}
  return arg;
}

static void *right(void *arg) {
  __VERIFIER_atomic_begin();
  counter = counter + 2;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_take_turn();
  flag = 2; // expected-note{{'flag' also written here, in function 'right'}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter + flag + turn;
}
