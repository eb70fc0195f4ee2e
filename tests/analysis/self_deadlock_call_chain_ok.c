/* self_deadlock_call_chain.c, fixed: insert grows the table after it
   releases its lock, enroll counts before it takes the registry; merge
   holds one table's lock while it grows another.  set_accepting calls
   back into accept_conns only on a path its caller's argument rules out
   (memcached's accept_new_conns and maxconns_handler). */
// expected-no-diagnostics
#include <pthread.h>

struct table { pthread_mutex_t lock; int size; };
pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
int registered;

static void resize(struct table *t) {
  pthread_mutex_lock(&t->lock);
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}

static void grow(struct table *t) {
  if (t->size > 100)
    resize(t);
}

void insert(struct table *t) {
  pthread_mutex_lock(&t->lock);
  t->size++;
  pthread_mutex_unlock(&t->lock);
  grow(t);
}

static void count(void) {
  pthread_mutex_lock(&registry);
  registered++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  count();
  pthread_mutex_lock(&registry);
  registered--;
  pthread_mutex_unlock(&registry);
}

/* another table's lock, of the same class, is another lock */
void merge(struct table *into, struct table *from) {
  pthread_mutex_lock(&into->lock);
  into->size += 1;
  grow(from);
  pthread_mutex_unlock(&into->lock);
}

pthread_mutex_t conn_lock = PTHREAD_MUTEX_INITIALIZER;
int accepting;
void accept_conns(int yes);

static void retry_later(int fd) {
  if (fd == -42 || accepting == 0)
    accepting++;
  else
    accept_conns(1);
}

static void set_accepting(int yes) {
  if (!yes)
    retry_later(-42);
}

void accept_conns(int yes) {
  pthread_mutex_lock(&conn_lock);
  set_accepting(yes);
  pthread_mutex_unlock(&conn_lock);
}

/* rsyslog's stream: the lock is taken only in asynchronous mode, and the
   path that reaches the helper taking it again is the synchronous one: what
   a path knows of a member (`s->async == 0`) rules out a callee's lock
   taken where it knows the opposite. */
struct stream { pthread_mutex_t mut; int async; int fd; };
int open_file(const char *name);

static void open_stream(struct stream *s) {
  if (s->async)
    pthread_mutex_lock(&s->mut);
  s->fd = open_file("x");
  if (s->async)
    pthread_mutex_unlock(&s->mut);
}

static void write_now(struct stream *s) {
  if (s->fd == -1)
    open_stream(s);
}

static void schedule(struct stream *s) {
  if (!s->async)
    write_now(s);
}

void flush_stream(struct stream *s) {
  if (s->async)
    pthread_mutex_lock(&s->mut);
  schedule(s);
  if (s->async)
    pthread_mutex_unlock(&s->mut);
}
