# A function whose name begins another's (pool_lock, pool_lock_both) has
# summary lines of its own: a project run gives its callers in other
# files its contract and what it does to memory, and does not take them
# for the longer name's (fio's fio_sem_down and fio_sem_down_timeout).
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > pool.h <<'C'
#include <pthread.h>
struct pool { pthread_mutex_t mu, aux; int n; };
void pool_lock_both(struct pool *p);
void pool_lock(struct pool *p);
C
cat > pool.c <<'C'
#include "pool.h"
void pool_lock_both(struct pool *p) {
  pthread_mutex_lock(&p->mu);
  pthread_mutex_lock(&p->aux);
}
void pool_lock(struct pool *p) { pthread_mutex_lock(&p->mu); }
C
cat > user.c <<'C'
#include "pool.h"
void add(struct pool *p) {
  pool_lock(p);
  p->n++;
  pthread_mutex_unlock(&p->mu);
}
void twice(struct pool *p) {
  pool_lock(p);
  pool_lock(p);
  pthread_mutex_unlock(&p->mu);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "pool.c", "arguments": ["cc", "-c", "pool.c"]},
 {"directory": "$work", "file": "user.c", "arguments": ["cc", "-c", "user.c"]}]
JSON
run -p . -j1
expect_status 0
expect_no_match "$work/err" "user.c:5:3: warning" "add's unlock of the lock pool_lock took"
expect_match "$work/err" "^user.c:9:3: warning: acquiring mutex 'p->mu' that is already held" "twice's second pool_lock"
