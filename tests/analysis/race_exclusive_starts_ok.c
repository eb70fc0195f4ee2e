/* main starts one of two thread functions, by a choice (squashfs-tools'
   writer or cat_writer), directly or through a wrapper: the two never
   run at once, so what both write races with neither.  A function main
   calls where no thread runs starts one thread function at two places,
   in two branches (unsquashfs's initialise_threads): one thread of it. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

static char *zero_data;
static long blocks_done, sent;

static void write_block(void) {
  if (!zero_data)
    zero_data = calloc(1, 4096);
  blocks_done++;
}

static void *writer(void *p) { write_block(); return p; }
static void *cat_writer(void *p) { write_block(); return p; }

static void *sender(void *p) { sent++; return p; }
static void *quiet_sender(void *p) { sent = 0; return p; }

static void launch(pthread_t *t, void *(*fn)(void *)) { pthread_create(t, NULL, fn, NULL); }

static long copied;
static void *copier(void *p) { copied++; return p; }
static pthread_t copy_thread;
static void initialise_threads(int mode) {
  if (mode == 1)
    pthread_create(&copy_thread, NULL, copier, NULL);
  else if (mode == 2)
    pthread_create(&copy_thread, NULL, copier, &copied);
}

int main(int argc, char **argv) {
  pthread_t t, u;
  (void)argv;
  initialise_threads(argc);
  if (argc > 1)
    pthread_create(&t, NULL, cat_writer, NULL);
  else
    pthread_create(&t, NULL, writer, NULL);
  if (argc > 2)
    launch(&u, quiet_sender);
  else
    launch(&u, sender);
  pthread_join(u, NULL);
  pthread_join(copy_thread, NULL);
  return pthread_join(t, NULL);
}
