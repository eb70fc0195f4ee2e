# One unlocked read of a library's guarded counter, reached in two
# programs of one database, each main reading it while its thread adds
# under the lock: one finding, said once, though the two programs count
# the guarded writes differently (the first has one of its own: "held at
# 4 of its 4 writes" there, 3 of 3 in the second): knot's
# dt_is_cancelled, which two of its programs reach.
. "$(dirname "$0")/lib.bash"
cat > "$work/counter.c" <<'C'
#include <pthread.h>
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
long total;
void add(long n) { pthread_mutex_lock(&mu); total += n; pthread_mutex_unlock(&mu); }
void add_twice(long n) {
  pthread_mutex_lock(&mu);
  total += n;
  pthread_mutex_unlock(&mu);
  pthread_mutex_lock(&mu);
  total += n;
  pthread_mutex_unlock(&mu);
}
long peek(void) { return total; }
C
program() { # name, what its thread does, more code
    cat > "$work/$1.c" <<C
#include <pthread.h>
extern pthread_mutex_t mu;
extern long total;
$3
void add(long n);
void add_twice(long n);
long peek(void);
static void *worker(void *arg) { $2 return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  long seen = peek();
  pthread_join(t, 0);
  return seen > 0;
}
C
}
program first 'add(1); bump();' 'static void bump(void) { pthread_mutex_lock(&mu); total++; pthread_mutex_unlock(&mu); }'
program second 'add(2); add_twice(3);' ''
(cd "$work" && "$ANNOTALYSIS" -c counter.c -o counter.tsa && "$ANNOTALYSIS" -c first.c -o first.tsa &&
    "$ANNOTALYSIS" -c second.c -o second.tsa && "$ANNOTALYSIS" --link counter.tsa first.tsa second.tsa) \
    > "$work/out" 2> "$work/err"
grep -q "counter.c:13:26: warning: data race: reading 'total' without holding 'mu'" "$work/err" ||
    fail "no race at peek: $(head -c 600 "$work/err")"
[ "$(grep -c "warning:" "$work/err")" = 1 ] ||
    fail "not one warning: $(grep "warning:" "$work/err" | head -c 600)"
exit 0
