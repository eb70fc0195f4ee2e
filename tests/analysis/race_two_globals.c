/* race_two_globals_ok.c with both threads adding to the same global. */
#include <pthread.h>

struct counter {
  long total;
};

struct counter read_bytes, written_bytes;

static void *reader(void *arg) {
  read_bytes.total += 10; // expected-warning{{data race: 'read_bytes.total' (struct counter.total) is written by two threads with no lock held}}
  return arg;
}

static void *writer(void *arg) {
  read_bytes.total += 20; // expected-note{{'read_bytes.total' also written here, in function 'writer'}}
  written_bytes.total += 20;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)(read_bytes.total + written_bytes.total);
}
