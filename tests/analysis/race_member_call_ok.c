/* race_member_call.c with every call through the member made with
   'crawl_lock' held, and the hook taking the lock itself: the functions
   stored in the members run with the lock their callers hold. */
// expected-no-diagnostics
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
  if (client_fd > 0)
    seen += x;
}

static void count_done(void) { seen = 0; }

static void on_event(void) {
  pthread_mutex_lock(&crawl_lock);
  seen = client_fd;
  pthread_mutex_unlock(&crawl_lock);
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

static void *careful(void *arg) {
  pthread_mutex_lock(&crawl_lock);
  active->eval(2);
  pthread_mutex_unlock(&crawl_lock);
  return arg;
}

static void *setter(void *arg) {
  pthread_mutex_lock(&crawl_lock);
  client_fd = 3;
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
  pthread_create(&c, 0, careful, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return seen;
}
