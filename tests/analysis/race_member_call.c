/* Functions called through a member of a struct of function pointers.
   The crawler holds 'crawl_lock' around its call of 'active->eval'; the
   second thread calls the same member with no lock, so 'count_eval' runs
   unlocked there.  'on_event' is stored in a member the program never
   calls through (a library calls it): it may run in any thread. */
#include <pthread.h>

typedef struct {
  void (*eval)(int);
  void (*done)(void);
} module_t;

struct hooks {
  void (*on_event)(void);
};

void register_hooks(struct hooks *h);

pthread_mutex_t crawl_lock = PTHREAD_MUTEX_INITIALIZER;
int client_fd, seen;

static void count_eval(int x) {
  if (client_fd > 0) // expected-warning{{data race: reading 'client_fd' without holding 'crawl_lock', held at 2 of its 2 writes}}
    seen += x; // expected-warning{{data race: writing 'seen' while another thread writes it, with no lock in common}} \
                  expected-note{{'seen' written here by another thread running 'count_eval' at once, with 'crawl_lock' held}}
}

static void count_done(void) { seen = 0; }

static void on_event(void) {
  seen = client_fd; // expected-warning{{data race: reading 'client_fd' without holding 'crawl_lock', held at 2 of its 2 writes}}
}

module_t count_mod = {.eval = count_eval, .done = count_done};
module_t *active = &count_mod;
struct hooks hooks;

static void *crawler(void *arg) {
  pthread_mutex_lock(&crawl_lock);
  active->eval(1);
  (*active->done)();
  pthread_mutex_unlock(&crawl_lock);
  return arg;
}

static void *careless(void *arg) {
  active->eval(2); // expected-note 2 {{'count_eval' called here, in function 'careless'}}
  return arg;
}

static void *setter(void *arg) {
  pthread_mutex_lock(&crawl_lock);
  client_fd = 3; // expected-note 2 {{'client_fd' written with 'crawl_lock' held, in function 'setter'}}
  pthread_mutex_unlock(&crawl_lock);
  pthread_mutex_lock(&crawl_lock);
  client_fd = 0;
  pthread_mutex_unlock(&crawl_lock);
  return arg;
}

int main(void) {
  hooks.on_event = on_event;
  register_hooks(&hooks);
  pthread_t a, b, c;
  pthread_create(&a, 0, crawler, 0);
  pthread_create(&b, 0, setter, 0);
  pthread_create(&c, 0, careless, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return seen;
}
