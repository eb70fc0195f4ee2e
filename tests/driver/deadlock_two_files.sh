# Files named together on one command line are one program: a lock-order
# cycle whose two edges are in two files is reported once, after the last
# file, with each edge's place; each file alone has no cycle.  The calls
# between the files go by name (a helper defined in the other file).
. "$(dirname "$0")/lib.bash"
cat > "$work/store.c" <<'C'
#include <pthread.h>
pthread_mutex_t store_lock = PTHREAD_MUTEX_INITIALIZER;
extern pthread_mutex_t index_lock;
int stored;
void reindex(void);
void store_put(void) {
  pthread_mutex_lock(&store_lock);
  stored++;
  pthread_mutex_unlock(&store_lock);
}
void *store_thread(void *arg) {
  pthread_mutex_lock(&store_lock);
  reindex();
  pthread_mutex_unlock(&store_lock);
  return arg;
}
C
cat > "$work/index.c" <<'C'
#include <pthread.h>
pthread_mutex_t index_lock = PTHREAD_MUTEX_INITIALIZER;
int indexed;
void store_put(void);
void reindex(void) {
  pthread_mutex_lock(&index_lock);
  indexed++;
  pthread_mutex_unlock(&index_lock);
}
void *index_thread(void *arg) {
  pthread_mutex_lock(&index_lock);
  store_put();
  pthread_mutex_unlock(&index_lock);
  return arg;
}
C
run "$work/store.c" "$work/index.c"
[ $status -eq 0 ] || fail "exit status $status: $(head -c 300 "$work/err")"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning: $(cat "$work/err")"
# at the edge first in the order of the paths, then lines
grep -q "index.c:12:3: warning: potential deadlock: 'index_lock' and 'store_lock' are acquired in opposite orders" "$work/err" ||
    fail "no cycle at index.c:12: $(head -c 300 "$work/err")"
grep -q "store.c:7:3: note: 'store_lock' acquired here, in function 'store_put'" "$work/err" ||
    fail "no note in store.c: $(head -c 600 "$work/err")"
grep -q "store.c:13:3: note: 'index_lock' acquired through a call to 'reindex' while 'store_lock' is held, in function 'store_thread'" "$work/err" ||
    fail "no second edge: $(head -c 900 "$work/err")"
for f in store.c index.c; do
    run "$work/$f"
    [ ! -s "$work/err" ] || fail "$f alone: $(head -c 300 "$work/err")"
done
# the same through summaries, each file's written by -c -o FILE.tsa as a
# build step would, then --link; a summary is not checked by itself
(cd "$work" && "$ANNOTALYSIS" -c store.c -o store.tsa && "$ANNOTALYSIS" -c index.c -o index.tsa) 2> "$work/err" ||
    fail "writing the summaries: $(head -c 300 "$work/err")"
[ ! -s "$work/err" ] || fail "a summary was checked: $(head -c 300 "$work/err")"
head -n 1 "$work/store.tsa" | grep -qx 'annotalysis-summary 10' || fail "no summary header: $(head -c 100 "$work/store.tsa")"
(cd "$work" && "$ANNOTALYSIS" --link store.tsa index.tsa) 2> "$work/err"
grep -q "^index.c:12:3: warning: potential deadlock: 'index_lock' and 'store_lock' are acquired in opposite orders" "$work/err" ||
    fail "--link: no cycle: $(head -c 300 "$work/err")"
grep -q "^store.c:13:3: note: 'index_lock' acquired through a call to 'reindex'" "$work/err" ||
    fail "--link: no second edge: $(head -c 900 "$work/err")"
# a summary that is not one, or broken, is named with its line
printf 'annotalysis-summary 10\nstep "f" 12\n' > "$work/bad.tsa"
run --link "$work/store.tsa" "$work/bad.tsa"
[ $status -eq 1 ] || fail "a broken summary: exit status $status"
grep -q "bad.tsa:2: error: malformed summary line" "$work/err" || fail "broken summary: $(head -c 300 "$work/err")"
echo 'int x;' > "$work/notsa.tsa"
run --link "$work/notsa.tsa"
grep -q "notsa.tsa:1: error: not an annotalysis summary" "$work/err" || fail "not a summary: $(head -c 300 "$work/err")"
# one order in both files: index_thread releases its lock first
sed -i 's/^  store_put();$/  pthread_mutex_unlock(\&index_lock);\n  store_put();\n  pthread_mutex_lock(\&index_lock);/' "$work/index.c"
run "$work/store.c" "$work/index.c"
[ ! -s "$work/err" ] || fail "one order: $(head -c 300 "$work/err")"
