/* A lock taken again through calls while it is held: a mutex that is
   not recursive waits for itself.  The helpers have no contract that
   says so (each releases what it takes), so only the whole chain shows
   it. */
#include <pthread.h>

struct table { pthread_mutex_t lock; int size; };
pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
int registered;

static void resize(struct table *t) {
  pthread_mutex_lock(&t->lock); // expected-note{{'t->lock' acquired here, in function 'resize'}}
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}

static void grow(struct table *t) {
  if (t->size > 100)
    resize(t); // expected-note{{'resize' called here, in function 'grow'}}
}

void insert(struct table *t) {
  pthread_mutex_lock(&t->lock); // expected-note{{'t->lock' acquired here, in function 'insert'}}
  t->size++;
  grow(t); // expected-warning{{deadlock: calling 'grow' acquires 't->lock', which is already held}}
  pthread_mutex_unlock(&t->lock);
}

static void count(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'count'}}
  registered++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'enroll'}}
  count(); // expected-warning{{deadlock: calling 'count' acquires 'registry', which is already held}}
  pthread_mutex_unlock(&registry);
}

/* self_deadlock_call_chain_ok.c's stream, where schedule writes at once
   in either mode: in asynchronous mode it takes the lock its caller holds. */
struct stream { pthread_mutex_t mut; int async; int fd; };
int open_file(const char *name);

static void open_stream(struct stream *s) {
  if (s->async)
    pthread_mutex_lock(&s->mut); // expected-note{{'s->mut' acquired here, in function 'open_stream'}}
  s->fd = open_file("x");
  if (s->async)
    pthread_mutex_unlock(&s->mut);
}

static void write_now(struct stream *s) {
  if (s->fd == -1)
    open_stream(s); // expected-note{{'open_stream' called here, in function 'write_now'}}
}

static void schedule(struct stream *s) {
  write_now(s); // expected-note{{'write_now' called here, in function 'schedule'}}
}

void flush_stream(struct stream *s) {
  if (s->async)
    pthread_mutex_lock(&s->mut); // expected-note{{'s->mut' acquired here, in function 'flush_stream'}}
  schedule(s); // expected-warning{{deadlock: calling 'schedule' acquires 's->mut', which is already held}}
  if (s->async)
    pthread_mutex_unlock(&s->mut);
}
