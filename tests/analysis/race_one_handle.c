/* Where one handle of file scope does not make a thread run one at a
   time: started in a loop into the one handle (the earlier threads run
   on, their handles lost), in main or in a function main calls, started
   into a handle no code joins (a detached thread per call), started into
   an element of an array. */
#include <pthread.h>

static pthread_t looped;
static int looped_count;

static void *looped_thread(void *arg) {
  looped_count++; // expected-warning{{data race: 'looped_count' is written by two threads with no lock held}} expected-note{{'looped_count' written here by another thread running 'looped_thread' at once}}
  return arg;
}

static pthread_t spawned;
static int spawned_count;

static void *spawned_thread(void *arg) {
  spawned_count++; // expected-warning{{data race: 'spawned_count' is written by two threads with no lock held}} expected-note{{'spawned_count' written here by another thread running 'spawned_thread' at once}}
  return arg;
}

static void spawn(void) {
  for (int i = 0; i < 4; i++)
    pthread_create(&spawned, 0, spawned_thread, 0);
}

static pthread_t detached;
static int detached_count;

static void *detached_thread(void *arg) {
  detached_count++; // expected-warning{{data race: 'detached_count' is written by two threads with no lock held}} expected-note{{'detached_count' written here by another thread running 'detached_thread' at once}}
  return arg;
}

static void start_detached(void) {
  pthread_create(&detached, 0, detached_thread, 0);
  pthread_detach(detached);
}

static pthread_t slots[2];
static int slot_count;

static void *slot_thread(void *arg) {
  slot_count++; // expected-warning{{data race: 'slot_count' is written by two threads with no lock held}} expected-note{{'slot_count' written here by another thread running 'slot_thread' at once}}
  return arg;
}

static void start_slot(int i) {
  pthread_create(&slots[i], 0, slot_thread, 0);
}

int main(void) {
  for (int i = 0; i < 4; i++)
    pthread_create(&looped, 0, looped_thread, 0);
  pthread_join(looped, 0);
  spawn();
  pthread_join(spawned, 0);
  for (int i = 0; i < 4; i++)
    start_detached();
  for (int i = 0; i < 2; i++)
    start_slot(i);
  for (int i = 0; i < 2; i++)
    pthread_join(slots[i], 0);
  return 0;
}
