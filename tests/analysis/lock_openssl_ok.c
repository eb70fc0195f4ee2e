/* OpenSSL's locks (declared as openssl/crypto.h declares them), which
   its users take for their own data (stunnel's client list): written
   under the write lock, read under the read lock, and each lock's result
   tested, 1 where it took the lock. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>
typedef void CRYPTO_RWLOCK;
CRYPTO_RWLOCK *CRYPTO_THREAD_lock_new(void);
int CRYPTO_THREAD_read_lock(CRYPTO_RWLOCK *lock);
int CRYPTO_THREAD_write_lock(CRYPTO_RWLOCK *lock);
int CRYPTO_THREAD_unlock(CRYPTO_RWLOCK *lock);

static CRYPTO_RWLOCK *list_lock;
struct client { struct client *next; };
static struct client *head;

static long length(void) {
  long n = 0;
  if (!CRYPTO_THREAD_read_lock(list_lock))
    return -1;
  for (struct client *c = head; c; c = c->next)
    n++;
  CRYPTO_THREAD_unlock(list_lock);
  return n;
}

static void *serve(void *arg) {
  struct client *c = arg;
  if (!CRYPTO_THREAD_write_lock(list_lock))
    return NULL;
  c->next = head;
  head = c;
  CRYPTO_THREAD_unlock(list_lock);
  return (void *)length();
}

int main(void) {
  list_lock = CRYPTO_THREAD_lock_new();
  for (int i = 0; i < 4; i++) {
    pthread_t t;
    pthread_create(&t, NULL, serve, calloc(1, sizeof(struct client)));
  }
  CRYPTO_THREAD_write_lock(list_lock);
  head = NULL;
  CRYPTO_THREAD_unlock(list_lock);
  return 0;
}
