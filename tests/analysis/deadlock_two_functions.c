/* Two threads take the same two mutexes in opposite orders: each can
   hold one and wait for the other for ever. */
#include <pthread.h>

pthread_mutex_t accounts = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t journal = PTHREAD_MUTEX_INITIALIZER;
long balance, entries;

void *deposit(void *arg) {
  pthread_mutex_lock(&accounts); // expected-note{{'accounts' acquired here}}
  pthread_mutex_lock(&journal); // expected-warning{{potential deadlock: 'accounts' and 'journal' are acquired in opposite orders}} \
                                // expected-note{{'journal' acquired while 'accounts' is held, in function 'deposit'}}
  balance++;
  entries++;
  pthread_mutex_unlock(&journal);
  pthread_mutex_unlock(&accounts);
  return arg;
}

void *audit(void *arg) {
  pthread_mutex_lock(&journal); // expected-note{{'journal' acquired here}}
  pthread_mutex_lock(&accounts); // expected-note{{'accounts' acquired while 'journal' is held, in function 'audit'}}
  entries += balance;
  pthread_mutex_unlock(&accounts);
  pthread_mutex_unlock(&journal);
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, deposit, 0);
  pthread_create(&t2, 0, audit, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
