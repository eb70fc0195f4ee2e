# A wrapper that initializes the mutex member of the object it is given,
# recursive or not, in one file (tor's tor_mutex_init, with an attribute
# another function makes recursive, and tor_mutex_init_nonrecursive),
# used by another: log.c's log_mutex, made recursive, may be taken again
# by a function its holder calls (the logger's flush), queue_mutex may
# not.  The summary says which member of which argument's object each
# wrapper initializes ("1:struct tor_mutex_t.mutex", "1:!" for a plain
# one); before, the member marked recursive class-wide stayed in lock.c.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > lock.h <<'C'
#include <pthread.h>
typedef struct tor_mutex_t { pthread_mutex_t mutex; } tor_mutex_t;
void tor_mutex_init(tor_mutex_t *mutex);
void tor_mutex_init_nonrecursive(tor_mutex_t *mutex);
void tor_mutex_acquire(tor_mutex_t *m);
void tor_mutex_release(tor_mutex_t *m);
C
cat > lock.c <<'C'
#include "lock.h"
static pthread_mutexattr_t attr_recursive;
static int attr_initialized;
static void tor_locking_init(void) {
  if (!attr_initialized) {
    pthread_mutexattr_init(&attr_recursive);
    pthread_mutexattr_settype(&attr_recursive, PTHREAD_MUTEX_RECURSIVE);
    attr_initialized = 1;
  }
}
void tor_mutex_init(tor_mutex_t *mutex) {
  if (!attr_initialized)
    tor_locking_init();
  pthread_mutex_init(&mutex->mutex, &attr_recursive);
}
void tor_mutex_init_nonrecursive(tor_mutex_t *mutex) { pthread_mutex_init(&mutex->mutex, NULL); }
void tor_mutex_acquire(tor_mutex_t *m) { pthread_mutex_lock(&m->mutex); }
void tor_mutex_release(tor_mutex_t *m) { pthread_mutex_unlock(&m->mutex); }
C
cat > log.c <<'C'
#include "lock.h"
static tor_mutex_t log_mutex;
static tor_mutex_t queue_mutex;
static int pending;
static void flush_pending(void) {
  tor_mutex_acquire(&log_mutex);
  pending = 0;
  tor_mutex_release(&log_mutex);
}
void logv(const char *msg) {
  tor_mutex_acquire(&log_mutex);
  if (pending)
    flush_pending();
  pending += msg != 0;
  tor_mutex_release(&log_mutex);
}
static void drain(void) {
  tor_mutex_acquire(&queue_mutex);
  pending = 0;
  tor_mutex_release(&queue_mutex);
}
void queue(void) {
  tor_mutex_acquire(&queue_mutex);
  if (pending)
    drain();
  tor_mutex_release(&queue_mutex);
}
void init_logs(void) {
  tor_mutex_init(&log_mutex);
  tor_mutex_init_nonrecursive(&queue_mutex);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "lock.c", "arguments": ["cc", "-c", "lock.c"]},
 {"directory": "$work", "file": "log.c", "arguments": ["cc", "-c", "log.c"]}]
JSON
run -p . -j1
grep -q "^log.c:25:5: warning: deadlock: calling 'drain' acquires 'queue_mutex.mutex', which is already held" "$work/err" ||
    fail "queue_mutex: $(head -c 400 "$work/err")"
[ "$(grep -c "warning:" "$work/err")" = 1 ] || fail "log_mutex taken again: $(grep "warning:" "$work/err" | head -c 400)"
"$ANNOTALYSIS" -c lock.c -o lock.tsa 2> "$work/err" || fail "lock.tsa: $(cat "$work/err")"
grep -q '^memory "tor_mutex_init" .* "1:struct tor_mutex_t.mutex"$' lock.tsa ||
    fail "tor_mutex_init's line: $(grep '^memory "tor_mutex_init"' lock.tsa | rev | cut -c 1-120 | rev)"
grep -q '^memory "tor_mutex_init_nonrecursive" .* "1:!struct tor_mutex_t.mutex"$' lock.tsa ||
    fail "tor_mutex_init_nonrecursive's line: $(grep '^memory "tor_mutex_init_nonrecursive"' lock.tsa | rev | cut -c 1-120 | rev)"
exit 0
