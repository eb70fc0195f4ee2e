# A project run gives the functions of one file the contracts that other
# files' bodies show: conn_lock (conn.c) acquires c->mu in every file that
# calls it, and so does stats_conn_lock (stats.c), a wrapper of it, which
# takes a second round.  With them, worker.c's two threads take the
# connection's lock and stats_mu in opposite orders.  The same by hand:
# -c -o FILE.tsa, then --contracts with the wrapper's file's summary.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > conn.h <<'C'
#include <pthread.h>
struct conn { pthread_mutex_t mu; int refs; };
void conn_lock(struct conn *c);
void conn_unlock(struct conn *c);
void stats_conn_lock(struct conn *c);
extern pthread_mutex_t stats_mu;
extern long stats;
C
cat > conn.c <<'C'
#include "conn.h"
void conn_lock(struct conn *c) { pthread_mutex_lock(&c->mu); }
void conn_unlock(struct conn *c) { pthread_mutex_unlock(&c->mu); }
C
cat > stats.c <<'C'
#include "conn.h"
pthread_mutex_t stats_mu = PTHREAD_MUTEX_INITIALIZER;
long stats;
void stats_conn_lock(struct conn *c) { conn_lock(c); }
C
cat > worker.c <<'C'
#include "conn.h"
void *worker(void *arg) {
  struct conn *c = arg;
  conn_lock(c);
  c->refs++;
  pthread_mutex_lock(&stats_mu);
  stats++;
  pthread_mutex_unlock(&stats_mu);
  conn_unlock(c);
  return arg;
}
void *reporter(void *arg) {
  struct conn *c = arg;
  pthread_mutex_lock(&stats_mu);
  stats_conn_lock(c);
  stats += c->refs;
  conn_unlock(c);
  pthread_mutex_unlock(&stats_mu);
  return arg;
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "worker.c", "arguments": ["cc", "-c", "worker.c"]},
 {"directory": "$work", "file": "stats.c", "arguments": ["cc", "-c", "stats.c"]},
 {"directory": "$work", "file": "conn.c", "arguments": ["cc", "-c", "conn.c"]}]
JSON
run -p .
[ $status -eq 0 ] || fail "exit status $status: $(head -c 300 "$work/err")"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning: $(cat "$work/err")"
grep -q "^worker.c:6:3: warning: potential deadlock: 'struct conn.mu' and 'stats_mu' are acquired in opposite orders" "$work/err" ||
    fail "no cycle: $(head -c 400 "$work/err")"
grep -q "^worker.c:15:3: note: 'struct conn.mu' acquired through a call to 'stats_conn_lock' while 'stats_mu' is held" "$work/err" ||
    fail "the wrapper's wrapper: $(head -c 900 "$work/err")"
# each file alone knows nothing of the others: no cycle
run worker.c
[ ! -s "$work/err" ] || fail "worker.c alone: $(head -c 300 "$work/err")"
# by hand: the wrapper's summary given to its callers
"$ANNOTALYSIS" -c conn.c -o conn.tsa && "$ANNOTALYSIS" -c stats.c --contracts conn.tsa -o stats.tsa &&
    "$ANNOTALYSIS" -c worker.c --contracts stats.tsa --contracts conn.tsa -o worker.tsa 2> "$work/err" || fail "summaries: $(cat "$work/err")"
grep -q '^export "stats_conn_lock" 0 -1 1 "acquire_capability" "(field (deref (param 0)) mu)" "mutex" 0 0 0$' stats.tsa ||
    fail "stats.tsa: $(head -c 300 stats.tsa)"
run --link conn.tsa stats.tsa worker.tsa
grep -q "potential deadlock: 'struct conn.mu' and 'stats_mu'" "$work/err" || fail "--link: $(head -c 300 "$work/err")"
# --link alone settles the contracts: a summary records the command that
# made it, and the files whose calls reach other files' contracts are run
# again with them (their new findings reported), as -p does
"$ANNOTALYSIS" -c stats.c -o stats.tsa && "$ANNOTALYSIS" -c worker.c -o worker.tsa || fail "summaries without contracts"
grep -q '^command "'"$work"'" "worker.c" ' worker.tsa || fail "no command in worker.tsa: $(head -c 200 worker.tsa)"
run --link conn.tsa stats.tsa worker.tsa
grep -q "^worker.c:6:3: warning: potential deadlock: 'struct conn.mu' and 'stats_mu'" "$work/err" ||
    fail "--link without --contracts: $(head -c 300 "$work/err")"
# the contract is used by the analysis of the file too
printf '#include "conn.h"\nvoid twice(struct conn *c) {\n  conn_lock(c);\n  conn_lock(c);\n}\n' > twice.c
run --contracts conn.tsa twice.c
grep -q "twice.c:4:3: warning: acquiring mutex 'c->mu' that is already held" "$work/err" || fail "twice.c: $(head -c 300 "$work/err")"
run --contracts missing.tsa twice.c
[ $status -eq 1 ] && grep -q "cannot read summary 'missing.tsa'" "$work/err" || fail "missing contracts: $status"
