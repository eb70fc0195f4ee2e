/* lock_openssl_ok.c gone wrong: a count written under OpenSSL's read
   lock, which other readers hold at once, and the list's head read with
   no lock. */
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
static long counted;

static void *serve(void *arg) {
  struct client *c = arg;
  if (!CRYPTO_THREAD_write_lock(list_lock))
    return NULL;
  c->next = head;
  head = c; // expected-note{{'head' written with 'list_lock' held, in function 'serve'}}
  CRYPTO_THREAD_unlock(list_lock);
  if (CRYPTO_THREAD_read_lock(list_lock)) {
    counted++; // expected-warning{{data race: writing 'counted' while another thread writes it, with no lock in common}} expected-note{{'counted' written here by another thread running 'serve' at once, with 'list_lock' held shared}}
    CRYPTO_THREAD_unlock(list_lock);
  }
  return head; // expected-warning{{data race: reading 'head' without holding 'list_lock', held at 2 of its 2 writes}}
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
