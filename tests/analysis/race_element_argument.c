/* A function handed an element of a global array by a loop's counter
   (`touch(&slots[i])`) may be given any element: the walker's writes
   through its parameter, under the element's lock, meet main's write of
   slots[2].hits with no lock.  Twin: race_element_argument_ok.c. */
#include <pthread.h>

struct slot {
  pthread_mutex_t lock;
  long hits;
};
struct slot slots[8];

static void touch(struct slot *s) {
  pthread_mutex_lock(&s->lock);
  s->hits++; // expected-note{{'s->hits' also written here, in function 'touch', with 's->lock' held}}
  pthread_mutex_unlock(&s->lock);
}

static void *walker(void *arg) {
  for (int i = 0; i < 8; i++)
    touch(&slots[i]);
  return arg;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 8; i++)
    pthread_mutex_init(&slots[i].lock, 0);
  pthread_create(&t, 0, walker, 0);
  slots[2].hits = 0; // expected-warning{{data race: writing 'slots[2].hits' (struct slot.hits) while another thread writes it, with no lock in common}}
  pthread_join(t, 0);
  return 0;
}
