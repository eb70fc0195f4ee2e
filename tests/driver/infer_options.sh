# Inferred contracts: --dump-contracts prints them after the written ones,
# marked "(inferred)"; --no-infer leaves functions without annotations
# without a contract, so their bodies are checked against nothing and
# their callers learn nothing from them (as Clang).
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
#include <pthread.h>
struct conn { pthread_mutex_t mu; int refs __attribute__((guarded_by(mu))); };
static void conn_lock(struct conn *c) { pthread_mutex_lock(&c->mu); }
static void conn_unlock(struct conn *c) { pthread_mutex_unlock(&c->mu); }
static void ref_locked(struct conn *c) { c->refs++; }
void ref(struct conn *c) { conn_lock(c); ref_locked(c); conn_unlock(c); }
C
run --dump-contracts "$file"
expect_status 0
expect_match "$work/out" "^2: field struct conn.refs: guarded_by\(mu\)$" "written contract"
expect_match "$work/out" "^3: function conn_lock: acquire\(c->mu\) \(inferred\)$" "inferred lock wrapper"
expect_match "$work/out" "^4: function conn_unlock: release\(c->mu\) \(inferred\)$" "inferred unlock wrapper"
expect_match "$work/out" "^5: function ref_locked: requires\(c->mu\) \(inferred\)$" "inferred requirement"
expect_empty "$work/err" "inference explains every lock"

run --no-infer --dump-contracts "$file"
expect_status 0
expect_no_match "$work/out" "inferred" "--no-infer"
expect_match "$work/err" "t.c:5:45: warning: writing variable 'refs' requires holding mutex 'c->mu' exclusively" "--no-infer checks the helper's body"
expect_match "$work/err" "t.c:3:69: warning: mutex 'c->mu' is still held at the end of function" "--no-infer: the wrapper leaks"
