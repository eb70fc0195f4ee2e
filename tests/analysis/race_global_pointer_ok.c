/* race_global_pointer.c with main reading under the linker's lock; and
   requests handed from a producer to a consumer through a queue: the
   producer fills a request in while it happens to hold 'stats_lock', the
   consumer reads it with no lock once it has taken it off the queue.  One
   locked write through a pointer that points to another request each time
   is no evidence that the lock guards the member. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
} *head;

struct request {
  int size;
  struct request *next;
};

struct request slots[10], *queue;
pthread_mutex_t link_lock = PTHREAD_MUTEX_INITIALIZER, queue_lock = PTHREAD_MUTEX_INITIALIZER,
                stats_lock = PTHREAD_MUTEX_INITIALIZER;
long requests, total;

static void *linker(void *arg) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    return arg;
  n->value = 7;
  pthread_mutex_lock(&link_lock);
  n->next = head->next;
  head->next = n;
  pthread_mutex_unlock(&link_lock);
  return arg;
}

static void fill(struct request *r, int size) {
  pthread_mutex_lock(&stats_lock);
  requests++;
  r->size = size;
  pthread_mutex_unlock(&stats_lock);
}

static void *producer(void *arg) {
  for (int i = 0; i < 10; i++) {
    struct request *r = &slots[i];
    fill(r, i);
    pthread_mutex_lock(&queue_lock);
    r->next = queue;
    queue = r;
    pthread_mutex_unlock(&queue_lock);
  }
  return arg;
}

static void *consumer(void *arg) {
  for (;;) {
    pthread_mutex_lock(&queue_lock);
    struct request *r = queue;
    if (r)
      queue = r->next;
    pthread_mutex_unlock(&queue_lock);
    if (!r)
      break;
    total += r->size;
  }
  return arg;
}

int main(void) {
  head = calloc(1, sizeof *head);
  if (!head)
    return 1;
  pthread_t t, p, c;
  pthread_create(&t, 0, linker, 0);
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_mutex_lock(&link_lock);
  struct node *first = head->next;
  pthread_mutex_unlock(&link_lock);
  pthread_join(t, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return first ? first->value + (int)total : 0;
}
