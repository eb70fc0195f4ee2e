# --stats prints, on stderr, what each stage did: the graph of each
# function is built once per run, whatever inference and the analysis ask
# of it (a wrapper, a helper that calls it and a caller of both: inference
# reads all three, the analysis all three again).  Without --stats nothing
# of it is printed.  A project run (-p) prints one block: its files' runs
# added up, with the whole program's stages.
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

# a project of two files (4 functions and 1): one block, the sum
mkdir -p "$work/proj"
cp "$file" "$work/proj/a.c"
echo 'int helper(int x) { return x + 1; }' > "$work/proj/b.c"
cat > "$work/proj/compile_commands.json" <<JSON
[
  {"directory": "$work/proj", "file": "a.c", "arguments": ["gcc", "-c", "a.c"]},
  {"directory": "$work/proj", "file": "b.c", "arguments": ["gcc", "-c", "b.c"]}
]
JSON
run -p "$work/proj" -j 2 --stats
expect_status 0
[ "$(grep -c '^annotalysis: stats$' "$work/err")" = 1 ] || fail "not one stats block for the project: $(head -c 600 "$work/err")"
[ "$(stat_of functions)" = 5 ] || fail "project: expected 5 functions, got '$(stat_of functions)'"
[ "$(stat_of 'cfg builds')" = 5 ] || fail "project: expected 5 CFG builds, got '$(stat_of 'cfg builds')'"
expect_match "$work/err" '^  time lock order  *[0-9.]* ms$' "the project's lock order time"
if ls -d /tmp/annotalysis-project.* 2>/dev/null | xargs -r -n1 sh -c 'ls "$0"/*.stats' 2>/dev/null | grep -q .; then
  fail "a run's stats file left behind"
fi
