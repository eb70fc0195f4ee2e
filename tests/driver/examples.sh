# The README's first command: examples/pthread_jobs.c's three bugs, each
# where it is (the early return that keeps the lock, with a note where the
# wrapper took it; the helper called without the lock; the read after the
# unlock), and nothing on its correct functions.
. "$(dirname "$0")/lib.bash"
example=examples/pthread_jobs.c
run "$example"
expect_status 0
expect_match "$work/err" "^$example:83:5: warning: mutex 'q->lock' is still held at the end of function" "early return"
expect_match "$work/err" "^$example:81:3: note: mutex 'q->lock' acquired here" "where the wrapper took it"
expect_match "$work/err" "^$example:91:10: warning: calling function 'pop_locked' requires holding mutex 'q->lock' exclusively" "helper without the lock"
expect_match "$work/err" "^$example:100:13: warning: reading variable 'waiting' requires holding mutex 'q->lock'" "read after the unlock"
[ "$(grep -c ': warning: ' "$work/err")" = 3 ] || fail "$example: 3 warnings expected, got: $(grep ': warning: ' "$work/err")"
