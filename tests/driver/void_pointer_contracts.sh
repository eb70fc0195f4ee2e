# A function of one file that releases a member of the struct its void *
# parameter points to (multipath-tools' cleanup_lock, given to
# pthread_cleanup_push) has that contract in the other files too: its
# term names the struct by its tag, `(field (deref (param 0)) mutex
# (struct mutex_lock))`, since the parameter's type does not show it.
# Without it the caller, which releases its lock through the function,
# is told the lock is still held.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > lock.h <<'C'
#include <pthread.h>
struct mutex_lock { pthread_mutex_t mutex; int waiters; };
union either { struct mutex_lock lock; long pad; };
struct vectors { struct mutex_lock lock; union either other; int n; };
void cleanup_lock(void *data);
void cleanup_other(void *data);
C
cat > lock.c <<'C'
#include "lock.h"
void cleanup_lock(void *data) {
  struct mutex_lock *l = data;
  pthread_mutex_unlock(&l->mutex);
}
void cleanup_other(void *data) {
  union either *e = data;
  pthread_mutex_unlock(&e->lock.mutex);
}
C
cat > user.c <<'C'
#include "lock.h"
int get_n(struct vectors *v) {
  pthread_mutex_lock(&v->lock.mutex);
  int r = v->n;
  cleanup_lock(&v->lock);
  pthread_mutex_lock(&v->other.lock.mutex);
  r += v->n;
  cleanup_other(&v->other);
  return r;
}
C
run -c -o lock.tsa lock.c
expect_status 0
expect_match lock.tsa '"cleanup_lock" .*"\(field \(deref \(param 0\)\) mutex \(struct mutex_lock\)\)"' "the struct named by its tag"
expect_match lock.tsa '"cleanup_other" .*"\(field \(field \(deref \(param 0\)\) lock \(union either\)\) mutex\)"' "a union named by its tag"
run --contracts lock.tsa user.c
expect_status 0
expect_empty "$work/err" "no warning with the other file's contracts"
run --dump-contracts=terms lock.c
expect_status 0
expect_match "$work/out" "function cleanup_lock: release\(\(field \(deref \(param 0\)\) mutex \(struct mutex_lock\)\)\)" "the dump"
expect_no_match "$work/out" "<reads back" "read back"
# a unit where the tag names another struct, without the member: no contract
cat > other.c <<'C'
#include <pthread.h>
struct mutex_lock { int count; };
struct vectors { pthread_mutex_t m; };
void cleanup_lock(void *data);
void put(struct vectors *v) {
  pthread_mutex_lock(&v->m);
  cleanup_lock(v);
  pthread_mutex_lock(&v->m);
  pthread_mutex_unlock(&v->m);
}
C
run --contracts lock.tsa other.c
expect_status 0
expect_match "$work/err" "acquiring mutex 'v->m' that is already held" "the term not read in a unit without the member"
# a struct of a block, or one whose tag a block's struct hides, is not the
# one the tag names at file scope: no file form, rather than another's
cat > shadow.c <<'C'
#include <pthread.h>
struct lk { pthread_mutex_t mutex; };
void rel(void *d) { struct lk *l = d; pthread_mutex_unlock(&l->mutex); }
void rel2(void *d) { struct lk2 { int pad; pthread_mutex_t mutex; } *l = d; pthread_mutex_unlock(&l->mutex); }
void rel3(void *d) { struct lk { int pad; pthread_mutex_t mutex; } *l = d; pthread_mutex_unlock(&l->mutex); }
C
run --dump-contracts=terms shadow.c
expect_match "$work/out" "^3: function rel: release\(\(field \(deref \(param 0\)\) mutex \(struct lk\)\)\)" "the file's struct"
expect_match "$work/out" "^4: function rel2: release\(\(no file form\)\)" "a block's struct"
expect_match "$work/out" "^5: function rel3: release\(\(no file form\)\)" "a block's struct that hides the file's"
expect_no_match "$work/out" "<reads back" "read back"
