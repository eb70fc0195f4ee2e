# --stats prints, on stderr, what each stage did: the graph of each
# function is built once per run, whatever inference and the analysis ask
# of it (a wrapper, a helper that calls it and a caller of both: inference
# reads all three, the analysis all three again).  Without --stats nothing
# of it is printed.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
#include <pthread.h>
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int count;
static void take(void) { pthread_mutex_lock(&mu); }
static void drop(void) { pthread_mutex_unlock(&mu); }
static void bump(void) { take(); count++; drop(); }
int main(void) { bump(); bump(); return count; }
C
stat_of() { sed -n "s/^  $1  *\([0-9][0-9]*\)\$/\1/p" "$work/err"; }

run --stats "$file"
expect_status 0
expect_match "$work/err" '^annotalysis: stats$' "stats header"
[ "$(stat_of functions)" = 4 ] || fail "expected 4 functions, got '$(stat_of functions)'"
[ "$(stat_of 'cfg builds')" = 4 ] || fail "expected 4 CFG builds (one per function), got '$(stat_of 'cfg builds')'"
# inference runs over all four, the analysis again over all four
[ "$(stat_of analyses)" -ge 8 ] || fail "expected at least 8 analyses, got '$(stat_of analyses)'"
[ "$(stat_of 'terms interned')" -gt 0 ] || fail "no term interned"
expect_match "$work/err" '^  time analyze  *[0-9.]* ms$' "analysis time"

# the bundled example: one build per function too
run --stats examples/pthread_jobs.c
functions=$(stat_of functions)
[ -n "$functions" ] && [ "$functions" -gt 0 ] || fail "no functions counted in pthread_jobs.c"
[ "$(stat_of 'cfg builds')" = "$functions" ] || fail "pthread_jobs.c: $functions functions, $(stat_of 'cfg builds') CFG builds"

run "$file"
expect_status 0
if grep -q 'stats' "$work/err"; then fail "stats printed without --stats"; fi
