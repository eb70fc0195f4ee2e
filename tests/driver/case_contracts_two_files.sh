# A function that switches on a parameter has a contract per case
# (pause_all(PAUSE) takes `hang` and returns holding it, pause_all(RESUME)
# releases it), and other files get those cases too: in a project run, in
# the summary's export line, and through --contracts.  In user.c,
# pause_then_resume() is right, pause_twice() takes `hang` twice, and
# under_stats() and stats_paused() take it and stats_mu in opposite
# orders.  Without the cases, a caller in another file saw no contract at
# all and said nothing.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > ctl.h <<'C'
#include <pthread.h>
enum how { PAUSE, RESUME };
void pause_all(enum how how);
C
cat > ctl.c <<'C'
#include "ctl.h"
static pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
void pause_all(enum how how) {
  switch (how) {
  case PAUSE:
    pthread_mutex_lock(&hang);
    break;
  case RESUME:
    pthread_mutex_unlock(&hang);
    break;
  }
}
C
cat > user.c <<'C'
#include "ctl.h"
int work;
void pause_then_resume(void) {
  pause_all(PAUSE);
  work++;
  pause_all(RESUME);
}
pthread_mutex_t stats_mu = PTHREAD_MUTEX_INITIALIZER;
void under_stats(void) {
  pthread_mutex_lock(&stats_mu);
  pause_all(PAUSE);
  pause_all(RESUME);
  pthread_mutex_unlock(&stats_mu);
}
void stats_paused(void) {
  pause_all(PAUSE);
  pthread_mutex_lock(&stats_mu);
  pthread_mutex_unlock(&stats_mu);
  pause_all(RESUME);
}
void pause_twice(void) {
  pause_all(PAUSE);
  pause_all(PAUSE);
  pause_all(RESUME);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "user.c", "arguments": ["cc", "-c", "user.c"]},
 {"directory": "$work", "file": "ctl.c", "arguments": ["cc", "-c", "ctl.c"]}]
JSON
check_user() {
    [ "$(grep -c 'warning:' "$work/err")" -eq 2 ] || fail "$1: not two warnings: $(cat "$work/err")"
    grep -q "^user.c:11:3: warning: potential deadlock: 'stats_mu' and 'hang' are acquired in opposite orders" "$work/err" ||
        fail "$1: the order: $(head -c 400 "$work/err")"
    grep -q "^user.c:23:3: warning: acquiring mutex 'hang' that is already held" "$work/err" ||
        fail "$1: pause_twice: $(head -c 400 "$work/err")"
}
run -p .
check_user "-p"
# the summary: a case argument (0), then each item with its case; `hang`
# is static, named with its mark (\x1f and 16 hex digits of where it is
# declared), so that another file's `hang` is another lock
"$ANNOTALYSIS" -c ctl.c -o ctl.tsa 2> "$work/err" || fail "ctl.tsa: $(cat "$work/err")"
hang='\(var hang\\x1f[0-9a-f]{16}\)'
grep -Eqx "export \"pause_all\" 0 0 2 \"acquire_capability\" \"$hang\" \"mutex\" 0 1 0 \"release_capability\" \"$hang\" \"mutex\" 0 1 1" ctl.tsa ||
    fail "export line: $(grep export ctl.tsa)"
run --contracts ctl.tsa user.c
check_user "--contracts"
# the file alone knows nothing of pause_all
run user.c
[ ! -s "$work/err" ] || fail "user.c alone: $(head -c 300 "$work/err")"
# a case that does nothing, where the contract for any other number takes
# the lock: ctl(0) does nothing, ctl(1) acquires
printf '%s\n' 'annotalysis-summary 10' \
    'export "ctl" 0 0 2 "acquire_capability" "(var hang)" "mutex" 0 0 0 "case" "-" - 0 1 0' > by_hand.tsa
printf '%s\n' 'void ctl(int k);' 'void none(void) {' '  ctl(0);' '  ctl(0);' '}' 'void twice(void) {' '  ctl(1);' \
    '  ctl(1);' '}' > calls.c
run --contracts by_hand.tsa calls.c
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "calls.c: not one warning: $(cat "$work/err")"
grep -q "^calls.c:8:3: warning: acquiring mutex 'hang' that is already held" "$work/err" ||
    fail "calls.c: $(head -c 300 "$work/err")"
