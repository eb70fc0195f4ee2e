// flags: -Iinclude
/* A condition made of several tests (`!w->is_bg || w->is_bg_thread`)
   that decides whether a lock is taken, tested again where the lock is
   used and released.  The graph splits each condition into one branch
   per test; the paths through the first split that take the lock meet
   before the lock is taken, and what each knew of the single tests is
   lost there.  What they share is that the whole condition was true: a
   second test of the same condition, with nothing it reads changed, goes
   the same way.
   - or_of_members: `||` of a negated member and a member, each step of a
     set-up under the lock (unbound's libworker_setup);
   - and_of_params: `&&`, whose false side is reached two ways;
   - negated_whole: `!(a && b)`, the same condition under a `!`;
   - three_tests: `a || b || c`, tested again in a loop's body;
   - written_between: a write of another member between the tests;
   - while_condition: the condition of a loop, false where the loop ends
     (reached two ways), tested again after it. */
// expected-no-diagnostics
#include "annotalysis.h"
#include <pthread.h>
#include <stdlib.h>

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);

struct ctx { pthread_mutex_t lock; int seed; };
struct worker { struct ctx *ctx; int is_bg, is_bg_thread; void *scratch; int steps; };

struct worker *or_of_members(struct ctx *ctx, int is_bg) {
  struct worker *w = calloc(1, sizeof *w);
  if (!w)
    return NULL;
  w->is_bg = is_bg;
  w->ctx = ctx;
  if (!w->is_bg || w->is_bg_thread)
    pthread_mutex_lock(&ctx->lock);
  w->scratch = malloc(16);
  if (!w->is_bg || w->is_bg_thread)
    pthread_mutex_unlock(&ctx->lock);
  if (!w->scratch) {
    free(w);
    return NULL;
  }
  if (!w->is_bg || w->is_bg_thread)
    pthread_mutex_lock(&ctx->lock);
  w->steps = ctx->seed;
  if (!w->is_bg || w->is_bg_thread)
    pthread_mutex_unlock(&ctx->lock);
  return w;
}

void and_of_params(int a, int b) {
  if (a && b)
    mutex_lock(&mu);
  if (a && b) {
    counter++;
    mutex_unlock(&mu);
  }
}

void negated_whole(int a, int b) {
  if (!(a && b))
    mutex_lock(&mu);
  if (!(a && b)) {
    counter++;
    mutex_unlock(&mu);
  }
}

void three_tests(int a, int b, int c, int n) {
  for (int i = 0; i < n; i++) {
    if (a || b || c)
      mutex_lock(&mu);
    if (a || b || c) {
      counter += i;
      mutex_unlock(&mu);
    }
  }
}

void written_between(struct worker *w) {
  if (w->is_bg && !w->is_bg_thread)
    mutex_lock(&mu);
  w->steps++;
  if (w->is_bg && !w->is_bg_thread) {
    counter++;
    mutex_unlock(&mu);
  }
}

void while_condition(struct worker *w) {
  mutex_lock(&mu);
  while (w->is_bg && w->is_bg_thread)
    w->steps--;
  if (w->is_bg && w->is_bg_thread)
    return;
  counter++;
  mutex_unlock(&mu);
}
