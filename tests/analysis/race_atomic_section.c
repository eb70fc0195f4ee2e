/* The verification tools' atomic sections (SV-COMP): what runs between
   __VERIFIER_atomic_begin() and __VERIFIER_atomic_end(), or in a function
   whose name starts with __VERIFIER_atomic_, runs without interleaving,
   so its accesses are atomic: as if one lock were held in every atomic
   section.  An access outside one races with the others, in a section or
   not ('total', 'flag').  Twin: race_atomic_section_ok.c. */
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int counter, flag, turn, total;

void __VERIFIER_atomic_take_turn(void) {
  turn = turn + 1;
  total = total + turn; // expected-note{{'total' also written here, in function '__VERIFIER_atomic_take_turn', with '__VERIFIER_atomic' held}}
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
  total = 0; // expected-warning{{data race: writing 'total' while another thread writes it, with no lock in common}}
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
