/*
 * config_mistakes.c: preprocessing and annotation mistakes of the kind a
 * real build hides behind a wall of output, or that GCC never reports at
 * all.  `./annotalysis examples/config_mistakes.c` reports each with its
 * location, the source line and a caret.
 */
#include <pthread.h>
#include <stdio.h>

#include "../include/annotalysis.h"

#define QUEUE_LEN 64
#define LOCK(m) pthread_mutex_lock(m)
#define UNLOCK(m) pthread_mutex_unlock(m)

/* A second definition that differs from the first. */
#define QUEUE_LEN 128

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
static int queue[QUEUE_LEN];
static int queue_count;

int queue_push(int value) {
  LOCK(&queue_mu);
  if (queue_count == QUEUE_LEN) {
    UNLOCK(&queue_mu);
    return -1;
  }
  queue[queue_count++] = value;
  UNLOCK(&queue_mu, 1); /* a macro called with the wrong number of arguments */
  return 0;
}

#if QUEUE_LEN > 100 && defined(DEBUG_QUEUE
#endif

/* Annotations GCC drops without a word. */
struct CAPABILITY("spinlock") spinlock { int raw; };
static struct spinlock stats_lock;
static long stats_hits PT_GUARDED_BY(stats_lock); /* not a pointer: GUARDED_BY was meant */
void stats_add(long n) REQUIRES(stats_lok);       /* a misspelt lock */
void stats_reset(void) ACQUIRE(stats_hits);       /* a counter is not a lock */
