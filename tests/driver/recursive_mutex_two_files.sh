# Mutexes that a function of another file initializes as recursive: the
# mutex its argument points to (libuv's uv_mutex_init_recursive(&m)), or
# the one a member of its argument points to (coturn's
# turn_mutex_init_recursive, whose `m->mutex` makes that member of every
# turn_mutex a recursive mutex's pointer).  Taken again by their holder,
# they do not deadlock; the same code with the plain initializer does.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
write_lib() {
    cat > lib.c <<C
#include <pthread.h>
#include <stdlib.h>
typedef struct _turn_mutex { void *mutex; } turn_mutex;
int init_mutex(pthread_mutex_t *m) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, $1);
  return pthread_mutex_init(m, &attr);
}
int turn_mutex_init(turn_mutex *m) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, $1);
  m->mutex = malloc(sizeof(pthread_mutex_t));
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, &attr);
}
void turn_mutex_lock(turn_mutex *m) { pthread_mutex_lock((pthread_mutex_t *)m->mutex); }
void turn_mutex_unlock(turn_mutex *m) { pthread_mutex_unlock((pthread_mutex_t *)m->mutex); }
C
}
cat > user.c <<'C'
#include <pthread.h>
typedef struct _turn_mutex { void *mutex; } turn_mutex;
int init_mutex(pthread_mutex_t *m);
int turn_mutex_init(turn_mutex *m);
void turn_mutex_lock(turn_mutex *m);
void turn_mutex_unlock(turn_mutex *m);
struct ports { turn_mutex mutex; pthread_mutex_t mu; int size, count; };
int ports_size(struct ports *tp) {
  turn_mutex_lock(&tp->mutex);
  int size = tp->size;
  turn_mutex_unlock(&tp->mutex);
  return size;
}
int ports_even(struct ports *tp) {
  turn_mutex_lock(&tp->mutex);
  int size = ports_size(tp);
  turn_mutex_unlock(&tp->mutex);
  return size;
}
int ports_count(struct ports *tp) {
  pthread_mutex_lock(&tp->mu);
  int count = tp->count;
  pthread_mutex_unlock(&tp->mu);
  return count;
}
int ports_odd(struct ports *tp) {
  pthread_mutex_lock(&tp->mu);
  int count = ports_count(tp);
  pthread_mutex_unlock(&tp->mu);
  return count;
}
void ports_init(struct ports *tp) {
  turn_mutex_init(&tp->mutex);
  init_mutex(&tp->mu);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "lib.c", "arguments": ["cc", "-c", "lib.c"]},
 {"directory": "$work", "file": "user.c", "arguments": ["cc", "-c", "user.c"]}]
JSON
write_lib PTHREAD_MUTEX_RECURSIVE
run -p . -j1
expect_status 0
[ ! -s "$work/err" ] || fail "-p, recursive: $(head -c 400 "$work/err")"
write_lib PTHREAD_MUTEX_ERRORCHECK
run -p . -j1
expect_status 0
grep -q "^user.c:16:14: warning: deadlock: calling 'ports_size' acquires 'tp->mutex.mutex', which is already held" "$work/err" ||
    fail "-p, not recursive: no deadlock through the member: $(head -c 600 "$work/err")"
grep -q "^user.c:28:15: warning: deadlock: calling 'ports_count' acquires 'tp->mu', which is already held" "$work/err" ||
    fail "-p, not recursive: no deadlock through the argument: $(head -c 600 "$work/err")"
