/* The ways a thread may already run where main writes what it reads,
   though no start of its function comes before the write in main's own
   code: each is a race, as in race_started_later.c.  A function that
   starts it called through a pointer; a thread started by a thread main
   started (two deep); a wrapper given the thread's function, called
   directly or by a helper; a start after seventy calls of functions that
   start nothing; a function given to a library function that may call
   it (pthread_once); a write in a loop that starts the reader, whose next
   round writes while the last reader runs. */
#include <pthread.h>

static void *signals(void *arg) { return arg; }

/* through a pointer */
static long by_pointer;
static void *pointer_reader(void *arg) {
  return (void *)by_pointer; // expected-warning{{data race: reading 'by_pointer' while another thread writes it, with no lock in common}}
}
static void start_pointer_reader(void) {
  pthread_t t;
  pthread_create(&t, NULL, pointer_reader, NULL);
}
static void (*starter)(void) = start_pointer_reader;

/* a thread's thread's thread */
static long deep;
static void *deep_reader(void *arg) {
  return (void *)deep; // expected-warning{{data race: reading 'deep' while another thread writes it, with no lock in common}}
}
static void *middle(void *arg) {
  pthread_t t;
  pthread_create(&t, NULL, deep_reader, arg);
  return arg;
}
static void *top(void *arg) {
  pthread_t t;
  pthread_create(&t, NULL, middle, arg);
  return arg;
}

/* a wrapper given the function, and a helper that calls it */
static long wrapped, helped;
static void *wrapped_reader(void *arg) {
  return (void *)wrapped; // expected-warning{{data race: reading 'wrapped' while another thread writes it, with no lock in common}}
}
static void *helped_reader(void *arg) {
  return (void *)helped; // expected-warning{{data race: reading 'helped' while another thread writes it, with no lock in common}}
}
static void launch(void *(*fn)(void *)) {
  pthread_t t;
  pthread_create(&t, NULL, fn, NULL);
}
static void start_helped(void) { launch(helped_reader); }

/* seventy calls first */
static long counted;
static void *counted_reader(void *arg) {
  return (void *)counted; // expected-warning{{data race: reading 'counted' while another thread writes it, with no lock in common}}
}
#define NOTHING(n) static void nothing##n(void) {}
#define TEN(n) NOTHING(n##0) NOTHING(n##1) NOTHING(n##2) NOTHING(n##3) NOTHING(n##4) NOTHING(n##5) NOTHING(n##6) NOTHING(n##7) NOTHING(n##8) NOTHING(n##9)
TEN(1) TEN(2) TEN(3) TEN(4) TEN(5) TEN(6) TEN(7)
#define CALL_TEN(n) nothing##n##0(); nothing##n##1(); nothing##n##2(); nothing##n##3(); nothing##n##4(); nothing##n##5(); nothing##n##6(); nothing##n##7(); nothing##n##8(); nothing##n##9();
static void start_counted(void) {
  pthread_t t;
  pthread_create(&t, NULL, counted_reader, NULL);
}

/* given to pthread_once */
static long once_read;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *once_reader(void *arg) {
  return (void *)once_read; // expected-warning{{data race: reading 'once_read' while another thread writes it, with no lock in common}}
}
static void start_once_reader(void) {
  pthread_t t;
  pthread_create(&t, NULL, once_reader, NULL);
}

/* a loop */
static long looped;
static void *loop_reader(void *arg) {
  return (void *)looped; // expected-warning{{data race: reading 'looped' while another thread writes it, with no lock in common}}
}

int main(void) {
  pthread_t s, t, ts[4];
  pthread_create(&s, NULL, signals, NULL);
  pthread_create(&t, NULL, top, NULL);
  deep = 1; // expected-note{{'deep' also written here, in function 'main'}}
  launch(wrapped_reader);
  wrapped = 1; // expected-note{{'wrapped' also written here, in function 'main'}}
  start_helped();
  helped = 1; // expected-note{{'helped' also written here, in function 'main'}}
  CALL_TEN(1) CALL_TEN(2) CALL_TEN(3) CALL_TEN(4) CALL_TEN(5) CALL_TEN(6) CALL_TEN(7)
  start_counted();
  counted = 1; // expected-note{{'counted' also written here, in function 'main'}}
  pthread_once(&once, start_once_reader);
  once_read = 1; // expected-note{{'once_read' also written here, in function 'main'}}
  for (int i = 0; i < 4; i++) {
    looped = i; // expected-note{{'looped' also written here, in function 'main'}}
    pthread_create(&ts[i], NULL, loop_reader, NULL);
  }
  starter(); /* last: a call through a pointer may start anything */
  by_pointer = 1; // expected-note{{'by_pointer' also written here, in function 'main'}}
  pthread_join(t, NULL);
  return pthread_join(s, NULL);
}
