/* deadlock_two_functions.c with one order: accounts, then journal,
   everywhere; and a function that takes them one at a time. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t accounts = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t journal = PTHREAD_MUTEX_INITIALIZER;
long balance, entries;

void *deposit(void *arg) {
  pthread_mutex_lock(&accounts);
  pthread_mutex_lock(&journal);
  balance++;
  entries++;
  pthread_mutex_unlock(&journal);
  pthread_mutex_unlock(&accounts);
  return arg;
}

void *audit(void *arg) {
  pthread_mutex_lock(&accounts);
  pthread_mutex_lock(&journal);
  entries += balance;
  pthread_mutex_unlock(&journal);
  pthread_mutex_unlock(&accounts);
  return arg;
}

void *count(void *arg) {
  pthread_mutex_lock(&journal);
  long n = entries;
  pthread_mutex_unlock(&journal);
  pthread_mutex_lock(&accounts);
  balance += n;
  pthread_mutex_unlock(&accounts);
  return arg;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, deposit, 0);
  pthread_create(&t2, 0, audit, 0);
  pthread_create(&t3, 0, count, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}
