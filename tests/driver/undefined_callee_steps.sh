# A call of a function that no file of the run defines reaches no code
# the lock graph can see when the one file given is the whole program:
# the analysis keeps no step for it (bench/worst_case.sh's lock and
# unlock, declared only, made two thirds of its steps).  Given with the
# file that defines it, or writing a summary for such a file, the call
# stays a step, and a lock its body takes while the caller holds one is
# an edge of the lock graph.
. "$(dirname "$0")/lib.bash"
cat > "$work/report.c" <<'C'
#include <pthread.h>
extern pthread_mutex_t a, b;
void log_line(const char *s);
static void noop(void) {}
void report(void) {
  pthread_mutex_lock(&a);
  noop();
  log_line("report");
  pthread_mutex_unlock(&a);
}
C
cat > "$work/log.c" <<'C'
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void log_line(const char *s) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  (void)s;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
}
C
steps() { sed -n 's/^  lock graph steps  *\([0-9][0-9]*\)$/\1/p' "$work/err"; }

# alone: the acquisition of a and the call of noop, which the file defines
run --stats "$work/report.c"
expect_status 0
[ "$(steps)" = 2 ] || fail "report.c alone: expected 2 steps (a taken, noop called), got '$(steps)'"

# a summary is for other files, which may define log_line: its call is kept
run --stats -o "$work/report.tsa" "$work/report.c"
expect_status 0
[ "$(steps)" = 3 ] || fail "report.c with -o: expected 3 steps (log_line's call too), got '$(steps)'"

# with the file that defines it, the call is an edge: a, then b in log_line
run "$work/report.c" "$work/log.c"
expect_match "$work/err" "'b' acquired through a call to 'log_line' while 'a' is held" "the edge through log_line"
expect_match "$work/err" "potential deadlock: 'b' and 'a' are acquired in opposite orders" "the cycle through log_line"
