# --dump-findings writes each finding reported as its record, on standard
# output: rule, group, place, lock, message, notes with their places, and
# the path (blocks of --dump-cfg, each with the successor taken) that
# leads to it.  A finding met on two paths is one record; a finding of a
# group turned off is no record; without the option nothing is written.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
#include <pthread.h>
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int count;
int bump(int err, int verbose) {
  pthread_mutex_lock(&mu);
  if (verbose)
    count++;
  if (err)
    return -1;
  count++;
  pthread_mutex_unlock(&mu);
  return 0;
}
C
run --dump-findings "$file"
expect_status 0
[ "$(grep -c '^finding' "$work/out")" = 1 ] || fail "expected one record (the leak, met on two paths), got: $(cat "$work/out")"
expect_match "$work/out" "^finding held-at-end \[thread-safety-analysis\] $file:9:5\$" "rule, group and place"
expect_match "$work/out" "^  lock 'mu'\$" "the lock"
expect_match "$work/out" "^  message mutex 'mu' is still held at the end of function\$" "the message"
expect_match "$work/out" "^  note $file:5:3 mutex 'mu' acquired here\$" "the note and its place"
# the path: from the entry, past the test of err taken true (B3's first
# successor, B4), to the return at line 9
expect_match "$work/out" '^  path B0:[01] B3:0 B4$' "the path"
run --dump-cfg "$file"
expect_match "$work/out" '^    branch err \? B4 : B5 <8:7>$' "B3 tests err, B4 when true"
expect_match "$work/out" '^    return -1 <9:5>$' "B4 returns"

run --dump-findings -Wno-thread-safety-analysis "$file"
expect_empty "$work/out" "a group turned off"

run "$file"
expect_empty "$work/out" "no --dump-findings"

# with --format=json the records go to standard error, which leaves the
# JSON whole; a project run's runs of each file write so, and the project
# run shows their records on its standard error
run --dump-findings --format=json "$file"
expect_status 0
expect_match "$work/err" "^finding held-at-end \[thread-safety-analysis\] $file:9:5\$" "json: the record on stderr"
grep -q '^finding' "$work/out" && fail "json: a record on stdout: $(head -c 300 "$work/out")"
cat > "$work/compile_commands.json" <<JSON
[{"directory": "$work", "file": "t.c", "arguments": ["cc", "-c", "t.c"]}]
JSON
run -p "$work" --dump-findings
expect_status 0
expect_match "$work/err" "^finding held-at-end \[thread-safety-analysis\] .*t.c:9:5\$" "-p: the record"
expect_no_match "$work/err" "error" "-p: no error"
