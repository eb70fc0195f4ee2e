/* The list that global 'head' points to: the thread links under one lock,
   main reads under another.  Reached from a global, the node is the same
   object in both threads, so one locked write is evidence enough. */
#include <pthread.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
} *head;

pthread_mutex_t link_lock = PTHREAD_MUTEX_INITIALIZER, print_lock = PTHREAD_MUTEX_INITIALIZER;

static void *linker(void *arg) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    return arg;
  n->value = 7;
  pthread_mutex_lock(&link_lock);
  n->next = head->next;
  head->next = n; // expected-note{{'head->next' written with 'link_lock' held, in function 'linker'}}
  pthread_mutex_unlock(&link_lock);
  return arg;
}

int main(void) {
  head = calloc(1, sizeof *head);
  if (!head)
    return 1;
  pthread_t t;
  pthread_create(&t, 0, linker, 0);
  pthread_mutex_lock(&print_lock);
  struct node *first = head->next; // expected-warning{{data race: reading 'head->next' (struct node.next) without holding 'link_lock', held at 1 of its 1 writes}}
  pthread_mutex_unlock(&print_lock);
  pthread_join(t, 0);
  return first ? first->value : 0;
}
